import { formatKobo } from '../../../contract';
import { Radio, RadioGroup } from '../../../ui';

export const PAYMENT_METHOD_LABEL = 'Payment method';
export const CARD_LABEL = 'Card';
export const WALLET_LABEL = 'Pay from wallet';
export const WALLET_TOO_LOW = 'Not enough for this order';

export type PaymentMethod = 'card' | 'wallet';

/** The choice offered when the wallet covers the total: "Pay from wallet (₦12,500 available)". */
export function walletLabel(availableKobo: number): string {
  return `Pay from wallet (${formatKobo(availableKobo)} available)`;
}

/** Under the wallet choice: why it is not available, or what it does. */
function walletNote(availableKobo: number | undefined, failed: boolean, covers: boolean): string {
  if (covers) return 'Paid at once from your available balance';
  if (availableKobo !== undefined) return WALLET_TOO_LOW;
  return failed ? 'Your balance could not be read' : 'Checking your balance…';
}

interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The buyer's available balance, undefined while it loads or when it could not be read. */
  walletAvailableKobo: number | undefined;
  walletFailed: boolean;
  /** The balance covers the total: only then may the wallet be chosen. */
  walletCovers: boolean;
  isDisabled: boolean;
}

/** Card on the provider's page, or the wallet. Both choices are always there, so the balance arriving changes words, never the layout. */
export function PaymentChoice({
  value,
  onChange,
  walletAvailableKobo,
  walletFailed,
  walletCovers,
  isDisabled,
}: PaymentChoiceProps) {
  return (
    <RadioGroup
      label={PAYMENT_METHOD_LABEL}
      name="payment"
      variant="card"
      value={value}
      onChange={(next) => onChange(next === 'wallet' ? 'wallet' : 'card')}
      isDisabled={isDisabled}
    >
      <Radio value="card" description="On Paystack's secure page">
        {CARD_LABEL}
      </Radio>
      <Radio value="wallet" isDisabled={!walletCovers} description={walletNote(walletAvailableKobo, walletFailed, walletCovers)}>
        {walletAvailableKobo === undefined ? WALLET_LABEL : walletLabel(walletAvailableKobo)}
      </Radio>
    </RadioGroup>
  );
}
