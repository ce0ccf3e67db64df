import { CalendarX, CircleCheck, Clock, XCircle } from 'lucide-react';
import { goToPaymentPage, paths, useLeaveForPayment } from '../../client';
import { formatKobo, formatTime, ticketOrderSchema, type TicketOrder } from '../../contract';
import { Button, LinkButton, Text, useNow } from '../../ui';
import type { ReturnTiming } from './purchase/paymentReturn';
import { type LeavesForPayment } from './purchase/useBuyer';
import { EXPIRED_TITLE, PaymentReturnPage, StatusPanel, STILL_PENDING_TITLE, UnknownPayment } from './purchase/ReturnPage';
import { useTicketOrderDetail } from './ticket/api';
import { ticketReturnState } from './ticket/ticketPurchase';

export { EXPIRED_TITLE, STILL_PENDING_TITLE, WAITING_TITLE } from './purchase/ReturnPage';
export const READY_TITLE = 'Your tickets are ready!';
export const CANCELLED_TITLE = 'This event was cancelled';
export const UNKNOWN_TITLE = 'We could not find this ticket order';

/** The buyer's ticket orders: under 'Tickets' on /dashboard/orders. */
const myTickets = (
  <LinkButton variant="outline" href={`${paths.dashboard.orders}?type=tickets`}>
    My tickets
  </LinkButton>
);

/** 'UNILAG Freshers’ Night: Regular × 2, Table For 8 × 1 (₦229,000)'. */
export function orderLine(order: TicketOrder): string {
  const tiers = order.lines.map((line) => `${line.tierName} × ${line.quantity}`).join(', ');
  return `${order.event.title}: ${tiers} (${order.totalKobo === 0 ? 'Free' : formatKobo(order.totalKobo)})`;
}

/** While the order can still be paid: 'Pay now' on the provider's page (from the order's detail), else nothing. */
function PayAgain({ order, goToPayment }: { order: TicketOrder; goToPayment: (url: string) => void }) {
  const now = useNow(30_000);
  const open = order.paymentDueAt !== null && Date.parse(order.paymentDueAt) > now;
  const detail = useTicketOrderDetail(open ? order.id : null);
  const { leaving, leave } = useLeaveForPayment(goToPayment);
  const url = detail.data?.authorizationUrl;
  if (!open || (!url && !detail.isLoading)) return null;
  return (
    <Button isPending={leaving || detail.isLoading} onPress={() => url && leave(url)}>
      Pay now
    </Button>
  );
}

interface OutcomeProps {
  state: 'ready' | 'still_pending' | 'expired' | 'cancelled';
  order: TicketOrder;
  onCheckAgain: () => void;
  goToPayment: (url: string) => void;
}

/** What the page says once the order is known: ready, still unconfirmed after the wait, expired, or its event cancelled. */
function Outcome({ state, order, onCheckAgain, goToPayment }: OutcomeProps) {
  const chooseAgain = (
    <LinkButton variant="outline" href={paths.eventTicketPurchase(order.event.slug)}>
      Choose again
    </LinkButton>
  );
  switch (state) {
    case 'ready':
      return (
        <StatusPanel
          framed
          icon={<CircleCheck size={48} aria-hidden="true" />}
          title={READY_TITLE}
          actions={<LinkButton href={paths.dashboard.ticketOrder(order.id)}>See your tickets</LinkButton>}
        >
          <p>{orderLine(order)}</p>
          <Text size="sm" tone="muted">
            Each ticket has its own QR code: show it at the gate. We have also e-mailed them to you.
          </Text>
        </StatusPanel>
      );
    case 'still_pending':
      return (
        <StatusPanel
          framed
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
          <Text size="sm" tone="muted">
            If you paid, your tickets are issued as soon as the payment service confirms it: nothing more to do. If the payment
            failed or you left the payment page, you can pay again
            {order.paymentDueAt ? ` until ${formatTime(order.paymentDueAt)}` : ''}; after that the tickets go back on sale and
            nothing is charged.
          </Text>
        </StatusPanel>
      );
    case 'expired':
      return (
        <StatusPanel
          framed
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
          <Text size="sm" tone="muted">
            No payment arrived in time, so nothing was charged and the tickets went back on sale. Choosing again places a new
            order.
          </Text>
        </StatusPanel>
      );
    case 'cancelled':
      return (
        <StatusPanel framed icon={<CalendarX size={48} aria-hidden="true" />} title={CANCELLED_TITLE} actions={myTickets}>
          <p>{orderLine(order)}</p>
          <Text size="sm" tone="muted">
            The organiser cancelled the event. Anything you paid is refunded in full.
          </Text>
        </StatusPanel>
      );
  }
}

const ticketOrderPayment = { path: 'ticket-orders', schema: ticketOrderSchema, stateOf: ticketReturnState };

const unknown = (reference: string | null) => (
  <UnknownPayment framed title={UNKNOWN_TITLE} noun="ticket order" reference={reference} action={myTickets} />
);

/**
 * /ticket/purchase/return?reference=… (signed in): asks for the ticket order until the verified
 * payment has moved it on, then says 'Your tickets are ready!'; a payment still unconfirmed
 * after the wait (with 'Pay now' while the order can be paid), an expired order, a cancelled
 * event and an unknown reference each say so.
 */
export function TicketPurchaseReturnScreen({ goToPayment = goToPaymentPage, ...timing }: ReturnTiming & LeavesForPayment) {
  return (
    <PaymentReturnPage
      {...timing}
      framed
      heading="Buy tickets"
      kind={ticketOrderPayment}
      loadErrorTitle="Your ticket order could not be loaded"
      unknown={unknown}
    >
      {(state, order, checkAgain) => <Outcome state={state} order={order} onCheckAgain={checkAgain} goToPayment={goToPayment} />}
    </PaymentReturnPage>
  );
}
