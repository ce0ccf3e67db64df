import { useState, type ReactNode } from 'react';
import { ToggleButton as AriaToggleButton, ToggleButtonGroup as AriaToggleButtonGroup, type Key } from 'react-aria-components';
import * as styles from './ToggleButtonGroup.css';

export interface ToggleButtonGroupProps {
  /** Names the choice, e.g. 'Listing type'. */
  'aria-label': string;
  /** The ToggleButtons. */
  children: ReactNode;
  /** The chosen button's id (controlled). */
  selectedKey?: Key;
  /** The button chosen at first (uncontrolled). */
  defaultSelectedKey?: Key;
  /** Called when another button is turned on (not when the one that is on is pressed again). */
  onSelectionChange?: (key: Key) => void;
  isDisabled?: boolean;
}

/**
 * A switch between views (Products | Events): exactly one button is on at a time. Arrow keys
 * move between the buttons; Enter or Space turns one on.
 */
export function ToggleButtonGroup({ selectedKey, defaultSelectedKey, onSelectionChange, ...props }: ToggleButtonGroupProps) {
  const [uncontrolledKey, setUncontrolledKey] = useState(defaultSelectedKey);
  const current = selectedKey ?? uncontrolledKey;
  return (
    <AriaToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={current === undefined ? [] : [current]}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (key === undefined || key === current) return;
        setUncontrolledKey(key);
        onSelectionChange?.(key);
      }}
      className={styles.group}
    />
  );
}

export interface ToggleButtonProps {
  id: Key;
  children: ReactNode;
  isDisabled?: boolean;
}

export function ToggleButton(props: ToggleButtonProps) {
  return <AriaToggleButton {...props} className={styles.button} />;
}
