import { Minus, Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Group, Label } from 'react-aria-components';
import { FieldLabel } from '../Field';
import { visuallyHidden } from '../Spinner';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps extends styles.QuantityStepperVariants {
  /** Names the field and its buttons ('Decrease Quantity'). */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. beside a ticket tier's visible name). */
  hideLabel?: boolean;
  value?: number;
  /** Where an uncontrolled stepper starts; defaults to `minValue`. */
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** The smallest quantity; 0 by default. */
  minValue?: number;
  /** The largest quantity, if any. */
  maxValue?: number;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
}

/** Page Up and Page Down move by this many. */
const PAGE_STEP = 10;

/**
 * The − / + counter for product quantities and ticket tiers: whole numbers in steps of 1.
 * − is disabled at `minValue` and + at `maxValue`; a typed number is clamped into range when
 * the field loses focus (or on Enter), and an emptied field goes back to its last value.
 * Arrow Up/Down, Page Up/Down, Home and End work in the input; the buttons are for pointers
 * and stay out of the tab order.
 *
 * A quantity is a small whole number in Western digits, so the field reads and writes digits
 * itself instead of carrying a locale-aware number parser: the product page and checkout
 * download a fraction of what a general number field costs.
 */
export function QuantityStepper({
  label,
  hideLabel,
  size,
  minValue = 0,
  maxValue,
  value,
  defaultValue,
  onChange,
  isDisabled,
  isRequired,
  name,
}: QuantityStepperProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const inputId = `${id}-input`;
  const [ownValue, setOwnValue] = useState(defaultValue ?? minValue);
  const current = value ?? ownValue;
  // What is typed and not yet committed; null while the field shows `current`.
  const [typed, setTyped] = useState<string | null>(null);

  const clamp = (next: number) => Math.max(minValue, maxValue === undefined ? next : Math.min(maxValue, next));
  const commit = (next: number) => {
    setTyped(null);
    const clamped = clamp(next);
    if (clamped === current) return;
    if (value === undefined) setOwnValue(clamped);
    onChange?.(clamped);
  };
  /** The typed number if there is one (an emptied field counts as the last value). */
  const base = () => (typed === null || typed === '' ? current : Number(typed));
  const commitTyped = () => {
    if (typed === null) return;
    if (typed === '') setTyped(null);
    else commit(Number(typed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, (() => number) | undefined> = {
      ArrowUp: () => base() + 1,
      ArrowDown: () => base() - 1,
      PageUp: () => base() + PAGE_STEP,
      PageDown: () => base() - PAGE_STEP,
      Home: () => minValue,
      End: maxValue === undefined ? undefined : () => maxValue,
      Enter: base,
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Enter') event.preventDefault();
    commit(move());
  };

  const buttonLabel = (buttonId: string, action: string) => ({
    id: buttonId,
    'aria-label': action,
    'aria-labelledby': `${buttonId} ${labelId}`,
  });
  const decreaseId = `${id}-decrease`;
  const increaseId = `${id}-increase`;

  return (
    <div className={styles.field}>
      {hideLabel ? (
        <Label id={labelId} htmlFor={inputId} className={visuallyHidden}>
          {label}
        </Label>
      ) : (
        <FieldLabel id={labelId} htmlFor={inputId} isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <Group isDisabled={isDisabled} className={styles.group({ size })}>
        <Button
          {...buttonLabel(decreaseId, 'Decrease')}
          excludeFromTabOrder
          isDisabled={isDisabled || current <= minValue}
          onPress={() => commit(base() - 1)}
          className={styles.stepButton({ size })}
        >
          <Minus size={size === 'sm' ? 14 : 16} aria-hidden="true" />
        </Button>
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          required={isRequired}
          disabled={isDisabled}
          value={typed ?? String(current)}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          onKeyDown={onKeyDown}
          onBlur={commitTyped}
          className={styles.input({ size })}
        />
        <Button
          {...buttonLabel(increaseId, 'Increase')}
          excludeFromTabOrder
          isDisabled={isDisabled || (maxValue !== undefined && current >= maxValue)}
          onPress={() => commit(base() + 1)}
          className={styles.stepButton({ size })}
        >
          <Plus size={size === 'sm' ? 14 : 16} aria-hidden="true" />
        </Button>
      </Group>
    </div>
  );
}
