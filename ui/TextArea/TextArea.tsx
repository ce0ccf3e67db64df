import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles } from '../Field';
import { visuallyHidden } from '../Spinner';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** The error to show under the field, e.g. from form validation. Marks the field invalid. */
  validationError?: string;
  /** Visible lines of text before it scrolls (the person can still resize it taller). */
  rows?: number;
}

/** How long the count waits after the last keystroke before a screen reader hears it. */
const ANNOUNCE_DELAY_MS = 600;

function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function remainingText(remaining: number) {
  return `${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`;
}

/**
 * A labelled multi-line input. With `maxLength` it shows a live count ("12/500"); screen
 * readers hear the characters remaining once the person pauses typing, not on every key.
 */
export function TextArea({
  label,
  description,
  placeholder,
  validationError,
  isRequired,
  rows = 4,
  maxLength,
  onChange,
  ...props
}: TextAreaProps) {
  const countId = useId();
  const [ownLength, setOwnLength] = useState(props.defaultValue?.length ?? 0);
  const length = props.value?.length ?? ownLength;
  const remaining = maxLength === undefined ? undefined : Math.max(0, maxLength - length);
  const announcedRemaining = useSettledValue(remaining, ANNOUNCE_DELAY_MS);

  return (
    <AriaTextField
      {...props}
      maxLength={maxLength}
      onChange={(text) => {
        setOwnLength(text.length);
        onChange?.(text);
      }}
      isRequired={isRequired}
      isInvalid={validationError ? true : undefined}
      validationBehavior="aria"
      aria-describedby={maxLength === undefined ? undefined : countId}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      {(description || maxLength !== undefined) && (
        <div className={styles.footer}>
          <FieldDescription>{description}</FieldDescription>
          {maxLength !== undefined && (
            <span className={styles.count} data-full={remaining === 0 || undefined} aria-hidden="true">
              {length}/{maxLength}
            </span>
          )}
        </div>
      )}
      {announcedRemaining !== undefined && (
        <span id={countId} className={visuallyHidden} aria-live="polite">
          {remainingText(announcedRemaining)}
        </span>
      )}
      <FieldErrorText>{validationError}</FieldErrorText>
    </AriaTextField>
  );
}
