import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseButton } from '../CloseButton';
import * as styles from './Drawer.css';

interface DrawerBaseProps extends styles.DrawerVariants {
  title: ReactNode;
  children: ReactNode;
  /** Buttons pinned under the scrolling body, such as 'Apply' and 'Reset'. */
  footer?: ReactNode;
}

/** Controlled by the parent, or (leave both out) by a surrounding `ModalTrigger`. */
type DrawerOpenProps = { isOpen: boolean; onClose: () => void } | { isOpen?: undefined; onClose?: undefined };

export type DrawerProps = DrawerBaseProps & DrawerOpenProps;

/** The drawer itself (see ./Drawer), in its own chunk with react-aria's modal and dialog code. */
export function DrawerPanel({ title, children, footer, side, isOpen, onClose }: DrawerProps) {
  const control = isOpen === undefined ? {} : { isOpen, onOpenChange: (open: boolean) => open || onClose?.() };
  return (
    <ModalOverlay {...control} isDismissable className={styles.overlay}>
      <Modal className={styles.panel({ side })}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            <CloseButton slot="close" />
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
