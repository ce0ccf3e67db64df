import { describe, expect, it } from 'vitest';
import { columnTemplate } from './columnTemplate';

describe('columnTemplate', () => {
  it('gives fluid columns equal shares', () => {
    expect(columnTemplate([undefined, undefined])).toBe('minmax(0, 1fr) minmax(0, 1fr)');
  });

  it('turns shares into the smallest whole weights', () => {
    expect(columnTemplate(['7/12', '5/12'])).toBe('minmax(0, 7fr) minmax(0, 5fr)');
    expect(columnTemplate(['3/5', '2/5'])).toBe('minmax(0, 3fr) minmax(0, 2fr)');
  });

  it('gives a fluid column what the shares leave', () => {
    expect(columnTemplate(['1/3', undefined])).toBe('minmax(0, 1fr) minmax(0, 2fr)');
    expect(columnTemplate(['1/2', undefined, undefined])).toBe('minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)');
  });

  it('sizes content columns to their content', () => {
    expect(columnTemplate([undefined, 'content'])).toBe('minmax(0, 1fr) auto');
    expect(columnTemplate(['content', '2/3'])).toBe('auto minmax(0, 1fr)');
  });
});
