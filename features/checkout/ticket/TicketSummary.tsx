import { formatKobo } from '../../../contract';
import { AmountList, Text, textClassName } from '../../../ui';
import type { PurchaseSummary } from './ticketPurchase';
import * as styles from './ticketPurchase.css';

export const NOTHING_CHOSEN = 'Kindly select a ticket type to continue.';

/** The SUMMARY beside the steps: each chosen tier with its subtotal, the total, and how many people it admits. */
export function TicketSummary({ summary }: { summary: PurchaseSummary }) {
  return (
    <section className={styles.summaryPanel} aria-labelledby="purchase-summary">
      <h2 id="purchase-summary" className={`${textClassName({ size: 'lg', weight: 'semibold' })} ${styles.summaryTitle}`}>
        Summary
      </h2>
      {summary.lines.length === 0 ? (
        <Text size="sm" tone="muted">
          {NOTHING_CHOSEN}
        </Text>
      ) : (
        <AmountList
          aria-label="Chosen tickets"
          rows={[
            ...summary.lines.map((line) => ({
              id: line.tierId,
              label: `${line.name} × ${line.quantity}`,
              amount: line.subtotalKobo === 0 ? 'Free' : formatKobo(line.subtotalKobo),
            })),
            { id: 'total', label: 'Total', amount: formatKobo(summary.totalKobo), total: true },
          ]}
        />
      )}
      {summary.lines.length > 0 && (
        <Text size="sm" tone="muted">
          {summary.tickets} {summary.tickets === 1 ? 'ticket' : 'tickets'}, admitting {summary.admits}{' '}
          {summary.admits === 1 ? 'person' : 'people'}. Each person gets their own QR code.
        </Text>
      )}
    </section>
  );
}
