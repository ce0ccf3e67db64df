import { ChevronDown } from 'lucide-react';
import { Button, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles } from '../Field';
import { choiceFieldRootProps, type ChoiceFieldProps } from './choiceField';
import { OptionList } from './OptionList';
import * as styles from './Select.css';

export type SelectProps = ChoiceFieldProps;

/** A labelled choice from a short list. For long lists (universities), use SearchableSelect. */
export function Select(props: SelectProps) {
  const { label, items, placeholder, description, validationError, isRequired } = props;
  return (
    <AriaSelect {...choiceFieldRootProps(props)} placeholder={placeholder} className={`${fieldStyles.field} ${styles.root}`}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Button className={`${fieldStyles.inputBox} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{validationError}</FieldErrorText>
      <OptionList items={items} />
    </AriaSelect>
  );
}
