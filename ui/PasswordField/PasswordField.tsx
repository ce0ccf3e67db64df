import { useState, type ReactNode } from 'react';
import { Button, Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles } from '../Field';
import * as styles from './PasswordField.css';
import { VisibilityIcon } from './VisibilityIcon';

export interface PasswordFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'isInvalid' | 'type' | 'autoComplete'
> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** The error to show under the field, e.g. from form validation. Marks the field invalid. */
  validationError?: string;
  /** 'current-password' to sign in, 'new-password' to create one (lets password managers suggest one). */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A labelled password input with a Show/Hide button. The button's name says what pressing
 * it will do ('Show password' / 'Hide password'); it is a Tab stop after the input.
 */
export function PasswordField({
  label,
  description,
  placeholder,
  validationError,
  isRequired,
  isDisabled,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={validationError ? true : undefined}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.control}>
        <Input className={styles.input} placeholder={placeholder} spellCheck={false} autoCapitalize="none" />
        <Button
          className={styles.toggle}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          isDisabled={isDisabled}
          onPress={() => setVisible((visible) => !visible)}
        >
          <VisibilityIcon crossedOut={isVisible} />
        </Button>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{validationError}</FieldErrorText>
    </AriaTextField>
  );
}
