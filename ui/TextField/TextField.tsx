import type { ReactNode } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles } from '../Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** The error to show under the field, e.g. from form validation. Marks the field invalid. */
  validationError?: string;
}

/** A labelled single-line text input with description and per-field error. */
export function TextField({ label, description, placeholder, validationError, isRequired, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={validationError ? true : undefined}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input className={fieldStyles.inputBox} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{validationError}</FieldErrorText>
    </AriaTextField>
  );
}
