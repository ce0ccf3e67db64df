import { useContext, useEffect, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button, ComboBox, ComboBoxStateContext, Group, Input } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles } from '../Field';
import type { SelectOption } from '../Select';
import { choiceFieldRootProps, type ChoiceFieldProps } from '../Select/choiceField';
import { OptionList } from '../Select/OptionList';
import { visuallyHidden } from '../Spinner';
import { matchesQuery, singleMatch } from './filterOptions';
import * as styles from './SearchableSelect.css';

const NO_MATCHES_TEXT = 'No options match your search';

export interface SearchableSelectProps extends ChoiceFieldProps {
  /** The text the input starts with, instead of the chosen option's name. */
  defaultInputValue?: string;
  /** Opens the list, filtered by `defaultInputValue`, as the field appears (text typed before it arrived). */
  openWithInputValue?: boolean;
}

/**
 * A labelled choice from a long list, filtered as you type (contains, ignoring case). When
 * nothing matches, the list says so and screen readers hear it. Enter picks the highlighted
 * option, or, with none highlighted, the typed text's only match.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const { label, items, placeholder, description, validationError, isRequired, defaultInputValue, openWithInputValue } = props;
  return (
    <ComboBox
      {...choiceFieldRootProps(props)}
      defaultInputValue={defaultInputValue}
      defaultItems={items}
      defaultFilter={matchesQuery}
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.inputBox} ${styles.control}`}>
        <SearchInput items={items} placeholder={placeholder} openWithInputValue={openWithInputValue} />
        <Button className={styles.toggle}>
          <ChevronDown size={18} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{validationError}</FieldErrorText>
      <NoMatchesAnnouncement />
      <OptionList items={items} emptyText={NO_MATCHES_TEXT} />
    </ComboBox>
  );
}

function SearchInput({
  items,
  placeholder,
  openWithInputValue,
}: {
  items: readonly SelectOption[];
  placeholder?: string;
  openWithInputValue?: boolean;
}) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    // As if the text had been typed here: the list opens filtered by it.
    if (openWithInputValue && state?.inputValue) state.open(null, 'input');
    // Only once, when the field appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Runs before RAC's own Enter handling, which would otherwise revert the typed text.
  const pickSingleMatch = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !state?.isOpen || state.selectionManager.focusedKey != null) return;
    event.preventDefault();
    event.stopPropagation();
    const match = singleMatch(items, state.inputValue);
    if (match) state.selectionManager.replaceSelection(match.id);
  };

  return <Input placeholder={placeholder} onKeyDownCapture={pickSingleMatch} className={styles.input} />;
}

/**
 * The empty list is drawn in the popover; this always-present live region makes it heard.
 * While the list is open RAC hides everything but the input and the popover from screen
 * readers, except elements marked as React Aria's top layer (as its toasts are).
 */
function NoMatchesAnnouncement() {
  const state = useContext(ComboBoxStateContext);
  const isEmpty = Boolean(state?.isOpen && state.collection.size === 0);
  return (
    <span role="status" data-react-aria-top-layer="true" className={visuallyHidden}>
      {isEmpty ? NO_MATCHES_TEXT : ''}
    </span>
  );
}
