import { AlertTriangle, Clock, Mail, Printer } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import * as v from 'valibot';
import { errorMessage, goToPaymentPage, paths, useLeaveForPayment, useMutation } from '../../client';
import { disputeTicketOrderBodySchema, eventSchedule, formatKobo, type TicketOrderDetail } from '../../contract';
import {
  AmountList,
  Button,
  Card,
  DetailLayout,
  DetailPage,
  DetailSection,
  Fact,
  FactList,
  Link,
  LinkButton,
  MediaItem,
  Modal,
  TextArea,
  toast,
  useNow,
} from '../../ui';
import { ListingPhoto } from '../catalogue';
import { useDisputeTicketOrder, useResendTickets, useTicketOrder } from './api';
import { DateChangeRefund } from './DateChangeRefund';
import { TicketCard } from './TicketCard';
import { amountText, dateTime, myTicketsHref, ticketOrderBadge, ticketOrderStateText, timeLeftText } from './ticketView';
import * as styles from './tickets.css';

export const REPORT_TITLE = 'Report a problem';

/** While unpaid: how long is left to pay, and 'Pay now' on the provider's page. */
function PayNow({ order, goToPayment }: { order: TicketOrderDetail; goToPayment: (url: string) => void }) {
  const now = useNow(30_000);
  const { leaving, leave } = useLeaveForPayment(goToPayment);
  const left = order.paymentDueAt ? timeLeftText(order.paymentDueAt, now) : null;
  if (order.status !== 'pending_payment' || !order.authorizationUrl || !left) return null;
  const url = order.authorizationUrl;
  return (
    <div className={styles.spread}>
      <span className={styles.countdown}>
        <Clock size={16} aria-hidden="true" />
        {left === 'less than a minute' ? 'Less than a minute left to pay' : `${left} left to pay`}
      </span>
      <Button isPending={leaving} onPress={() => leave(url)}>
        Pay now {formatKobo(order.totalKobo)}
      </Button>
    </div>
  );
}

function Resend({ order }: { order: TicketOrderDetail }) {
  const resend = useResendTickets(order.id);
  const resending = useMutation(() => resend());
  async function send() {
    const sent = await resending.trigger();
    if (sent.ok) toast.success(`Tickets sent to ${sent.value}`);
  }
  const problem = resending.error ? errorMessage(resending.error) : null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        isPending={resending.sending}
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
  const reporting = useMutation((body: { reason: string }) => dispute(body));
  // The server's word on the reason shows under the field; anything else above the buttons.
  const problem = reporting.error && !reporting.error.fieldErrors.reason ? errorMessage(reporting.error) : null;

  async function submit() {
    const checked = v.safeParse(disputeTicketOrderBodySchema, { reason });
    if (!checked.success) {
      setFieldError(checked.issues[0]?.message);
      return;
    }
    const sent = await reporting.trigger({ reason: checked.output.reason });
    if (sent.ok) {
      toast.success('Report sent. Your payment stays held until Kampus decides.');
      onClose();
    } else if (!sent.aborted && sent.error.fieldErrors.reason) {
      setFieldError(sent.error.fieldErrors.reason);
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
          <Button tone="critical" isPending={reporting.sending} onPress={() => void submit()}>
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
    <DetailSection title="Problem report">
      {dispute ? (
        <FactList>
          <Fact term="Reported">{dateTime(dispute.openedAt)}</Fact>
          <Fact term="Your reason">{dispute.reason}</Fact>
          <Fact term="Decision">
            {dispute.decision
              ? `${
                  dispute.decision.outcome === 'split'
                    ? `Split: ${formatKobo(dispute.decision.buyerKobo)} to you, ${formatKobo(dispute.decision.sellerKobo)} to the organiser`
                    : outcomeText[dispute.decision.outcome]
                }${dispute.decision.note ? ` (${dispute.decision.note})` : ''}, ${dateTime(dispute.decision.decidedAt)}`
              : 'Waiting for Kampus to decide'}
          </Fact>
        </FactList>
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
    </DetailSection>
  );
}

function Tickets({ order }: { order: TicketOrderDetail }) {
  if (order.tickets.length === 0) return null;
  return (
    <DetailSection
      title={`Your tickets (${order.tickets.length})`}
      actions={
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button
            variant="transparent"
            size="sm"
            iconStart={<Printer size={16} aria-hidden="true" />}
            onPress={() => window.print()}
          >
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
    </DetailSection>
  );
}

function Facts({ order }: { order: TicketOrderDetail }) {
  const { contact } = order;
  return (
    <>
      <DetailSection title="Event">
        <MediaItem media={<ListingPhoto image={order.event.image} sizes="5rem" title={order.event.title} />}>
          <Link href={paths.ticket(order.event.slug)}>{order.event.title}</Link>
          <span className={styles.muted}>{eventSchedule(order.event)}</span>
          <span className={styles.muted}>{order.event.venue}</span>
        </MediaItem>
        <FactList>
          <Fact term="Organiser">
            <Link href={paths.sellerProfile(order.organiser.id)}>{order.organiser.name}</Link>
          </Fact>
        </FactList>
      </DetailSection>
      <DetailSection title="Order">
        <AmountList
          aria-label="Tickets bought"
          rows={[
            ...order.lines.map((line) => ({
              id: line.tierId,
              label: `${line.tierName} × ${line.quantity}${line.seatsPerTicket > 1 ? ` (admits ${line.seatsPerTicket * line.quantity})` : ''}`,
              amount: amountText(line.subtotalKobo),
            })),
            { id: 'total', label: 'Total', amount: amountText(order.totalKobo), total: true },
          ]}
        />
        <FactList>
          <Fact term="Admits">
            {order.admits} {order.admits === 1 ? 'person' : 'people'}
          </Fact>
          <Fact term="Ordered">{dateTime(order.createdAt)}</Fact>
          {order.paidAt && order.totalKobo > 0 && <Fact term="Paid">{dateTime(order.paidAt)}</Fact>}
          {order.paymentReference && <Fact term="Reference">{order.paymentReference}</Fact>}
        </FactList>
      </DetailSection>
      <DetailSection title="Contact details">
        <FactList>
          <Fact term="Name">
            {contact.firstname} {contact.lastname}
          </Fact>
          <Fact term="Email">{contact.email}</Fact>
          <Fact term="Phone">{contact.phone}</Fact>
          <Fact term="University">{contact.university ?? 'Not given'}</Fact>
          <Fact term="Address">{contact.address}</Fact>
          <Fact term="Closest landmark">{contact.landmark}</Fact>
        </FactList>
      </DetailSection>
    </>
  );
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

  const state = order && ticketOrderStateText(order);
  return (
    <DetailPage
      noun="ticket order"
      back={{ href: myTicketsHref, label: 'Back to my tickets' }}
      error={error}
      onRetry={() => void mutate()}
    >
      {order && (
        <DetailLayout
          title={order.event.title}
          badge={ticketOrderBadge(order.status)}
          main={
            <>
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
                <DetailSection title="Date changed">
                  <DateChangeRefund order={order} />
                </DetailSection>
              )}
              <Tickets order={order} />
              <Report order={order} />
            </>
          }
          aside={<Facts order={order} />}
        />
      )}
    </DetailPage>
  );
}
