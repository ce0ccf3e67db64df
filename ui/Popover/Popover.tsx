import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Popover as AriaPopover,
  type DialogTriggerProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverTriggerProps extends Omit<DialogTriggerProps, 'children'> {
  /** The trigger (a Button, or any RAC pressable) followed by the Popover. */
  children: [ReactElement, ReactElement];
}

/** Opens a Popover from the pressable element given as its first child. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}

type PopoverName =
  | { /** The visible heading, which also names the panel. */ title: ReactNode; 'aria-label'?: never }
  | { title?: never; /** Names the panel when it has no visible heading. */ 'aria-label': string };

export type PopoverProps = PopoverName & {
  /** An action beside the heading, e.g. 'Mark all as read'. */
  headerAction?: ReactNode;
  /** Content, or a function that receives `close` for content that should close the panel. */
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: AriaPopoverProps['placement'];
};

/**
 * A dropdown panel for content that is not a menu (notifications, quick filters): a dialog
 * that takes focus when it opens, closes on Escape and on an outside click, and returns focus
 * to its trigger.
 */
export function Popover({ title, headerAction, children, placement = 'bottom end', 'aria-label': ariaLabel }: PopoverProps) {
  return (
    <AriaPopover placement={placement} className={`${styles.surface} ${styles.panel}`}>
      <Dialog aria-label={ariaLabel} className={styles.dialog}>
        {({ close }) => (
          <>
            {title !== undefined && (
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {headerAction}
              </div>
            )}
            <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
          </>
        )}
      </Dialog>
    </AriaPopover>
  );
}
