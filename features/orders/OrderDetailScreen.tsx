import { Clock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { OrderDetail } from '../../contract';
import { paths } from '../../client';
import {
  AmountList,
  Button,
  Card,
  DetailLayout,
  DetailPage,
  DetailSection,
  EscrowTimeline,
  Fact,
  FactList,
  Inline,
  Link,
  Notice,
  Price,
  RatingStars,
  Stack,
  Text,
  useNow,
} from '../../ui';
import { ListingMediaItem } from '../catalogue';
import { useAnswerDisputeQuestion, useOrder } from './api';
import { DisputeQuestions } from './DisputeQuestions';
import { EscrowCode } from './EscrowCode';
import {
  ActionAlert,
  AnswerDisputeForm,
  ConfirmDeliveredDialog,
  DisputeDialog,
  HandoverForm,
  ReasonDialog,
  ReviewForm,
} from './OrderForms';
import {
  endStateText,
  eventText,
  orderStatusBadge,
  priceLines,
  timelineTimestamps,
  timelineView,
  timerText,
  type OrderRole,
} from './orderView';
import { useRunAction } from './useRunAction';
import * as styles from './orders.css';
import { formatKobo, formatLongDate, formatTime } from '../../contract';

function dateTime(value: string): string {
  return `${formatLongDate(value)}, ${formatTime(value)}`;
}

/** Every running timer as a countdown, read again each minute. */
function Countdowns({ order, role }: { order: OrderDetail; role: OrderRole }) {
  const now = useNow();
  if (order.timers.length === 0) return null;
  return (
    <Stack as="ul" space="2" aria-label="Time left">
      {order.timers.map((timer) => (
        <li key={timer.kind}>
          <Notice tone="info">
            <Text as="span" weight="medium">
              <Inline as="span" space="2">
                <Clock size={16} aria-hidden="true" />
                {timerText(timer, role, now)}
              </Inline>
            </Text>
          </Notice>
        </li>
      ))}
    </Stack>
  );
}

type Dialog = 'confirm' | 'dispute' | 'cancel' | 'decline' | null;

/** A pickup's 'arrived': the seller is at the meeting point with the item. */
const READY_FOR_PICKUP_TOAST = 'Marked as ready for pickup';

/** The order's steps with the buttons of this moment under the step that comes next, or its end state. */
function Progress({ order, role }: { order: OrderDetail; role: OrderRole }) {
  const actions = useRunAction(order.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const allowed = new Set(order.allowedTransitions);
  const view = timelineView(order, role);
  const pickup = order.delivery.method === 'pickup';
  const close = () => {
    setDialog(null);
    actions.clearError();
  };

  const buttons: ReactNode[] = [];
  if (role === 'seller') {
    if (allowed.has('accept'))
      buttons.push(
        <Button key="accept" size="sm" isPending={actions.pending === 'accept'} onPress={() => void actions.run('accept', {})}>
          Accept
        </Button>,
      );
    if (allowed.has('decline'))
      buttons.push(
        <Button key="decline" size="sm" variant="outline" onPress={() => setDialog('decline')}>
          Decline
        </Button>,
      );
    if (allowed.has('dispatch'))
      buttons.push(
        <Button
          key="dispatch"
          size="sm"
          isPending={actions.pending === 'dispatch'}
          onPress={() => void actions.run('dispatch', {})}
        >
          Out for delivery
        </Button>,
      );
    if (allowed.has('arrived'))
      buttons.push(
        <Button
          key="arrived"
          size="sm"
          variant={allowed.has('dispatch') ? 'outline' : 'solid'}
          isPending={actions.pending === 'arrived'}
          onPress={() => void actions.run('arrived', {}, pickup ? READY_FOR_PICKUP_TOAST : undefined)}
        >
          {pickup ? 'Ready for pickup' : 'Arrived'}
        </Button>,
      );
  } else {
    if (allowed.has('confirm'))
      buttons.push(
        <Button key="confirm" size="sm" onPress={() => setDialog('confirm')}>
          Mark as delivered
        </Button>,
      );
    if (allowed.has('dispute'))
      buttons.push(
        <Button key="dispute" size="sm" variant="outline" onPress={() => setDialog('dispute')}>
          Dispute
        </Button>,
      );
    if (allowed.has('cancel'))
      buttons.push(
        <Button key="cancel" size="sm" variant="transparent" onPress={() => setDialog('cancel')}>
          Cancel order
        </Button>,
      );
  }
  const buttonRow =
    buttons.length > 0 ? (
      <Stack space="3">
        <Inline space="3">{buttons}</Inline>
        {dialog === null && <ActionAlert actions={actions} />}
      </Stack>
    ) : null;

  return (
    <DetailSection title="Order progress">
      <Countdowns order={order} role={role} />
      {view ? (
        <EscrowTimeline
          steps={view.steps}
          currentStep={view.currentStep}
          timestamps={timelineTimestamps(view.timestamps)}
          actions={buttonRow}
        />
      ) : (
        <Notice as="p" tone="caution">
          {endStateText(order.status, role)}
        </Notice>
      )}
      {!view && buttonRow}
      <ConfirmDeliveredDialog order={order} actions={actions} isOpen={dialog === 'confirm'} onClose={close} />
      <DisputeDialog order={order} actions={actions} isOpen={dialog === 'dispute'} onClose={close} />
      {(dialog === 'cancel' || dialog === 'decline') && (
        <ReasonDialog order={order} actions={actions} action={dialog} isOpen onClose={close} />
      )}
    </DetailSection>
  );
}

function DisputeFacts({ order, role }: { order: OrderDetail; role: OrderRole }) {
  const answer = useRunAction(order.id);
  const answerQuestion = useAnswerDisputeQuestion(order.id);
  const { dispute } = order;
  if (!dispute) return null;
  return (
    <DetailSection title="Dispute">
      <FactList>
        <Fact term="Opened">{dateTime(dispute.openedAt)}</Fact>
        <Fact term={role === 'buyer' ? 'Your reason' : "The buyer's reason"}>{dispute.reason}</Fact>
        {dispute.answer !== null && (
          <Fact term={role === 'seller' ? 'Your answer' : "The seller's answer"}>{dispute.answer}</Fact>
        )}
        {dispute.decision && (
          <>
            <Fact term="Decision">
              {dispute.decision.outcome === 'refund' && 'Refunded to the buyer'}
              {dispute.decision.outcome === 'release' && 'Released to the seller'}
              {dispute.decision.outcome === 'split' &&
                `Split: ${formatKobo(dispute.decision.buyerKobo)} to the buyer, ${formatKobo(dispute.decision.sellerKobo)} to the seller`}
              {dispute.decision.note ? ` (${dispute.decision.note})` : ''}
            </Fact>
          </>
        )}
      </FactList>
      {dispute.photos.length > 0 && (
        <Inline as="ul" space="2" aria-label="Dispute photos">
          {dispute.photos.map((photo, index) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img className={styles.disputePhoto} src={photo.url} alt={`Dispute photo ${index + 1}`} />
              </a>
            </li>
          ))}
        </Inline>
      )}
      {role === 'seller' && order.allowedTransitions.includes('answer_dispute') && <AnswerDisputeForm actions={answer} />}
      <DisputeQuestions
        questions={dispute.questions}
        decided={dispute.decision !== null}
        decidedNote="The dispute was decided before you answered."
        answer={answerQuestion}
      />
    </DetailSection>
  );
}

function Review({ order, role }: { order: OrderDetail; role: OrderRole }) {
  const actions = useRunAction(order.id);
  if (order.review) {
    return (
      <DetailSection title={role === 'buyer' ? 'Your review' : "The buyer's review"}>
        <RatingStars value={order.review.rating} />
        <p>{order.review.text}</p>
        <Text as="span" size="sm" tone="muted">
          {formatLongDate(order.review.createdAt)}
        </Text>
      </DetailSection>
    );
  }
  if (role !== 'buyer' || !order.allowedTransitions.includes('review')) return null;
  return (
    <Card as="div" padding="md">
      <ReviewForm actions={actions} />
    </Card>
  );
}

function Handover({ order }: { order: OrderDetail }) {
  const actions = useRunAction(order.id);
  if (!order.allowedTransitions.includes('handover') && !order.handoverLocked) return null;
  if (order.status === 'completed' || order.timeline.kind === 'ended') return null;
  return (
    <Card as="div" padding="md">
      <HandoverForm order={order} actions={actions} />
    </Card>
  );
}

const CODE_STATUSES = new Set(['awaiting_seller', 'accepted', 'out_for_delivery', 'arrived']);

/** Who receives the item and where, and by when the seller promised it. */
function Delivery({ order }: { order: OrderDetail }) {
  const { delivery } = order;
  return (
    <DetailSection title="Delivery">
      <FactList>
        <Fact term="Method">{delivery.method === 'door' ? 'Door delivery' : 'Pickup on campus'}</Fact>
        <Fact term="Name">
          {delivery.firstname} {delivery.lastname}
        </Fact>
        <Fact term="Phone">{delivery.phone}</Fact>
        <Fact term="Email">{delivery.email}</Fact>
        <Fact term="Campus">{delivery.university ?? 'Not given'}</Fact>
        {delivery.address && <Fact term="Address">{delivery.address}</Fact>}
        {delivery.landmark && <Fact term="Closest landmark">{delivery.landmark}</Fact>}
        {order.deliveryDueAt && <Fact term="Promised by">{formatLongDate(order.deliveryDueAt)}</Fact>}
      </FactList>
    </DetailSection>
  );
}

function OrderFacts({ order, role }: { order: OrderDetail; role: OrderRole }) {
  return (
    <>
      <DetailSection title="Item">
        <ListingMediaItem
          type="products"
          listing={order.product}
          details={[`${order.quantity} × ${formatKobo(order.unitPriceKobo)}`]}
        />
        <FactList>
          <Fact term={role === 'buyer' ? 'Seller' : 'Buyer'}>
            {role === 'buyer' ? <Link href={paths.sellerProfile(order.seller.id)}>{order.seller.name}</Link> : order.buyer.name}
          </Fact>
          <Fact term="Ordered">{dateTime(order.createdAt)}</Fact>
          <Fact term="Reference">{order.paymentReference}</Fact>
        </FactList>
      </DetailSection>
      <Delivery order={order} />
      <DetailSection title="Payment">
        <AmountList
          rows={priceLines(order, role).map((line) => ({
            id: line.label,
            label: line.label,
            amount: <Price amount={formatKobo(line.amountKobo)} weight={line.total ? 'bold' : undefined} />,
            total: line.total,
          }))}
        />
      </DetailSection>
    </>
  );
}

function History({ order }: { order: OrderDetail }) {
  return (
    <DetailSection title="History">
      <Stack as="ol" space="3" aria-label="Order history">
        {[...order.events].reverse().map((event) => (
          <Stack as="li" space="0.5" key={`${event.kind}-${event.at}`}>
            <Text as="strong" size="sm">
              {eventText(event)}
            </Text>
            {event.note && (
              <Text as="span" size="sm">
                “{event.note}”
              </Text>
            )}
            <Text as="time" size="sm" tone="muted" dateTime={event.at}>
              {dateTime(event.at)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </DetailSection>
  );
}

export interface OrderDetailScreenProps {
  /** The buyer's view (/dashboard/orders/:id) or the seller's (/seller/dashboard/orders/:id). */
  role: OrderRole;
}

/**
 * One order: its progress (the timeline with the buttons of this moment, or its end state),
 * the countdowns of its running timers, the buyer's escrow code or the seller's handover,
 * the dispute and the review, the item, delivery and price breakdown, and its history.
 */
export function OrderDetailScreen({ role }: OrderDetailScreenProps) {
  const { id = '' } = useParams();
  const { data: order, error, mutate } = useOrder(id);
  const list = role === 'buyer' ? paths.dashboard.orders : paths.sellerDashboard.orders;

  return (
    <DetailPage noun="order" back={{ href: list, label: 'Back to orders' }} error={error} onRetry={() => void mutate()}>
      {order && (
        <DetailLayout
          title={order.product.title}
          badge={orderStatusBadge(order.status, order.delivery.method)}
          main={
            <>
              {role === 'buyer' && order.escrowCode && CODE_STATUSES.has(order.status) && (
                <Card as="div" padding="md">
                  <EscrowCode code={order.escrowCode} />
                </Card>
              )}
              {role === 'seller' && <Handover order={order} />}
              <Progress order={order} role={role} />
              <DisputeFacts order={order} role={role} />
              <Review order={order} role={role} />
            </>
          }
          aside={<OrderFacts order={order} role={role} />}
          footer={<History order={order} />}
        />
      )}
    </DetailPage>
  );
}
