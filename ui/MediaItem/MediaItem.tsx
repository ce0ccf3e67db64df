import type { ReactNode } from 'react';
import * as styles from './MediaItem.css';

export interface MediaItemProps {
  /** A small 4:3 picture of the thing (a photo, a banner), 5rem wide. */
  media: ReactNode;
  /** Its name and a line or two about it, one under another. */
  children: ReactNode;
}

/** A thing named with its picture beside it: the item of an order, the event of a ticket order. */
export function MediaItem({ media, children }: MediaItemProps) {
  return (
    <div className={styles.item}>
      <div className={styles.media}>{media}</div>
      <div className={styles.text}>{children}</div>
    </div>
  );
}
