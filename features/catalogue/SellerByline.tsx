import { BadgeCheck, MapPin } from 'lucide-react';
import type { SellerSummary } from '../../contract';
import { visuallyHidden } from '../../ui';
import * as styles from './seller.css';

/** The words a screen reader says for the verified mark, and the page's verified badge says on screen. */
export const VERIFIED_SELLER_LABEL = 'Verified seller';

/** A seller whose identity Kampus has checked (KYC approved): a green check named 'Verified seller'. */
function VerifiedMark() {
  return (
    <span role="img" aria-label={VERIFIED_SELLER_LABEL} className={styles.verifiedMark}>
      <BadgeCheck aria-hidden="true" />
    </span>
  );
}

/**
 * Who sells and where, as a card shows it: the seller's name with the verified mark, and their
 * campus. Each stays on one line (a long name or university is cut with an ellipsis, read whole).
 */
export function SellerByline({ seller }: { seller: SellerSummary }) {
  return (
    <div className={styles.byline}>
      <p className={styles.line}>
        <span className={visuallyHidden}>Sold by </span>
        <span className={styles.name}>{seller.name}</span>
        {seller.verified && <VerifiedMark />}
      </p>
      {seller.university && (
        <p className={styles.line}>
          <MapPin aria-hidden="true" className={styles.pin} />
          <span className={styles.campus}>{seller.university}</span>
        </p>
      )}
    </div>
  );
}
