import type { ReactElement, ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  Separator,
  type Key,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import * as list from '../Popover/list.css';
import { surface } from '../Popover/Popover.css';

export interface MenuTriggerProps extends Omit<AriaMenuTriggerProps, 'children' | 'trigger'> {
  /** The trigger (a Button, e.g. a name or an avatar) followed by the Menu. */
  children: [ReactElement, ReactElement];
}

/** Opens a Menu from the pressable element given as its first child. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export interface MenuProps {
  children: ReactNode;
  /** Called with the `id` of the item chosen (items may also have their own `onAction`). */
  onAction?: (key: Key) => void;
  placement?: PopoverProps['placement'];
}

/**
 * A dropdown menu of actions and links, named by its trigger. It closes on a choice, Escape
 * or an outside click.
 */
export function Menu({ children, onAction, placement = 'bottom end' }: MenuProps) {
  return (
    <Popover placement={placement} className={surface}>
      {/* Passes on the key alone: RAC adds arguments callers should not come to rely on. */}
      <AriaMenu onAction={onAction && ((key) => onAction(key))} className={list.menu}>
        {children}
      </AriaMenu>
    </Popover>
  );
}

export interface MenuItemProps {
  id?: Key;
  /** The item's text; typing its first letters moves to it. */
  children: string;
  /** Makes the item a link (navigates through the app's RouterProvider). */
  href?: string;
  onAction?: () => void;
  /** A decorative icon before the text; give it aria-hidden. */
  icon?: ReactNode;
  /** `critical` for destructive or leaving actions such as Logout. */
  tone?: 'neutral' | 'critical';
  isDisabled?: boolean;
}

export function MenuItem({ children, icon, tone = 'neutral', ...props }: MenuItemProps) {
  return (
    <AriaMenuItem {...props} textValue={children} className={tone === 'critical' ? `${list.item} ${list.critical}` : list.item}>
      {icon && <span className={list.itemIcon}>{icon}</span>}
      <span className={list.itemLabel}>{children}</span>
    </AriaMenuItem>
  );
}

export interface MenuSectionProps {
  /** The visible heading that names the group. */
  title: string;
  children: ReactNode;
}

export function MenuSection({ title, children }: MenuSectionProps) {
  return (
    <AriaMenuSection>
      <Header className={list.sectionHeader}>{title}</Header>
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={list.separator} />;
}
