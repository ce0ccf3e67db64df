import { useContext, type ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  OverlayTriggerStateContext,
  type DialogTriggerProps,
} from 'react-aria-components';
import { CloseButton } from '../CloseButton';
import { toast } from '../Toast';
import * as styles from './Modal.css';

/** What the user is told when they try to close a modal that was given no `onClose`. */
export const missingCloseHandlerMessage = 'Function not implemented';

export interface ModalProps extends styles.ModalVariants {
  title: ReactNode;
  /** The body: text, a form, a summary. */
  children?: ReactNode;
  /** The buttons at the bottom. A function receives `close`, which follows the same rules as the close button. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** A large icon above the title; centres the content (success messages). */
  icon?: ReactNode;
  /** Open state when the parent controls it. Leave it out inside a `ModalTrigger`. */
  isOpen?: boolean;
  /**
   * Called when the user closes the modal (close button, Escape, outside click, `close`). Without it
   * the modal stays open and a 'Function not implemented' toast says that closing is not wired.
   */
  onClose?: () => void;
  /** Whether a click outside the modal closes it. */
  isDismissable?: boolean;
  /** `alertdialog` for a message that interrupts, such as a confirmation. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog with a title, a body and actions. Focus moves into it and stays there until
 * it closes, then returns to what opened it. Use it controlled (`isOpen` + `onClose`) or inside a
 * `ModalTrigger` next to the button that opens it.
 */
export function Modal({ title, children, actions, icon, isOpen, onClose, isDismissable = false, role, size }: ModalProps) {
  const trigger = useContext(OverlayTriggerStateContext);
  const isControlled = isOpen !== undefined;

  const close = () => {
    if (!onClose) {
      toast.info(missingCloseHandlerMessage);
      return;
    }
    onClose();
    if (!isControlled) trigger?.close();
  };

  return (
    <ModalOverlay
      isOpen={isOpen ?? trigger?.isOpen ?? false}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal({ size })}>
        <Dialog role={role} className={styles.dialog({ centered: Boolean(icon) })}>
          <span className={styles.closeButton}>
            <CloseButton slot="close" />
          </span>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <Heading slot="title" level={2} className={styles.title}>
            {title}
          </Heading>
          {children && <div className={styles.body}>{children}</div>}
          {actions && <ModalActions>{typeof actions === 'function' ? actions(close) : actions}</ModalActions>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/**
 * Buttons laid out as a modal's actions (stacked, main action on top, on a phone; at the end of a
 * row from the tablet breakpoint), for a step inside the body that brings its own (a wizard's Back
 * and Continue).
 */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Wraps the button that opens a `Modal` (or `Drawer`) and the modal itself; the button's press opens it. */
export function ModalTrigger(props: DialogTriggerProps) {
  return <DialogTrigger {...props} />;
}
