/**
 * Written by hand: react-aria-components has no one-time-code field. The behaviour lives in
 * otpSlots.ts (pure, unit-tested); this file wires it to the boxes, the keyboard and focus.
 */
import { useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { fieldStyles } from '../Field';
import { visuallyHidden } from '../Spinner';
import { enteredDigits, firstEmptyIndex, isComplete, pasteIntoSlots, slotsFromValue, valueFromSlots, withSlot } from './otpSlots';
import * as styles from './OtpInput.css';

export interface OtpInputProps {
  /** Names the group of boxes, e.g. "Verification code". */
  label: ReactNode;
  /** Keep the label for screen readers only (when a heading beside it already says it). */
  hideLabel?: boolean;
  description?: ReactNode;
  /** How many digits. */
  length?: number;
  /** The digits typed so far, one character per box; a space marks an empty box before a filled one. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the code whenever a change leaves every box filled (typing, paste or autofill). */
  onComplete?: (code: string) => void;
  /** Called with the code when Enter is pressed in a complete field. */
  onSubmit?: (code: string) => void;
  /** The error to show under the boxes; marks every box invalid and is announced. */
  validationError?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Submits the code with a form under this name. */
  name?: string;
  /** Shows each digit as a dot, for a secret such as a PIN. */
  masked?: boolean;
}

/**
 * One box per digit. Digits only; typing moves to the next box, Backspace empties a box (or,
 * in an empty box, the one before), arrows/Home/End move, pasting or autofilling a code fills
 * the boxes. The boxes are one Tab stop.
 */
export function OtpInput({
  label,
  hideLabel,
  description,
  length = 4,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  onSubmit,
  validationError,
  isDisabled,
  autoFocus,
  name,
  masked,
}: OtpInputProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const ids = { label: useId(), description: useId(), error: useId() };
  const slots = slotsFromValue(value ?? ownValue, length);
  const tabStop = focusedIndex ?? firstEmptyIndex(slots);
  const code = slots.join('');

  const focusBox = (index: number) => inputs.current[Math.min(Math.max(index, 0), length - 1)]?.focus();

  const update = (next: string[]) => {
    const nextValue = valueFromSlots(next);
    if (nextValue === valueFromSlots(slots)) return;
    if (value === undefined) setOwnValue(nextValue);
    onChange?.(nextValue);
    if (isComplete(next)) onComplete?.(next.join(''));
  };

  const fill = (index: number, text: string) => {
    const pasted = pasteIntoSlots(slots, index, text);
    if (!pasted) return;
    update(pasted.slots);
    focusBox(pasted.focusIndex);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusBox(target);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const emptied = slots[index] ? index : Math.max(index - 1, 0);
      update(withSlot(slots, emptied, ''));
      focusBox(emptied);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      update(withSlot(slots, index, ''));
    } else if (event.key === 'Enter') {
      // An incomplete code never submits; a complete one goes to onSubmit, or to the form.
      if (!isComplete(slots) || onSubmit) event.preventDefault();
      if (isComplete(slots)) onSubmit?.(code);
    } else if (/^\d$/.test(event.key)) {
      event.preventDefault();
      update(withSlot(slots, index, event.key));
      focusBox(index + 1);
    } else if (event.key.length === 1) {
      event.preventDefault();
    }
  };

  // Reached only when keydown could not tell the key (some mobile keyboards) or on autofill.
  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const digits = enteredDigits(slots[index] ?? '', event.target.value);
    if (digits.length > 1) {
      fill(index, digits);
    } else if (digits) {
      update(withSlot(slots, index, digits));
      focusBox(index + 1);
    } else if (!event.target.value) {
      update(withSlot(slots, index, ''));
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const describedBy = [description ? ids.description : '', validationError ? ids.error : ''].filter(Boolean).join(' ');

  return (
    <div className={fieldStyles.field}>
      <span id={ids.label} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={ids.label}
        aria-describedby={describedBy || undefined}
        className={styles.boxes}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(null);
        }}
      >
        {slots.map((digit, index) => (
          <input
            // The boxes are positions, not items: the index is their identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.box}
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            autoComplete={masked ? 'off' : index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={validationError ? true : undefined}
            aria-describedby={validationError ? ids.error : undefined}
            tabIndex={index === tabStop ? 0 : -1}
            value={digit}
            disabled={isDisabled}
            autoFocus={autoFocus && index === tabStop}
            onFocus={(event) => {
              setFocusedIndex(index);
              event.target.select();
            }}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onChange={(event) => handleChange(index, event)}
            onPaste={(event) => handlePaste(index, event)}
          />
        ))}
      </div>
      {description && (
        <span id={ids.description} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {validationError && (
        <span id={ids.error} role="alert" className={fieldStyles.errorText}>
          {validationError}
        </span>
      )}
      {name && <input type="hidden" name={name} value={code} />}
    </div>
  );
}
