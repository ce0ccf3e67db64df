import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';

/** One choice in a Select or SearchableSelect, in the shape the API sends (e.g. a university). */
export interface SelectOption {
  id: string | number;
  name: string;
}

/** The props Select and SearchableSelect share. */
export interface ChoiceFieldProps {
  label: ReactNode;
  items: readonly SelectOption[];
  /** Shown until something is chosen, e.g. '-- Select your University --'. */
  placeholder?: string;
  description?: ReactNode;
  /** The chosen option's id (controlled); `null` for none. */
  selectedKey?: Key | null;
  /** The option chosen at first (uncontrolled). */
  defaultSelectedKey?: Key | null;
  onSelectionChange?: (key: Key | null) => void;
  /** The error to show under the field, e.g. from form validation. Marks the field invalid. */
  validationError?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The form field name; the chosen id is submitted. */
  name?: string;
}

/** What both fields pass to their RAC root (Select or ComboBox). */
export function choiceFieldRootProps(props: ChoiceFieldProps) {
  return {
    value: props.selectedKey,
    defaultValue: props.defaultSelectedKey,
    onChange: props.onSelectionChange,
    isRequired: props.isRequired,
    isDisabled: props.isDisabled,
    isInvalid: props.validationError ? true : undefined,
    validationBehavior: 'aria' as const,
    name: props.name,
  };
}
