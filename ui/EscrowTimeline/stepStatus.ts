/** A step of the timeline, as the feature that owns the process describes it. */
export interface TimelineStep<Id extends string = string> {
  id: Id;
  title: string;
  description: string;
}

export type TimelineStepStatus = 'completed' | 'next' | 'future';

/** `current` as a whole index from 0 to `count` (every step completed). */
export function clampStep(current: number, count: number): number {
  return Math.min(count, Math.max(0, Math.trunc(current)));
}

/**
 * A step's status when `current` is the index of the step that comes next: steps before it
 * are completed, later ones future. `current` at or past the last index + 1 completes all.
 */
export function stepStatus(stepIndex: number, current: number): TimelineStepStatus {
  if (stepIndex < current) return 'completed';
  return stepIndex === current ? 'next' : 'future';
}
