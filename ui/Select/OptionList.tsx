import { Check } from 'lucide-react';
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import * as list from '../Popover/list.css';
import * as popover from '../Popover/Popover.css';
import type { SelectOption } from './choiceField';
import { triggerWidth } from './Select.css';

interface OptionListProps {
  items: readonly SelectOption[];
  /** Shown inside the list when it has no options. */
  emptyText?: string;
}

/** The popover list shared by Select and SearchableSelect: as wide as the field, about 10rem tall. */
export function OptionList({ items, emptyText }: OptionListProps) {
  return (
    <Popover placement="bottom start" className={`${popover.surface} ${triggerWidth}`}>
      <ListBox
        items={items}
        className={list.list}
        renderEmptyState={emptyText ? () => <div className={list.emptyState}>{emptyText}</div> : undefined}
      >
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.name} className={list.item}>
            {({ isSelected }) => (
              <>
                <span className={list.itemLabel}>{item.name}</span>
                {isSelected && <Check size={16} aria-hidden="true" className={list.checkIcon} />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
