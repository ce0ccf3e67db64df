import { describe, expect, it } from 'vitest';
import { stepProgress } from './stepProgress';

describe('stepProgress', () => {
  it.each([
    [1, 5, 20],
    [2, 5, 40],
    [5, 5, 100],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [1, 2, 50],
    [0, 5, 0],
  ])('step %i of %i is %i%%', (step, total, percentage) => {
    expect(stepProgress(step, total)).toEqual({ step, total, percentage });
  });

  it('clamps the step into 0..total', () => {
    expect(stepProgress(7, 5)).toEqual({ step: 5, total: 5, percentage: 100 });
    expect(stepProgress(-1, 5)).toEqual({ step: 0, total: 5, percentage: 0 });
    expect(stepProgress(Number.NaN, 5)).toEqual({ step: 0, total: 5, percentage: 0 });
  });

  it('treats a total below 1 as a single step', () => {
    expect(stepProgress(1, 0)).toEqual({ step: 1, total: 1, percentage: 100 });
    expect(stepProgress(1, Number.NaN)).toEqual({ step: 1, total: 1, percentage: 100 });
  });
});
