import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import type * as v from 'valibot';
import { Heading, Inline, LoadError, PageBlock, PageTitle, Spinner, Stack, Text } from '../../../ui';
import * as styles from './purchase.css';
import { RETURN_POLL_MS, RETURN_WAIT_MS, type ReturnTiming } from './paymentReturn';
import { usePaymentReturn, type PaidOrder } from './usePaymentReturn';

export const WAITING_TITLE = 'Confirming your payment';
export const STILL_PENDING_TITLE = "We're still waiting for your payment to be confirmed";
export const EXPIRED_TITLE = 'Your payment was not completed';

interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** In a bordered panel (ticket purchase) rather than on the page (checkout). */
  framed?: boolean;
}

/** What the return page says: an icon, a title, what it means and what to do. */
export function StatusPanel({ icon, title, children, actions, framed = false }: StatusPanelProps) {
  return (
    <section className={framed ? styles.framedStatus : styles.status} aria-labelledby="purchase-return-title">
      {icon}
      <Heading level={2} id="purchase-return-title" size="xl" weight="semibold">
        {title}
      </Heading>
      {children}
      {actions && (
        <Inline space="3" align="center">
          {actions}
        </Inline>
      )}
    </section>
  );
}

/** While the payment is being confirmed. */
export function WaitingPanel({ framed }: { framed?: boolean }) {
  return (
    <StatusPanel icon={<Spinner size="lg" label="Waiting for the payment" />} title={WAITING_TITLE} framed={framed}>
      <Text size="sm" tone="muted">
        This usually takes a few seconds. Please keep this page open.
      </Text>
    </StatusPanel>
  );
}

interface UnknownPaymentProps {
  title: string;
  /** What the buyer placed: 'order', 'ticket order'. */
  noun: string;
  /** The reference the address names, or null when it names none. */
  reference: string | null;
  /** Where the buyer finds what they placed. */
  action: ReactNode;
  framed?: boolean;
}

/** No order of the buyer's is paid under the address's reference (or the address names none). */
export function UnknownPayment({ title, noun, reference, action, framed }: UnknownPaymentProps) {
  return (
    <StatusPanel framed={framed} icon={<SearchX size={48} aria-hidden="true" />} title={title} actions={action}>
      <Text size="sm" tone="muted">
        {reference
          ? `None of your ${noun}s has the payment reference ${reference}. If you were charged, contact support with this reference.`
          : `This address names no payment. Your orders list every ${noun} you placed.`}
      </Text>
    </StatusPanel>
  );
}

type Settled<S> = Exclude<S, 'loading' | 'waiting' | 'unknown'>;

/** How a kind of order is found by its payment reference, and what its return page shows for it. */
export interface PaidKind<O extends PaidOrder, S extends string> {
  /** The orders' list path, asked with `?reference=` (GET /v1/orders, /v1/ticket-orders). */
  path: string;
  schema: v.GenericSchema<unknown, O>;
  /** What the page shows for the order found (undefined until known, null for none). */
  stateOf: (order: O | null | undefined, waitedLongEnough: boolean) => S;
}

interface PaymentReturnPageProps<O extends PaidOrder, S extends string> extends ReturnTiming {
  heading: string;
  kind: PaidKind<O, S>;
  /** In bordered panels (ticket purchase) rather than on the page (checkout). */
  framed?: boolean;
  loadErrorTitle: string;
  /** No order of the buyer's under the address's reference, or (null) an address that names none. */
  unknown: (reference: string | null) => ReactNode;
  /** What the page says once the order is known and no longer waited for; `checkAgain` starts the wait over. */
  children: (state: Settled<S>, order: O, checkAgain: () => void) => ReactNode;
}

function ReturnWatch<O extends PaidOrder, S extends string>({
  reference,
  checkAgain,
  waitMs = RETURN_WAIT_MS,
  pollMs = RETURN_POLL_MS,
  ...page
}: PaymentReturnPageProps<O, S> & { reference: string; checkAgain: () => void }) {
  const { state, order, error, mutate } = usePaymentReturn({ ...page.kind, reference, waitMs, pollMs });
  const now: string = state;
  if (now === 'loading' && error)
    return <LoadError title={page.loadErrorTitle} message={error.message} onRetry={() => void mutate()} />;
  if (now === 'loading' || now === 'waiting') return <WaitingPanel framed={page.framed} />;
  if (now === 'unknown' || !order) return page.unknown(reference);
  return page.children(state as Settled<S>, order, checkAgain);
}

/**
 * Where the payment page sends the buyer back (…/return?reference=…, or Paystack's `trxref`).
 * Nothing is credited on this return: it asks for the order until the verified payment has
 * moved it on, then lets the kind say what that means.
 */
export function PaymentReturnPage<O extends PaidOrder, S extends string>(props: PaymentReturnPageProps<O, S>) {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const [round, setRound] = useState(0);
  return (
    <PageBlock width="small">
      <Stack space="6">
        <PageTitle>{props.heading}</PageTitle>
        {reference ? (
          <ReturnWatch key={round} {...props} reference={reference} checkAgain={() => setRound((current) => current + 1)} />
        ) : (
          props.unknown(null)
        )}
      </Stack>
    </PageBlock>
  );
}
