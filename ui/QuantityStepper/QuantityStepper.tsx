import { Minus, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, Group, Input, Label, NumberField, type NumberFieldProps } from 'react-aria-components';
import { FieldLabel } from '../Field';
import { visuallyHidden } from '../Spinner';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps
  extends
    Omit<
      NumberFieldProps,
      'className' | 'style' | 'children' | 'step' | 'formatOptions' | 'commitBehavior' | 'value' | 'defaultValue' | 'onChange'
    >,
    styles.QuantityStepperVariants {
  /** Names the field and its buttons ('Decrease Quantity'). */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. beside a ticket tier's visible name). */
  hideLabel?: boolean;
  value?: number;
  /** Where an uncontrolled stepper starts; defaults to `minValue`. */
  defaultValue?: number;
  onChange?: (value: number) => void;
}

/**
 * The − / + counter for product quantities and ticket tiers: whole numbers in steps of 1.
 * − is disabled at `minValue` and + at `maxValue`; a typed number is clamped into range when
 * the field loses focus, and an emptied field goes back to its last value.
 */
export function QuantityStepper({
  label,
  hideLabel,
  size,
  minValue = 0,
  value,
  defaultValue,
  onChange,
  isRequired,
  ...props
}: QuantityStepperProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? minValue);
  return (
    <NumberField
      {...props}
      isRequired={isRequired}
      minValue={minValue}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      value={value ?? ownValue}
      onChange={(next) => {
        // An emptied field commits NaN: keep the last value instead of showing nothing.
        if (Number.isNaN(next)) return;
        if (value === undefined) setOwnValue(next);
        onChange?.(next);
      }}
      className={styles.field}
    >
      {hideLabel ? <Label className={visuallyHidden}>{label}</Label> : <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <Group className={styles.group({ size })}>
        <Button slot="decrement" className={styles.stepButton({ size })}>
          <Minus size={size === 'sm' ? 14 : 16} aria-hidden="true" />
        </Button>
        <Input className={styles.input({ size })} />
        <Button slot="increment" className={styles.stepButton({ size })}>
          <Plus size={size === 'sm' ? 14 : 16} aria-hidden="true" />
        </Button>
      </Group>
    </NumberField>
  );
}
