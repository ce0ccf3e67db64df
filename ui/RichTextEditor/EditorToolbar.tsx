import { Bold, Heading1, Heading2, Heading3, Italic, List, ListOrdered, Pilcrow, Underline, type LucideIcon } from 'lucide-react';
import { Fragment, useRef, useState, type KeyboardEvent } from 'react';
import { Group, Separator, ToggleButton, Toolbar, type PressEvent } from 'react-aria-components';
import * as styles from './RichTextEditor.css';
import { formatGroups, formatLabels, type ActiveFormats, type FormatId } from './formats';

const icons: Record<FormatId, LucideIcon> = {
  bold: Bold,
  italic: Italic,
  underline: Underline,
  paragraph: Pilcrow,
  heading1: Heading1,
  heading2: Heading2,
  heading3: Heading3,
  bulletList: List,
  orderedList: ListOrdered,
};

export interface EditorToolbarProps {
  active: ActiveFormats;
  /** `fromKeyboard` keeps focus in the toolbar; a pointer press returns it to the text. */
  onToggle: (format: FormatId, fromKeyboard: boolean) => void;
}

/**
 * The formatting toolbar: one tab stop, arrow keys move between the toggle buttons. Where the
 * buttons do not fit on one row (a phone) they wrap onto a second, so every one stays in reach.
 */
export function EditorToolbar({ active, onToggle }: EditorToolbarProps) {
  // Roving tab stop: only the button used last is in the tab order. On Tab, RAC's toolbar
  // first focuses its first or last button so the browser tabs out from there; that focus
  // must not move the tab stop.
  const [tabStop, setTabStop] = useState<FormatId>('bold');
  const tabbingOut = useRef(false);
  const onKeyDownCapture = (event: KeyboardEvent) => {
    tabbingOut.current = event.key === 'Tab';
  };
  const onKeyDown = () => {
    tabbingOut.current = false;
  };

  return (
    <div onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown}>
      <Toolbar aria-label="Formatting" className={styles.toolbar}>
        {formatGroups.map((group, index) => (
          <Fragment key={group.label}>
            {index > 0 && <Separator orientation="vertical" className={styles.separator} />}
            <Group aria-label={group.label} className={styles.group}>
              {group.formats.map((id) => {
                const Icon = icons[id];
                return (
                  <ToggleButton
                    key={id}
                    aria-label={formatLabels[id]}
                    isSelected={active[id]}
                    excludeFromTabOrder={id !== tabStop}
                    onFocus={() => {
                      if (!tabbingOut.current) setTabStop(id);
                    }}
                    onPress={(event: PressEvent) => onToggle(id, event.pointerType === 'keyboard')}
                    className={styles.toggle}
                  >
                    <Icon size={16} aria-hidden="true" />
                  </ToggleButton>
                );
              })}
            </Group>
          </Fragment>
        ))}
      </Toolbar>
    </div>
  );
}
