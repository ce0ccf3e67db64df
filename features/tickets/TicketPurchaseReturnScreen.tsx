import { CalendarX, CircleCheck, Clock, SearchX, XCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../client';
import type { TicketOrder } from '../../contract';
import { Button, formatKobo, formatTime, LinkButton, LoadError, Spinner, useNow } from '../../ui';
import { useTicketOrder, useTicketOrderByReference } from './api';
import { RETURN_POLL_MS, RETURN_WAIT_MS, ticketReturnState } from './purchase';
import { myTicketsHref } from './ticketView';
import * as styles from './tickets.css';

export const READY_TITLE = 'Your tickets are ready!';
export const WAITING_TITLE = 'Confirming your payment';
export const STILL_PENDING_TITLE = "We're still waiting for your payment to be confirmed";
export const EXPIRED_TITLE = 'Your payment was not completed';
export const CANCELLED_TITLE = 'This event was cancelled';
export const UNKNOWN_TITLE = 'We could not find this ticket order';

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
    <section className={styles.status} aria-labelledby="ticket-return-title">
      {icon}
      <h2 id="ticket-return-title" className={styles.statusTitle}>
        {title}
      </h2>
      {children}
      {actions && <div className={styles.centred}>{actions}</div>}
    </section>
  );
}

/** 'UNILAG Freshers’ Night: Regular × 2, Table For 8 × 1 (₦229,000)'. */
export function orderLine(order: TicketOrder): string {
  const tiers = order.lines.map((line) => `${line.tierName} × ${line.quantity}`).join(', ');
  return `${order.event.title}: ${tiers} (${order.totalKobo === 0 ? 'Free' : formatKobo(order.totalKobo)})`;
}

const myTickets = (
  <LinkButton variant="outline" href={myTicketsHref}>
    My tickets
  </LinkButton>
);

/** While the order can still be paid: 'Pay now' on the provider's page (from the order's detail), else nothing. */
function PayAgain({ order, goToPayment }: { order: TicketOrder; goToPayment: (url: string) => void }) {
  const now = useNow(30_000);
  const open = order.paymentDueAt !== null && Date.parse(order.paymentDueAt) > now;
  const detail = useTicketOrder(open ? order.id : null);
  const [leaving, setLeaving] = useState(false);
  const url = detail.data?.authorizationUrl;
  if (!open || (!url && !detail.isLoading)) return null;
  return (
    <Button
      isPending={leaving || detail.isLoading}
      onPress={() => {
        if (!url) return;
        setLeaving(true);
        goToPayment(url);
      }}
    >
      Pay now
    </Button>
  );
}

interface WatchProps {
  reference: string;
  waitMs: number;
  pollMs: number;
  onCheckAgain: () => void;
  goToPayment: (url: string) => void;
}

/** Asks for the ticket order every `pollMs` while its payment is unconfirmed, for `waitMs` at most. */
function ReturnWatch({ reference, waitMs, pollMs, onCheckAgain, goToPayment }: WatchProps) {
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);

  const { order, error, mutate } = useTicketOrderByReference(reference, (latest) => {
    const now = ticketReturnState(latest, waitedLongEnough);
    return now === 'loading' || now === 'waiting' ? pollMs : 0;
  });
  const state = ticketReturnState(order, waitedLongEnough);

  if (state === 'loading' && error) {
    return <LoadError title="Your ticket order could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  }
  if (state === 'loading' || state === 'waiting') {
    return (
      <StatusPanel icon={<Spinner size="lg" label="Waiting for the payment" />} title={WAITING_TITLE}>
        <p className={styles.muted}>This usually takes a few seconds. Please keep this page open.</p>
      </StatusPanel>
    );
  }
  if (state === 'unknown' || !order) return <Unknown reference={reference} />;
  const chooseAgain = (
    <LinkButton variant="outline" href={paths.eventTicketPurchase(order.event.slug)}>
      Choose again
    </LinkButton>
  );
  switch (state) {
    case 'ready':
      return (
        <StatusPanel
          icon={<CircleCheck size={48} aria-hidden="true" />}
          title={READY_TITLE}
          actions={<LinkButton href={paths.dashboard.ticketOrder(order.id)}>See your tickets</LinkButton>}
        >
          <p>{orderLine(order)}</p>
          <p className={styles.muted}>Each ticket has its own QR code: show it at the gate. We have also e-mailed them to you.</p>
        </StatusPanel>
      );
    case 'still_pending':
      return (
        <StatusPanel
          icon={<Clock size={48} aria-hidden="true" />}
          title={STILL_PENDING_TITLE}
          actions={
            <>
              <Button variant="outline" onPress={onCheckAgain}>
                Check again
              </Button>
              <PayAgain order={order} goToPayment={goToPayment} />
              {chooseAgain}
            </>
          }
        >
          <p>{orderLine(order)}</p>
          <p className={styles.muted}>
            If you paid, your tickets are issued as soon as the payment service confirms it: nothing more to do. If the payment
            failed or you left the payment page, you can pay again
            {order.paymentDueAt ? ` until ${formatTime(order.paymentDueAt)}` : ''}; after that the tickets go back on sale and
            nothing is charged.
          </p>
        </StatusPanel>
      );
    case 'expired':
      return (
        <StatusPanel
          icon={<XCircle size={48} aria-hidden="true" />}
          title={EXPIRED_TITLE}
          actions={
            <>
              {chooseAgain}
              {myTickets}
            </>
          }
        >
          <p>{orderLine(order)}</p>
          <p className={styles.muted}>
            No payment arrived in time, so nothing was charged and the tickets went back on sale. Choosing again places a new
            order.
          </p>
        </StatusPanel>
      );
    case 'cancelled':
      return (
        <StatusPanel icon={<CalendarX size={48} aria-hidden="true" />} title={CANCELLED_TITLE} actions={myTickets}>
          <p>{orderLine(order)}</p>
          <p className={styles.muted}>The organiser cancelled the event. Anything you paid is refunded in full.</p>
        </StatusPanel>
      );
  }
}

function Unknown({ reference }: { reference: string | null }) {
  return (
    <StatusPanel icon={<SearchX size={48} aria-hidden="true" />} title={UNKNOWN_TITLE} actions={myTickets}>
      <p className={styles.muted}>
        {reference
          ? `None of your ticket orders has the payment reference ${reference}. If you were charged, contact support with this reference.`
          : 'This address names no payment. Your orders list every ticket order you placed.'}
      </p>
    </StatusPanel>
  );
}

function goToPaymentPage(url: string) {
  window.location.assign(url);
}

export interface TicketPurchaseReturnScreenProps {
  /** How long to wait for the payment before saying it is still unconfirmed (ms). */
  waitMs?: number;
  /** How often to ask meanwhile (ms). */
  pollMs?: number;
  /** Sends the browser to the payment page (stories pass a stand-in). */
  goToPayment?: (url: string) => void;
}

/**
 * /ticket/purchase/return?reference=… (signed in): where the payment page sends a ticket buyer
 * back. Nothing is issued on this return: the page asks for the order until the verified
 * payment has moved it on, then says 'Your tickets are ready!'; a payment still unconfirmed
 * after the wait (with 'Pay now' while the order can be paid), an expired order, a cancelled
 * event and an unknown reference each say so.
 */
export function TicketPurchaseReturnScreen({
  waitMs = RETURN_WAIT_MS,
  pollMs = RETURN_POLL_MS,
  goToPayment = goToPaymentPage,
}: TicketPurchaseReturnScreenProps) {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const [round, setRound] = useState(0);
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.heading}>Buy tickets</h1>
      {reference ? (
        <ReturnWatch
          key={round}
          reference={reference}
          waitMs={waitMs}
          pollMs={pollMs}
          goToPayment={goToPayment}
          onCheckAgain={() => setRound((current) => current + 1)}
        />
      ) : (
        <Unknown reference={null} />
      )}
    </div>
  );
}
