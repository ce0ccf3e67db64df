import * as styles from './TrustFigures.css';
import { completedOrdersText, onTimeText, ratingText, replyTimeText } from './trustText';

export interface TrustFiguresProps {
  /** Since when they are on Kampus, as the page writes dates ('Sep 2025'). */
  memberSince: string;
  verifiedStudent: boolean;
  completedOrders: number;
  /** The median minutes to a first reply in a buyer's chat; null before any. */
  medianFirstReplyMinutes: number | null;
  /** The share (0–1) of deliveries made by the time promised; null before any. */
  onTimeDeliveryRate: number | null;
  rating: { average: number; count: number };
  /** The id of the heading that names the figures. */
  'aria-labelledby'?: string;
}

/** What a buyer reads when a seller has not yet completed an order. */
export const NEW_SELLER_NOTE =
  'New seller: no completed orders yet. Pay only through Kampus, so escrow keeps your money safe until you have the item.';

/**
 * A seller's record as figures a buyer can weigh before paying: member since, verified, completed
 * orders, first reply, on-time delivery and rating. Each figure says plainly when there is
 * nothing to count yet, and a seller without a completed order is named as new.
 */
export function TrustFigures(props: TrustFiguresProps) {
  const figures: [string, string][] = [
    ['Member since', props.memberSince],
    ['Verified student', props.verifiedStudent ? 'Yes' : 'Not yet'],
    ['Completed orders', completedOrdersText(props.completedOrders)],
    ['Usually replies in', replyTimeText(props.medianFirstReplyMinutes)],
    ['On-time delivery', onTimeText(props.onTimeDeliveryRate)],
    ['Rating', ratingText(props.rating)],
  ];
  return (
    <div>
      <dl className={styles.list} aria-labelledby={props['aria-labelledby']}>
        {figures.map(([term, value]) => (
          <div key={term} className={styles.figure}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {props.completedOrders === 0 && <p className={styles.note}>{NEW_SELLER_NOTE}</p>}
    </div>
  );
}
