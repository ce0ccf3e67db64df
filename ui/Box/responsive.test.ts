import { describe, expect, it } from 'vitest';
import { mapResponsive } from './responsive';

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
