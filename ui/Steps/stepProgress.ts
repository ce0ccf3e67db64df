export interface StepProgress {
  /** The step shown, clamped into 0..total. */
  step: number;
  /** At least 1. */
  total: number;
  /** step / total as a whole percentage. */
  percentage: number;
}

/** Where a multi-step flow stands: 'Step 2 of 5' is 40%. */
export function stepProgress(step: number, total: number): StepProgress {
  const safeTotal = Number.isFinite(total) ? Math.max(1, Math.floor(total)) : 1;
  const safeStep = Number.isFinite(step) ? Math.min(Math.max(Math.floor(step), 0), safeTotal) : 0;
  return { step: safeStep, total: safeTotal, percentage: Math.round((safeStep / safeTotal) * 100) };
}
