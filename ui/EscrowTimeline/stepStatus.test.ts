import { describe, expect, it } from 'vitest';
import { clampStep, stepStatus } from './stepStatus';

const statuses = (count: number, current: number) => Array.from({ length: count }, (_, index) => stepStatus(index, current));

describe('stepStatus', () => {
  it('marks steps before the current one completed and after it future', () => {
    expect(statuses(6, 2)).toEqual(['completed', 'completed', 'next', 'future', 'future', 'future']);
  });

  it('starts with the first step next', () => {
    expect(statuses(6, 0)).toEqual(['next', 'future', 'future', 'future', 'future', 'future']);
  });

  it('marks every step completed past the last one', () => {
    expect(statuses(6, 6)).toEqual(Array(6).fill('completed'));
  });
});

describe('clampStep', () => {
  it('keeps the index within the steps, as a whole number', () => {
    expect(clampStep(-3, 6)).toBe(0);
    expect(clampStep(99, 6)).toBe(6);
    expect(clampStep(2.7, 6)).toBe(2);
  });
});
