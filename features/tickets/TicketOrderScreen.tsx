import { Clock, Mail, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage, goToPaymentPage, paths, useForm, useLeaveForPayment, useMutation } from '../../client';
import { disputeTicketOrderBodySchema, formatKobo, type DisputeTicketOrderBody, type TicketOrderDetail } from '../../contract';
import {
  Button,
  Card,
  DetailLayout,
  DetailPage,
  DetailSection,
  Fact,
  FactList,
  Inline,
  LinkButton,
  Modal,
  Stack,
  Text,
  TextArea,
  Tiles,
  toast,
  useNow,
} from '../../ui';
import { useAnswerDisputeQuestion, useDisputeTicketOrder, useResendTickets, useTicketOrder } from './api';
import { DateChangeRefund } from './DateChangeRefund';
import { DisputeQuestions } from '../orders';
import { ProblemNotice } from './ProblemNotice';
import { TicketCard } from './TicketCard';
import { TicketOrderFacts } from './TicketOrderFacts';
import { dateTime, myTicketsHref, ticketOrderBadge, ticketOrderStateText, timeLeftText } from './ticketView';
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
    <Inline space="3" align="spaceBetween">
      <Text as="span" weight="semibold">
        <Inline as="span" space="2">
          <Clock size={16} aria-hidden="true" />
          {left === 'less than a minute' ? 'Less than a minute left to pay' : `${left} left to pay`}
        </Inline>
      </Text>
      <Button isPending={leaving} onPress={() => leave(url)}>
        Pay now {formatKobo(order.totalKobo)}
      </Button>
    </Inline>
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
      {problem && <ProblemNotice>{problem}</ProblemNotice>}
    </>
  );
}

const reportFields = ['reason'] as const;

function ReportDialog({ order, isOpen, onClose }: { order: TicketOrderDetail; isOpen: boolean; onClose: () => void }) {
  const formId = useId();
  const dispute = useDisputeTicketOrder(order.id);
  const reporting = useMutation((body: DisputeTicketOrderBody) => dispute(body));
  const form = useForm({
    schema: disputeTicketOrderBodySchema,
    fields: reportFields,
    onValid: async (body) => {
      const sent = await reporting.trigger(body);
      if (sent.ok) {
        toast.success('Report sent. Your payment stays held until Kampus decides.');
        onClose();
      } else if (!sent.aborted) {
        form.showServerErrors(sent.error);
      }
    },
  });
  // The server's word on the reason shows under the field; anything else above the buttons.
  const problem = reporting.error && !reporting.error.fieldErrors.reason ? errorMessage(reporting.error) : null;

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
          <Button tone="critical" type="submit" form={formId} isPending={reporting.sending}>
            Send report
          </Button>
        </>
      }
    >
      <Stack space="3">
        <p>
          Tell Kampus if the event did not happen. Your payment stays held while Kampus looks into it, and the organiser is not
          paid until it is decided.
        </p>
        <form {...form.formProps} id={formId}>
          <TextArea {...form.field('reason')} label="Reason" description="What happened?" isRequired maxLength={1000} rows={4} />
        </form>
        {problem && <ProblemNotice>{problem}</ProblemNotice>}
      </Stack>
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
  const answerQuestion = useAnswerDisputeQuestion(order.id);
  const { dispute } = order;
  if (!dispute && !order.canDispute) return null;
  return (
    <DetailSection title="Problem report">
      {dispute ? (
        <>
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
          <DisputeQuestions
            questions={dispute.questions}
            decided={dispute.decision !== null}
            decidedNote="The report was decided before you answered."
            answer={answerQuestion}
          />
        </>
      ) : (
        <>
          <Text size="sm" tone="muted">
            Did the event not happen? Report it before the organiser is paid.
          </Text>
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
        <div className={styles.noPrint}>
          <Inline space="3">
            <Button
              variant="transparent"
              size="sm"
              iconStart={<Printer size={16} aria-hidden="true" />}
              onPress={() => window.print()}
            >
              Print
            </Button>
            <Resend order={order} />
          </Inline>
        </div>
      }
    >
      <Tiles as="ul" columns={{ mobile: 1, tablet: 2 }} space="4" aria-label="Tickets">
        {order.tickets.map((ticket, index) => (
          <TicketCard key={ticket.id} ticket={ticket} index={index + 1} />
        ))}
      </Tiles>
    </DetailSection>
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
                  <Stack space="3">
                    {state && <p>{state}</p>}
                    <PayNow order={order} goToPayment={goToPayment} />
                    {order.status === 'expired' && (
                      <div>
                        <LinkButton href={paths.eventTicketPurchase(order.event.slug)}>Choose again</LinkButton>
                      </div>
                    )}
                  </Stack>
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
          aside={<TicketOrderFacts order={order} />}
        />
      )}
    </DetailPage>
  );
}
