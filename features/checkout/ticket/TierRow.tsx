import type { TicketTier } from '../../../contract';
import { Badge, Heading, Inline, QuantityStepper, Stack, Text } from '../../../ui';
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
      <Stack space="1">
        <Heading level={3} id={nameId} size="md" weight="semibold">
          {tier.name}
        </Heading>
        <Text as="span" weight="bold">
          {tierPriceText(tier.priceKobo)}
        </Text>
        {tier.description && (
          <Text as="span" size="sm" tone="muted">
            {tier.description}
          </Text>
        )}
        <Inline space="2">
          {admits && <Badge tone="info">{admits}</Badge>}
          {soldOut ? (
            <Badge tone="neutral">Sold out</Badge>
          ) : (
            <Text as="span" size="sm" tone="muted">
              {remainingText(tier.remaining)}
            </Text>
          )}
        </Inline>
      </Stack>
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
