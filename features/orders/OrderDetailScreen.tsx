import { ArrowLeft, Clock, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { OrderDetail } from '../../contract';
import { paths } from '../../client';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  EscrowTimeline,
  formatKobo,
  formatLongDate,
  formatTime,
  Link,
  LinkButton,
  LoadError,
  Price,
  RatingStars,
  Skeleton,
  SkeletonRegion,
  useNow,
} from '../../ui';
import { ListingPhoto } from '../catalogue';
import { useOrder } from './api';
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
import { endStateText, eventText, orderStatusBadge, priceLines, timelineView, timerText, type OrderRole } from './orderView';
import { useRunAction } from './useRunAction';
import * as styles from './orders.css';

function dateTime(value: string): string {
  return `${formatLongDate(value)}, ${formatTime(value)}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card as="section" padding="md" aria-labelledby={id}>
      <div className={styles.section}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </Card>
  );
}

/** Every running timer as a countdown, read again each minute. */
function Countdowns({ order, role }: { order: OrderDetail; role: OrderRole }) {
  const now = useNow();
  if (order.timers.length === 0) return null;
  return (
    <ul className={styles.countdowns} aria-label="Time left">
      {order.timers.map((timer) => (
        <li key={timer.kind} className={styles.countdown}>
          <Clock size={16} aria-hidden="true" />
          {timerText(timer, role, now)}
        </li>
      ))}
    </ul>
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
          variant={allowed.has('dispatch') ? 'outline' : 'primary'}
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
        <Button key="cancel" size="sm" variant="ghost" onPress={() => setDialog('cancel')}>
          Cancel order
        </Button>,
      );
  }
  const buttonRow =
    buttons.length > 0 ? (
      <div className={styles.section}>
        <div className={styles.actions}>{buttons}</div>
        {dialog === null && <ActionAlert actions={actions} />}
      </div>
    ) : null;

  return (
    <Section title="Order progress">
      <Countdowns order={order} role={role} />
      {view ? (
        <EscrowTimeline steps={view.steps} currentStep={view.currentStep} timestamps={view.timestamps} actions={buttonRow} />
      ) : (
        <p className={styles.notice}>{endStateText(order.status, role)}</p>
      )}
      {!view && buttonRow}
      <ConfirmDeliveredDialog order={order} actions={actions} isOpen={dialog === 'confirm'} onClose={close} />
      <DisputeDialog order={order} actions={actions} isOpen={dialog === 'dispute'} onClose={close} />
      {(dialog === 'cancel' || dialog === 'decline') && (
        <ReasonDialog order={order} actions={actions} action={dialog} isOpen onClose={close} />
      )}
    </Section>
  );
}

function DisputeFacts({ order, role }: { order: OrderDetail; role: OrderRole }) {
  const answer = useRunAction(order.id);
  const { dispute } = order;
  if (!dispute) return null;
  return (
    <Section title="Dispute">
      <dl className={styles.facts}>
        <dt>Opened</dt>
        <dd>{dateTime(dispute.openedAt)}</dd>
        <dt>{role === 'buyer' ? 'Your reason' : "The buyer's reason"}</dt>
        <dd>{dispute.reason}</dd>
        {dispute.answer !== null && (
          <>
            <dt>{role === 'seller' ? 'Your answer' : "The seller's answer"}</dt>
            <dd>{dispute.answer}</dd>
          </>
        )}
        {dispute.decision && (
          <>
            <dt>Decision</dt>
            <dd>
              {dispute.decision.outcome === 'refund' && 'Refunded to the buyer'}
              {dispute.decision.outcome === 'release' && 'Released to the seller'}
              {dispute.decision.outcome === 'split' &&
                `Split: ${formatKobo(dispute.decision.buyerKobo)} to the buyer, ${formatKobo(dispute.decision.sellerKobo)} to the seller`}
              {dispute.decision.note ? ` (${dispute.decision.note})` : ''}
            </dd>
          </>
        )}
      </dl>
      {dispute.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Dispute photos">
          {dispute.photos.map((photo, index) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img className={styles.disputePhoto} src={photo.url} alt={`Dispute photo ${index + 1}`} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {role === 'seller' && order.allowedTransitions.includes('answer_dispute') && <AnswerDisputeForm actions={answer} />}
    </Section>
  );
}

function Review({ order, role }: { order: OrderDetail; role: OrderRole }) {
  const actions = useRunAction(order.id);
  if (order.review) {
    return (
      <Section title={role === 'buyer' ? 'Your review' : "The buyer's review"}>
        <RatingStars value={order.review.rating} />
        <p>{order.review.text}</p>
        <span className={styles.muted}>{formatLongDate(order.review.createdAt)}</span>
      </Section>
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

function OrderFacts({ order, role }: { order: OrderDetail; role: OrderRole }) {
  const { delivery } = order;
  return (
    <div className={styles.column}>
      <Section title="Item">
        <div className={styles.item}>
          <div className={styles.thumb}>
            <ListingPhoto image={order.product.image} sizes="5rem" title={order.product.title} />
          </div>
          <div className={styles.rowText}>
            <Link href={paths.product(order.product.slug)}>{order.product.title}</Link>
            <span className={styles.muted}>
              {order.quantity} × {formatKobo(order.unitPriceKobo)}
            </span>
          </div>
        </div>
        <dl className={styles.facts}>
          <dt>{role === 'buyer' ? 'Seller' : 'Buyer'}</dt>
          <dd>
            {role === 'buyer' ? <Link href={paths.sellerProfile(order.seller.id)}>{order.seller.name}</Link> : order.buyer.name}
          </dd>
          <dt>Ordered</dt>
          <dd>{dateTime(order.createdAt)}</dd>
          <dt>Reference</dt>
          <dd>{order.paymentReference}</dd>
        </dl>
      </Section>
      <Section title="Delivery">
        <dl className={styles.facts}>
          <dt>Method</dt>
          <dd>{delivery.method === 'door' ? 'Door delivery' : 'Pickup on campus'}</dd>
          <dt>Name</dt>
          <dd>
            {delivery.firstname} {delivery.lastname}
          </dd>
          <dt>Phone</dt>
          <dd>{delivery.phone}</dd>
          <dt>Email</dt>
          <dd>{delivery.email}</dd>
          <dt>Campus</dt>
          <dd>{delivery.university ?? 'Not given'}</dd>
          {delivery.address && (
            <>
              <dt>Address</dt>
              <dd>{delivery.address}</dd>
            </>
          )}
          {delivery.landmark && (
            <>
              <dt>Closest landmark</dt>
              <dd>{delivery.landmark}</dd>
            </>
          )}
          {order.deliveryDueAt && (
            <>
              <dt>Promised by</dt>
              <dd>{formatLongDate(order.deliveryDueAt)}</dd>
            </>
          )}
        </dl>
      </Section>
      <Section title="Payment">
        <dl className={styles.prices}>
          {priceLines(order, role).map((line) => (
            <div key={line.label} className={line.total ? styles.priceTotal : styles.priceLine}>
              <dt>{line.label}</dt>
              <dd>
                <Price amountKobo={line.amountKobo} weight={line.total ? 'bold' : undefined} />
              </dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

function History({ order }: { order: OrderDetail }) {
  return (
    <Section title="History">
      <ol className={styles.history} aria-label="Order history">
        {[...order.events].reverse().map((event) => (
          <li key={`${event.kind}-${event.at}`} className={styles.historyItem}>
            <strong>{eventText(event)}</strong>
            {event.note && <span>“{event.note}”</span>}
            <time className={styles.muted} dateTime={event.at}>
              {dateTime(event.at)}
            </time>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function DetailSkeleton() {
  return (
    <SkeletonRegion label="Loading the order">
      <div className={styles.detail}>
        <Card padding="md">
          <Skeleton lines={8} />
        </Card>
        <Card padding="md">
          <Skeleton lines={6} />
        </Card>
      </div>
    </SkeletonRegion>
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

  let content;
  if (order) {
    const badge = orderStatusBadge(order.status, order.delivery.method);
    content = (
      <>
        <div className={styles.detailHeader}>
          <h1 className={styles.title}>{order.product.title}</h1>
          <Badge tone={badge.tone} size="md">
            {badge.label}
          </Badge>
        </div>
        <div className={styles.detail}>
          <div className={styles.column}>
            {role === 'buyer' && order.escrowCode && CODE_STATUSES.has(order.status) && (
              <Card as="div" padding="md">
                <EscrowCode code={order.escrowCode} />
              </Card>
            )}
            {role === 'seller' && <Handover order={order} />}
            <Progress order={order} role={role} />
            <DisputeFacts order={order} role={role} />
            <Review order={order} role={role} />
          </div>
          <OrderFacts order={order} role={role} />
        </div>
        <History order={order} />
      </>
    );
  } else if (error && (error.status === 404 || error.status === 400)) {
    content = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title="Order not found"
        description="This order does not exist, or it is not one of yours."
        action={<LinkButton href={list}>Back to orders</LinkButton>}
      />
    );
  } else if (error) {
    content = <LoadError title="This order could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  } else {
    content = <DetailSkeleton />;
  }

  return (
    <div className={styles.screen}>
      <div>
        <LinkButton href={list} variant="ghost" size="sm">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to orders
        </LinkButton>
      </div>
      {content}
    </div>
  );
}
