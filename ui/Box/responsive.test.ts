import { describe, expect, it } from 'vitest';
import { mapResponsive, responsiveClassName } from './responsive';

describe('mapResponsive', () => {
  it('maps a single value', () => {
    expect(mapResponsive(2, String)).toBe('2');
  });

  it('maps each breakpoint and leaves out the ones not given', () => {
    expect(mapResponsive({ mobile: 1, desktop: 4 }, String)).toEqual({ mobile: '1', desktop: '4' });
  });

  it('passes undefined through', () => {
    expect(mapResponsive(undefined, String)).toBeUndefined();
  });
});

describe('responsiveClassName', () => {
  const classes = {
    mobile: { '2': 'gap-2', '4': 'gap-4' },
    tablet: { '2': 'gap-2-tablet', '4': 'gap-4-tablet' },
    desktop: { '2': 'gap-2-desktop', '4': 'gap-4-desktop' },
  };

  it('gives one value the mobile class, which holds at every width', () => {
    expect(responsiveClassName('4', classes)).toBe('gap-4');
  });

  it('gives each breakpoint its own class, narrowest first, leaving out the ones not given', () => {
    expect(responsiveClassName({ mobile: '2', desktop: '4' }, classes)).toBe('gap-2 gap-4-desktop');
    expect(responsiveClassName({ tablet: '4' }, classes)).toBe('gap-4-tablet');
  });
});
