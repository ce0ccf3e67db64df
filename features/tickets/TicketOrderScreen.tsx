import { AlertTriangle, ArrowLeft, Clock, Mail, Printer, SearchX } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import * as v from 'valibot';
import { ApiError, errorMessage, paths } from '../../client';
import { disputeTicketOrderBodySchema, type TicketOrderDetail } from '../../contract';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  formatKobo,
  Link,
  LinkButton,
  LoadError,
  Modal,
  Skeleton,
  SkeletonRegion,
  TextArea,
  toast,
  useNow,
} from '../../ui';
import { ListingPhoto } from '../catalogue';
import { useDisputeTicketOrder, useResendTickets, useTicketOrder } from './api';
import { DateChangeRefund } from './DateChangeRefund';
import { eventSchedule, timeLeftText } from './purchase';
import { TicketCard } from './TicketCard';
import { amountText, dateTime, myTicketsHref, ticketOrderBadge, ticketOrderStateText } from './ticketView';
import * as styles from './tickets.css';

export const REPORT_TITLE = 'Report a problem';

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `ticket-order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card as="section" padding="md" aria-labelledby={id}>
      <div className={styles.section}>
        <div className={styles.spread}>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </div>
    </Card>
  );
}

/** While unpaid: how long is left to pay, and 'Pay now' on the provider's page. */
function PayNow({ order, goToPayment }: { order: TicketOrderDetail; goToPayment: (url: string) => void }) {
  const now = useNow(30_000);
  const [leaving, setLeaving] = useState(false);
  const left = order.paymentDueAt ? timeLeftText(order.paymentDueAt, now) : null;
  if (order.status !== 'pending_payment' || !order.authorizationUrl || !left) return null;
  const url = order.authorizationUrl;
  return (
    <div className={styles.spread}>
      <span className={styles.countdown}>
        <Clock size={16} aria-hidden="true" />
        {left === 'less than a minute' ? 'Less than a minute left to pay' : `${left} left to pay`}
      </span>
      <Button
        isPending={leaving}
        onPress={() => {
          setLeaving(true);
          goToPayment(url);
        }}
      >
        Pay now {formatKobo(order.totalKobo)}
      </Button>
    </div>
  );
}

function Resend({ order }: { order: TicketOrderDetail }) {
  const resend = useResendTickets(order.id);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  async function send() {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setProblem(null);
    try {
      const sentTo = await resend();
      toast.success(`Tickets sent to ${sentTo}`);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        isPending={sending}
        iconStart={<Mail size={16} aria-hidden="true" />}
        onPress={() => void send()}
      >
        Resend tickets
      </Button>
      {problem && (
        <p className={styles.problem} role="alert">
          <AlertTriangle size={18} aria-hidden="true" className={styles.boxIcon} />
          <span>{problem}</span>
        </p>
      )}
    </>
  );
}

function ReportDialog({ order, isOpen, onClose }: { order: TicketOrderDetail; isOpen: boolean; onClose: () => void }) {
  const dispute = useDisputeTicketOrder(order.id);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit() {
    if (sending) return;
    const checked = v.safeParse(disputeTicketOrderBodySchema, { reason });
    if (!checked.success) {
      setFieldError(checked.issues[0]?.message);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await dispute({ reason: checked.output.reason });
      toast.success('Report sent. Your payment stays held until Kampus decides.');
      onClose();
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors.reason : undefined;
      if (message) setFieldError(message);
      else setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={REPORT_TITLE}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Go back
          </Button>
          <Button variant="danger" isPending={sending} onPress={() => void submit()}>
            Send report
          </Button>
        </>
      }
    >
      <div className={styles.section}>
        <p>
          Tell Kampus if the event did not happen. Your payment stays held while Kampus looks into it, and the organiser is not
          paid until it is decided.
        </p>
        <TextArea
          label="Reason"
          description="What happened?"
          isRequired
          maxLength={1000}
          rows={4}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setFieldError(undefined);
          }}
          validationError={fieldError}
        />
        {problem && (
          <p className={styles.problem} role="alert">
            <AlertTriangle size={18} aria-hidden="true" className={styles.boxIcon} />
            <span>{problem}</span>
          </p>
        )}
      </div>
    </Modal>
  );
}

const outcomeText = {
  refund: 'Refunded to you',
  release: 'Paid to the organiser',
  split: 'Split',
} as const;

function Report({ order }: { order: TicketOrderDetail }) {
  const [open, setOpen] = useState(false);
  const { dispute } = order;
  if (!dispute && !order.canDispute) return null;
  return (
    <Section title="Problem report">
      {dispute ? (
        <dl className={styles.facts}>
          <dt>Reported</dt>
          <dd>{dateTime(dispute.openedAt)}</dd>
          <dt>Your reason</dt>
          <dd>{dispute.reason}</dd>
          <dt>Decision</dt>
          <dd>
            {dispute.decision
              ? `${
                  dispute.decision.outcome === 'split'
                    ? `Split: ${formatKobo(dispute.decision.buyerKobo)} to you, ${formatKobo(dispute.decision.sellerKobo)} to the organiser`
                    : outcomeText[dispute.decision.outcome]
                }${dispute.decision.note ? ` (${dispute.decision.note})` : ''}, ${dateTime(dispute.decision.decidedAt)}`
              : 'Waiting for Kampus to decide'}
          </dd>
        </dl>
      ) : (
        <>
          <p className={styles.muted}>Did the event not happen? Report it before the organiser is paid.</p>
          <div>
            <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
              {REPORT_TITLE}
            </Button>
          </div>
          <ReportDialog order={order} isOpen={open} onClose={() => setOpen(false)} />
        </>
      )}
    </Section>
  );
}

function Tickets({ order }: { order: TicketOrderDetail }) {
  if (order.tickets.length === 0) return null;
  return (
    <Section
      title={`Your tickets (${order.tickets.length})`}
      actions={
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button variant="ghost" size="sm" iconStart={<Printer size={16} aria-hidden="true" />} onPress={() => window.print()}>
            Print
          </Button>
          <Resend order={order} />
        </div>
      }
    >
      <ul className={styles.ticketGrid} aria-label="Tickets">
        {order.tickets.map((ticket, index) => (
          <TicketCard key={ticket.id} ticket={ticket} index={index + 1} />
        ))}
      </ul>
    </Section>
  );
}

function Facts({ order }: { order: TicketOrderDetail }) {
  const { contact } = order;
  return (
    <div className={styles.column}>
      <Section title="Event">
        <div className={styles.eventItem}>
          <div className={styles.thumb}>
            <ListingPhoto image={order.event.image} sizes="5rem" title={order.event.title} />
          </div>
          <div className={styles.rowText}>
            <Link href={paths.ticket(order.event.slug)}>{order.event.title}</Link>
            <span className={styles.muted}>{eventSchedule(order.event)}</span>
            <span className={styles.muted}>{order.event.venue}</span>
          </div>
        </div>
        <dl className={styles.facts}>
          <dt>Organiser</dt>
          <dd>
            <Link href={paths.sellerProfile(order.organiser.id)}>{order.organiser.name}</Link>
          </dd>
        </dl>
      </Section>
      <Section title="Order">
        <dl className={styles.lines} aria-label="Tickets bought">
          {order.lines.map((line) => (
            <div key={line.tierId} className={styles.lineRow}>
              <dt>
                {line.tierName} × {line.quantity}
                {line.seatsPerTicket > 1 ? ` (admits ${line.seatsPerTicket * line.quantity})` : ''}
              </dt>
              <dd>{amountText(line.subtotalKobo)}</dd>
            </div>
          ))}
          <div className={styles.totalRow}>
            <dt>Total</dt>
            <dd>{amountText(order.totalKobo)}</dd>
          </div>
        </dl>
        <dl className={styles.facts}>
          <dt>Admits</dt>
          <dd>
            {order.admits} {order.admits === 1 ? 'person' : 'people'}
          </dd>
          <dt>Ordered</dt>
          <dd>{dateTime(order.createdAt)}</dd>
          {order.paidAt && order.totalKobo > 0 && (
            <>
              <dt>Paid</dt>
              <dd>{dateTime(order.paidAt)}</dd>
            </>
          )}
          {order.paymentReference && (
            <>
              <dt>Reference</dt>
              <dd>{order.paymentReference}</dd>
            </>
          )}
        </dl>
      </Section>
      <Section title="Contact details">
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>
            {contact.firstname} {contact.lastname}
          </dd>
          <dt>Email</dt>
          <dd>{contact.email}</dd>
          <dt>Phone</dt>
          <dd>{contact.phone}</dd>
          <dt>University</dt>
          <dd>{contact.university ?? 'Not given'}</dd>
          <dt>Address</dt>
          <dd>{contact.address}</dd>
          <dt>Closest landmark</dt>
          <dd>{contact.landmark}</dd>
        </dl>
      </Section>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <SkeletonRegion label="Loading the ticket order">
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

function goToPaymentPage(url: string) {
  window.location.assign(url);
}

export interface TicketOrderScreenProps {
  /** Sends the browser to the payment page (stories pass a stand-in). */
  goToPayment?: (url: string) => void;
}

/**
 * /dashboard/tickets/{id}: one ticket order of the buyer. What its state means (and, unpaid,
 * the time left and 'Pay now'); the tickets, one card each with its QR and code, to print or
 * have e-mailed again; when the organiser moved the start by more than an hour, from when to
 * when and 'Ask for a refund' until the new start; 'Report a problem' once the event has started,
 * and the report's decision; the event, the lines and total, and the contact details.
 */
export function TicketOrderScreen({ goToPayment = goToPaymentPage }: TicketOrderScreenProps) {
  const { id = '' } = useParams();
  const { data: order, error, mutate } = useTicketOrder(id);

  let content;
  if (order) {
    const badge = ticketOrderBadge(order.status);
    const state = ticketOrderStateText(order);
    content = (
      <>
        <div className={styles.detailHeader}>
          <h1 className={styles.title}>{order.event.title}</h1>
          <Badge tone={badge.tone} size="md">
            {badge.label}
          </Badge>
        </div>
        <div className={styles.detail}>
          <div className={styles.column}>
            {(state || order.status === 'pending_payment' || order.status === 'expired') && (
              <Card as="div" padding="md">
                <div className={styles.section}>
                  {state && <p>{state}</p>}
                  <PayNow order={order} goToPayment={goToPayment} />
                  {order.status === 'expired' && (
                    <div>
                      <LinkButton href={paths.eventTicketPurchase(order.event.slug)}>Choose again</LinkButton>
                    </div>
                  )}
                </div>
              </Card>
            )}
            {order.dateChange && (
              <Section title="Date changed">
                <DateChangeRefund order={order} />
              </Section>
            )}
            <Tickets order={order} />
            <Report order={order} />
          </div>
          <Facts order={order} />
        </div>
      </>
    );
  } else if (error && (error.status === 404 || error.status === 400)) {
    content = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title="Ticket order not found"
        description="This ticket order does not exist, or it is not one of yours."
        action={<LinkButton href={myTicketsHref}>Back to my tickets</LinkButton>}
      />
    );
  } else if (error) {
    content = <LoadError title="This ticket order could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  } else {
    content = <DetailSkeleton />;
  }

  return (
    <div className={styles.screen}>
      <div className={styles.noPrint}>
        <LinkButton href={myTicketsHref} variant="ghost" size="sm">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to my tickets
        </LinkButton>
      </div>
      {content}
    </div>
  );
}
