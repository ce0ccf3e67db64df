import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  children: ReactNode;
  /** The error to show under the checkbox (e.g. "You must accept the terms"). */
  validationError?: string;
}

export function Checkbox({ children, validationError, ...props }: CheckboxProps) {
  const errorId = useId();
  return (
    <span>
      <AriaCheckbox
        {...props}
        isInvalid={validationError ? true : undefined}
        aria-describedby={validationError ? errorId : undefined}
        className={styles.root}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <svg viewBox="0 0 16 16" className={styles.mark}>
                  <path d="M3 8h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              ) : isSelected ? (
                <svg viewBox="0 0 16 16" className={styles.mark}>
                  <path
                    d="M3 8.5l3.2 3L13 4.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {validationError && (
        <span id={errorId} className={styles.errorText}>
          {validationError}
        </span>
      )}
    </span>
  );
}
