import type { LedgerAccountKind } from './schema';

/**
 * An account named by what it is; its id is derived from it. An order's escrow names the
 * order's buyer and seller, so that what a user has in escrow can be read from either side.
 */
export type LedgerAccountRef =
  | { kind: 'user_available'; userId: string }
  | { kind: 'order_escrow'; orderId: string; buyerId: string; sellerId: string }
  | { kind: 'platform_fees' }
  | { kind: 'provider_clearing' }
  | { kind: 'payouts_in_flight' };

export const ledgerAccount = {
  /** What the user can spend or withdraw. */
  userAvailable: (userId: string): LedgerAccountRef => ({ kind: 'user_available', userId }),
  /** The money an order holds between payment and release or refund. */
  orderEscrow: (orderId: string, parties: { buyerId: string; sellerId: string }): LedgerAccountRef => ({
    kind: 'order_escrow',
    orderId,
    ...parties,
  }),
  /** The platform's fees, taken when escrow is released. */
  platformFees: { kind: 'platform_fees' } satisfies LedgerAccountRef,
  /** The other side of money paid in at, or transferred out by, the payment provider. */
  providerClearing: { kind: 'provider_clearing' } satisfies LedgerAccountRef,
  /** Withdrawals sent to the provider and not yet confirmed. */
  payoutsInFlight: { kind: 'payouts_in_flight' } satisfies LedgerAccountRef,
} as const;

/** The kinds whose balance may be below zero: only the provider's side. */
export const mayGoNegative = (kind: LedgerAccountKind): boolean => kind === 'provider_clearing';

const idPart = /^[A-Za-z0-9_-]{1,100}$/;

function part(value: string, what: string): string {
  if (!idPart.test(value))
    throw new TypeError(`A ledger account's ${what} must be letters, digits, '-' or '_': ${JSON.stringify(value)}`);
  return value;
}

/** `user:<id>:available`, `order:<id>:escrow`, `platform:fees`, `provider:clearing`, `payouts:in_flight`. */
export function ledgerAccountId(ref: LedgerAccountRef): string {
  switch (ref.kind) {
    case 'user_available':
      return `user:${part(ref.userId, 'user id')}:available`;
    case 'order_escrow':
      return `order:${part(ref.orderId, 'order id')}:escrow`;
    case 'platform_fees':
      return 'platform:fees';
    case 'provider_clearing':
      return 'provider:clearing';
    case 'payouts_in_flight':
      return 'payouts:in_flight';
  }
}
