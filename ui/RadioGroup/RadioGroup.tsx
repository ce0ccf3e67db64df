import { createContext, useContext, useId, type ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field';
import * as styles from './RadioGroup.css';

type RadioVariant = 'list' | 'card';

const VariantContext = createContext<RadioVariant>('list');

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  label: ReactNode;
  description?: ReactNode;
  /** The error to show under the options, e.g. from form validation. Marks the group invalid. */
  validationError?: string;
  /** `list`: a radio and text per option. `card`: large selectable cards with title, description and icon. */
  variant?: RadioVariant;
  children: ReactNode;
}

/** One choice among a few options. Arrow keys move the selection; the group is one Tab stop. */
export function RadioGroup({
  label,
  description,
  validationError,
  variant = 'list',
  isRequired,
  children,
  value,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      // A form's '' means nothing chosen: react-aria would take it for a chosen value, leave every
      // radio out of the Tab order and make the group unreachable from the keyboard.
      value={value === '' ? null : value}
      isRequired={isRequired}
      isInvalid={validationError ? true : undefined}
      validationBehavior="aria"
      className={styles.group}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.options[variant]}>
        <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>
      </div>
      <FieldErrorText>{validationError}</FieldErrorText>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  /** The option's name (the card's title). */
  children: ReactNode;
  /** Read after the name by screen readers. */
  description?: ReactNode;
  /** A decorative icon, shown by the card variant only. */
  icon?: ReactNode;
}

/**
 * The whole option is the click target. Its name is the title alone (`aria-labelledby`), so the
 * description inside it is read as a description rather than as part of the name.
 */
export function Radio({ children, description, icon, ...props }: RadioProps) {
  const variant = useContext(VariantContext);
  const titleId = useId();
  return (
    <RadioField aria-labelledby={titleId} {...props} className={styles.field}>
      <RadioButton className={styles.option[variant]}>
        <span className={styles.indicator} aria-hidden="true" />
        {variant === 'card' && icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <span id={titleId} className={styles.title}>
          {children}
        </span>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </RadioButton>
    </RadioField>
  );
}
