import { CircleCheck, Clock, SearchX, XCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../client';
import type { Order } from '../../contract';
import { Button, formatKobo, formatTime, LinkButton, LoadError, Modal, Spinner } from '../../ui';
import { useOrderByReference } from './api';
import { RETURN_POLL_MS, RETURN_WAIT_MS, returnState } from './checkout';
import * as styles from './checkout.css';

export const PLACED_TITLE = 'Your order has been placed!';
export const WAITING_TITLE = 'Confirming your payment';
export const STILL_PENDING_TITLE = "We're still waiting for your payment to be confirmed";
export const EXPIRED_TITLE = 'Your payment was not completed';
export const UNKNOWN_TITLE = 'We could not find this order';

function StatusPanel({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={styles.status} aria-labelledby="checkout-return-title">
      {icon}
      <h2 id="checkout-return-title" className={styles.statusTitle}>
        {title}
      </h2>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

const myOrders = (
  <LinkButton variant="outline" href={paths.dashboard.orders}>
    Go to my orders
  </LinkButton>
);

function orderLine(order: Order): string {
  return `${order.product.title} × ${order.quantity}, ${formatKobo(order.totalKobo)}`;
}

function Placed({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(true);
  const track = paths.dashboard.order(order.id);
  return (
    <>
      <StatusPanel
        icon={<CircleCheck size={48} aria-hidden="true" />}
        title="Payment confirmed"
        actions={<LinkButton href={track}>Track your order</LinkButton>}
      >
        <p>{orderLine(order)}</p>
        <p className={styles.muted}>Your payment is held in escrow until you have the item.</p>
      </StatusPanel>
      <Modal
        isOpen={modalOpen}
        onClose={() => setModalOpen(false)}
        title={PLACED_TITLE}
        icon={<CircleCheck />}
        actions={(close) => (
          <Button
            fullWidth
            onPress={() => {
              close();
              void navigate(track);
            }}
          >
            Track your order
          </Button>
        )}
      >
        <p>{orderLine(order)}</p>
        <p>
          Your payment is held in escrow and reaches the seller only when you have the item. {order.seller.name} has 48 hours to
          accept your order.
        </p>
      </Modal>
    </>
  );
}

interface WatchProps {
  reference: string;
  waitMs: number;
  pollMs: number;
  onCheckAgain: () => void;
}

/** Asks for the order every `pollMs` while its payment is unconfirmed, for `waitMs` at most. */
function ReturnWatch({ reference, waitMs, pollMs, onCheckAgain }: WatchProps) {
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);

  const { order, error, mutate } = useOrderByReference(reference, (latest) => {
    const now = returnState(latest, waitedLongEnough);
    return now === 'loading' || now === 'waiting' ? pollMs : 0;
  });
  const state = returnState(order, waitedLongEnough);

  if (state === 'loading' && error) {
    return <LoadError title="Your order could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  }
  switch (state) {
    case 'loading':
    case 'waiting':
      return (
        <StatusPanel icon={<Spinner size="lg" label="Waiting for the payment" />} title={WAITING_TITLE}>
          <p className={styles.muted}>This usually takes a few seconds. Please keep this page open.</p>
        </StatusPanel>
      );
    case 'placed':
      return order ? <Placed order={order} /> : null;
    case 'still_pending':
      return (
        <StatusPanel
          icon={<Clock size={48} aria-hidden="true" />}
          title={STILL_PENDING_TITLE}
          actions={
            <>
              <Button onPress={onCheckAgain}>Check again</Button>
              {myOrders}
            </>
          }
        >
          {order && <p>{orderLine(order)}</p>}
          <p className={styles.muted}>
            If you paid, your order moves on as soon as the payment service confirms it: nothing more to do.
            {order?.paymentDueAt
              ? ` If you did not finish paying, the order expires at ${formatTime(order.paymentDueAt)} and nothing is charged.`
              : ''}
          </p>
        </StatusPanel>
      );
    case 'expired':
      return (
        <StatusPanel
          icon={<XCircle size={48} aria-hidden="true" />}
          title={EXPIRED_TITLE}
          actions={
            order && (
              <>
                <LinkButton href={paths.productCheckout(order.product.slug, order.quantity)}>Try paying again</LinkButton>
                {myOrders}
              </>
            )
          }
        >
          {order && <p>{orderLine(order)}</p>}
          <p className={styles.muted}>
            No payment arrived in time, so nothing was charged and the order expired. Trying again places a new order.
          </p>
        </StatusPanel>
      );
    case 'unknown':
      return <Unknown reference={reference} />;
  }
}

function Unknown({ reference }: { reference: string | null }) {
  return (
    <StatusPanel icon={<SearchX size={48} aria-hidden="true" />} title={UNKNOWN_TITLE} actions={myOrders}>
      <p className={styles.muted}>
        {reference
          ? `None of your orders has the payment reference ${reference}. If you were charged, contact support with this reference.`
          : 'This address names no payment. Your orders list every order you placed.'}
      </p>
    </StatusPanel>
  );
}

export interface CheckoutReturnScreenProps {
  /** How long to wait for the payment before saying it is still unconfirmed (ms). */
  waitMs?: number;
  /** How often to ask meanwhile (ms). */
  pollMs?: number;
}

/**
 * /checkout/return?reference=… (signed in): where the payment page sends the buyer back.
 * Nothing is credited on this return: the page asks for the order until the verified payment
 * has moved it on, then shows 'Your order has been placed!'; a payment still unconfirmed after
 * the wait, an expired order and an unknown reference each say so.
 */
export function CheckoutReturnScreen({ waitMs = RETURN_WAIT_MS, pollMs = RETURN_POLL_MS }: CheckoutReturnScreenProps) {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const [round, setRound] = useState(0);
  return (
    <div className={styles.returnPage}>
      <h1 className={styles.heading}>Checkout</h1>
      {reference ? (
        <ReturnWatch
          key={round}
          reference={reference}
          waitMs={waitMs}
          pollMs={pollMs}
          onCheckAgain={() => setRound((current) => current + 1)}
        />
      ) : (
        <Unknown reference={null} />
      )}
    </div>
  );
}
