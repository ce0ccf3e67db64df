import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio } from './contrast';
import { lightTokens, textColorPairs } from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });

  it('grades ratios', () => {
    expect(contrastLevel(7.1)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.49)).toBe('Fail');
  });
});

describe('light theme text colours', () => {
  it.each(textColorPairs.map(([fg, bg]) => [fg, bg] as const))('%s on %s reaches AA', (fg, bg) => {
    expect(contrastRatio(lightTokens.color[fg], lightTokens.color[bg])).toBeGreaterThanOrEqual(4.5);
  });
});
