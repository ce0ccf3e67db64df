import type { ReactNode } from 'react';
import { Text } from '../Text';
import * as styles from './MediaItem.css';

export interface MediaItemProps {
  /** A small 4:3 picture of the thing (a photo, a banner), 5rem wide. */
  media: ReactNode;
  /** Its name, usually a link to it. */
  title: ReactNode;
  /** A line or two about it (a price, a date, a place), each muted under the name. */
  details?: readonly ReactNode[];
}

/** A thing named with its picture beside it: the item of an order, the event of a ticket order. */
export function MediaItem({ media, title, details = [] }: MediaItemProps) {
  return (
    <div className={styles.item}>
      <div className={styles.media}>{media}</div>
      <div className={styles.text}>
        {title}
        {details.map((detail, index) => (
          // The lines are fixed for a given thing, so their place is their identity.
          <Text key={index} as="span" size="sm" tone="muted">
            {detail}
          </Text>
        ))}
      </div>
    </div>
  );
}
