import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatKobo } from '../../../contract';
import { Button, Switch, Text } from '../../../ui';
import type { PriceBreakdown } from '../checkout';
import * as styles from '../checkout.css';
import * as shared from '../purchase/purchase.css';
import { CheckoutPanel } from './CheckoutPanel';

export const ESCROW_AGREEMENT_LABEL = 'I agree to the escrow and refund policy';

interface PaySectionProps {
  price: PriceBreakdown;
  quantity: number;
  unitPriceKobo: number;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** The problem of the last try, with its actions. */
  problem: ReactNode;
  /** The card or wallet choice. */
  paymentChoice: ReactNode;
  paysFromWallet: boolean;
  busy: boolean;
  inert: boolean;
}

/** What the order costs, the escrow and refund policy the buyer agrees to, how they pay, and Pay. */
export function PaySection(props: PaySectionProps) {
  const { price, quantity, unitPriceKobo, agreed, onAgreedChange, problem, paymentChoice, paysFromWallet, busy, inert } = props;
  return (
    <CheckoutPanel className={styles.payArea} id="checkout-price" title="Price breakdown">
      <dl className={styles.breakdown}>
        <dt className={styles.term}>
          Subtotal ({quantity} × {formatKobo(unitPriceKobo)})
        </dt>
        <dd className={styles.amount}>{formatKobo(price.subtotalKobo)}</dd>
        <dt className={styles.term}>Delivery</dt>
        <dd className={styles.amount}>{price.deliveryKobo === 0 ? 'Free' : formatKobo(price.deliveryKobo)}</dd>
        <dt className={styles.term}>Buyer fee</dt>
        <dd className={styles.amount}>None</dd>
        <dt className={styles.totalTerm}>Total</dt>
        <dd className={styles.totalAmount}>{formatKobo(price.totalKobo)}</dd>
      </dl>
      <p className={styles.policy}>
        <ShieldCheck size={18} aria-hidden="true" className={shared.boxIcon} />
        <span>
          Kampus holds your payment in escrow. The seller is paid only when you confirm you have the item, or give them your
          escrow code at the handover. If the seller declines, does not answer within 48 hours or does not deliver, you get a full
          refund.
        </span>
      </p>
      <Switch isSelected={agreed} onChange={onAgreedChange} isDisabled={inert}>
        {ESCROW_AGREEMENT_LABEL}
      </Switch>
      {problem}
      {paymentChoice}
      <Button type="submit" size="lg" fullWidth isDisabled={!agreed} isPending={busy}>
        Pay {formatKobo(price.totalKobo)}
      </Button>
      <Text size="sm" tone="muted">
        {paysFromWallet
          ? 'The total moves from your wallet into escrow at once.'
          : "You pay on Paystack's secure page, then come back here."}
      </Text>
    </CheckoutPanel>
  );
}
