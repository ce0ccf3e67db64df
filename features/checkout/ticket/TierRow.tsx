import type { TicketTier } from '../../../contract';
import { Badge, QuantityStepper } from '../../../ui';
import * as shared from '../purchase/purchase.css';
import { admitsText, maxForTier, remainingText, tierPriceText } from './ticketPurchase';
import * as styles from './ticketPurchase.css';

interface TierRowProps {
  tier: TicketTier;
  quantity: number;
  onChange: (quantity: number) => void;
  /** Waiting for its handlers (a page the server rendered, not yet hydrated). */
  inert: boolean;
}

/** One ticket type: its name, price and what is left, and how many the buyer takes. */
export function TierRow({ tier, quantity, onChange, inert }: TierRowProps) {
  const max = maxForTier(tier);
  const soldOut = max === 0;
  const nameId = `tier-${tier.id}`;
  const admits = admitsText(tier.seatsPerTicket);
  return (
    <li className={quantity > 0 ? `${styles.tier} ${styles.tierChosen}` : styles.tier} aria-labelledby={nameId}>
      <div className={styles.tierText}>
        <h3 id={nameId} className={styles.tierName}>
          {tier.name}
        </h3>
        <span className={styles.tierPrice}>{tierPriceText(tier.priceKobo)}</span>
        {tier.description && <span className={shared.muted}>{tier.description}</span>}
        <span className={styles.tierFacts}>
          {admits && <Badge tone="info">{admits}</Badge>}
          {soldOut ? (
            <Badge tone="neutral">Sold out</Badge>
          ) : (
            <span className={shared.muted}>{remainingText(tier.remaining)}</span>
          )}
        </span>
      </div>
      <QuantityStepper
        label={`${tier.name} tickets`}
        hideLabel
        minValue={0}
        maxValue={Math.max(max, 0)}
        value={soldOut ? 0 : quantity}
        isDisabled={soldOut || inert}
        onChange={onChange}
      />
    </li>
  );
}
