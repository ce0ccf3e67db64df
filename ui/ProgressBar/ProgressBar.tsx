import type { ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import { visuallyHidden } from '../Spinner';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'className' | 'style' | 'children' | 'isIndeterminate' | 'valueLabel'
> {
  /** Names the bar for everyone; with `hideLabel` only screen readers get it. */
  label: ReactNode;
  hideLabel?: boolean;
  /** The text beside the label, also announced as the value (defaults to the percentage, e.g. "40%"). */
  valueLabel?: string;
  /** Hide the value text (it is still announced). */
  hideValueLabel?: boolean;
  /** The fill's colour. Default `accent`. */
  tone?: styles.ProgressBarTone;
}

/** A determinate progress bar: form steps, file uploads. Tones: accent (default), positive, critical. */
export function ProgressBar({ label, hideLabel, valueLabel, hideValueLabel, tone = 'accent', ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} valueLabel={valueLabel} className={styles.root}>
      {({ percentage = 0, valueText }) => (
        <>
          <span className={hideLabel && hideValueLabel ? visuallyHidden : styles.header}>
            <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
            {!hideValueLabel && <span className={styles.valueLabel}>{valueText}</span>}
          </span>
          <span className={styles.track}>
            <span className={`${styles.fill} ${styles.fillTone[tone]}`} style={{ width: `${percentage}%` }} />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
