import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
  /** For a label outside a react-aria field, which then names its input itself. */
  id?: string;
  htmlFor?: string;
}

/** A field's label; a required field shows an asterisk that screen readers skip (the input says required). */
export function FieldLabel({ children, isRequired, id, htmlFor }: FieldLabelProps) {
  return (
    <Label id={id} htmlFor={htmlFor} className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** Shows the error given by the form (`validationError`) or by the field's own validation. */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  return <FieldError className={styles.errorText}>{children}</FieldError>;
}
