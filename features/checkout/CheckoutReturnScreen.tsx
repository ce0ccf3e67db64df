import { CircleCheck, Clock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../client';
import { formatKobo, formatTime, orderSchema, type Order } from '../../contract';
import { Button, LinkButton, Modal, Text } from '../../ui';
import { returnState } from './checkout';
import { EXPIRED_TITLE, PaymentReturnPage, StatusPanel, STILL_PENDING_TITLE, UnknownPayment } from './purchase/ReturnPage';
import type { ReturnTiming } from './purchase/paymentReturn';

export { EXPIRED_TITLE, STILL_PENDING_TITLE, WAITING_TITLE } from './purchase/ReturnPage';
export const PLACED_TITLE = 'Your order has been placed!';
export const UNKNOWN_TITLE = 'We could not find this order';

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
        <Text size="sm" tone="muted">
          Your payment is held in escrow until you have the item.
        </Text>
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

/** What the page says once the order is known: placed, still unconfirmed after the wait, or expired. */
function Outcome({
  state,
  order,
  onCheckAgain,
}: {
  state: 'placed' | 'still_pending' | 'expired';
  order: Order;
  onCheckAgain: () => void;
}) {
  switch (state) {
    case 'placed':
      return <Placed order={order} />;
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
          <p>{orderLine(order)}</p>
          <Text size="sm" tone="muted">
            If you paid, your order moves on as soon as the payment service confirms it: nothing more to do.
            {order.paymentDueAt
              ? ` If you did not finish paying, the order expires at ${formatTime(order.paymentDueAt)} and nothing is charged.`
              : ''}
          </Text>
        </StatusPanel>
      );
    case 'expired':
      return (
        <StatusPanel
          icon={<XCircle size={48} aria-hidden="true" />}
          title={EXPIRED_TITLE}
          actions={
            <>
              <LinkButton href={paths.productCheckout(order.product.slug, order.quantity)}>Try paying again</LinkButton>
              {myOrders}
            </>
          }
        >
          <p>{orderLine(order)}</p>
          <Text size="sm" tone="muted">
            No payment arrived in time, so nothing was charged and the order expired. Trying again places a new order.
          </Text>
        </StatusPanel>
      );
  }
}

const orderPayment = { path: 'orders', schema: orderSchema, stateOf: returnState };

const unknown = (reference: string | null) => (
  <UnknownPayment title={UNKNOWN_TITLE} noun="order" reference={reference} action={myOrders} />
);

/**
 * /checkout/return?reference=… (signed in): asks for the order until the verified payment has
 * moved it on, then shows 'Your order has been placed!'; a payment still unconfirmed after the
 * wait, an expired order and an unknown reference each say so.
 */
export function CheckoutReturnScreen(timing: ReturnTiming) {
  return (
    <PaymentReturnPage
      {...timing}
      heading="Checkout"
      kind={orderPayment}
      loadErrorTitle="Your order could not be loaded"
      unknown={unknown}
    >
      {(state, order, checkAgain) => <Outcome state={state} order={order} onCheckAgain={checkAgain} />}
    </PaymentReturnPage>
  );
}
