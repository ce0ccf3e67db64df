import { ProgressBar, type ProgressBarProps } from '../ProgressBar';
import { stepProgress } from './stepProgress';

export interface StepsProps {
  /** The current step, counted from 1. */
  step: number;
  totalSteps: number;
  tone?: ProgressBarProps['tone'];
}

/**
 * The progress of a multi-step flow (KYC, ticket purchase): 'Step N of M', the rounded
 * percentage and a bar. The bar is named 'Step N of M' and announces the percentage.
 */
export function Steps({ step, totalSteps, tone }: StepsProps) {
  const progress = stepProgress(step, totalSteps);
  return (
    <ProgressBar
      label={`Step ${progress.step} of ${progress.total}`}
      value={progress.step}
      maxValue={progress.total}
      valueLabel={`${progress.percentage}%`}
      tone={tone}
    />
  );
}
