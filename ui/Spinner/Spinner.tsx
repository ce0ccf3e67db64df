import { spinner, visuallyHidden, type SpinnerVariants } from './Spinner.css';

export interface SpinnerProps extends SpinnerVariants {
  /** Text for screen readers. Omit when the spinner sits inside something that already says it is busy. */
  label?: string;
}

/** A rotating ring in the current text colour. */
export function Spinner({ size, label }: SpinnerProps) {
  if (!label) return <span className={spinner({ size })} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={spinner({ size })} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
