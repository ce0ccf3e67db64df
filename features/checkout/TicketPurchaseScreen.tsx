import { CalendarX, Ticket as TicketIcon, TicketX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, goToPaymentPage, paths } from '../../client';
import { eventSchedule, type EventDetail } from '../../contract';
import { EmptyState, LinkButton, LoadError, PageBlock, PageTitle, Skeleton, SkeletonRegion, Stack, Text } from '../../ui';
import * as shared from './purchase/purchase.css';
import { useBuyer, type LeavesForPayment } from './purchase/useBuyer';
import { usePurchaseEvent } from './ticket/api';
import { TicketPurchaseFlow } from './ticket/TicketPurchaseFlow';
import { CHOICE_PARAM, choiceFromParam, choiceToParam, CONTACT_STEP, purchaseBlock, STEP_PARAM } from './ticket/ticketPurchase';
import * as styles from './ticket/ticketPurchase.css';

export { submitLabel } from './ticket/TicketPurchaseFlow';
export { NOTHING_CHOSEN } from './ticket/TicketSummary';
export { CONTACT_STEP_TITLE, SELECT_STEP_TITLE, UNIVERSITY_PLACEHOLDER } from './ticket/TicketSteps';

export const NO_EVENT_TITLE = 'We could not find this event';
export const CANCELLED_TITLE = 'This event was cancelled';
export const ENDED_TITLE = 'This event has ended';
export const UNAVAILABLE_TITLE = 'Tickets are not on sale';
export const OWN_EVENT_TITLE = 'You cannot buy tickets to your own event';

const findEvents = <LinkButton href={paths.explore({ type: 'tickets' })}>Find events</LinkButton>;

function PurchaseSkeleton() {
  return (
    <SkeletonRegion label="Loading the tickets">
      <div className={styles.layout}>
        <div className={shared.panel}>
          <Skeleton lines={2} />
          <Skeleton lines={3} />
          <Skeleton lines={3} />
        </div>
        <div className={shared.panel}>
          <Skeleton lines={2} />
        </div>
      </div>
    </SkeletonRegion>
  );
}

/** Why this event's tickets cannot be bought, and where to go instead. */
function Blocked({ block, event }: { block: NonNullable<ReturnType<typeof purchaseBlock>>; event: EventDetail }) {
  const blocked = {
    cancelled: {
      icon: <CalendarX aria-hidden="true" />,
      title: CANCELLED_TITLE,
      description: 'The organiser cancelled it, so no tickets are sold. Anyone who had paid is refunded in full.',
      action: findEvents,
    },
    ended: {
      icon: <CalendarX aria-hidden="true" />,
      title: ENDED_TITLE,
      description: 'Tickets are no longer sold for it.',
      action: findEvents,
    },
    unavailable: {
      icon: <TicketX aria-hidden="true" />,
      title: UNAVAILABLE_TITLE,
      description: 'The organiser is not selling tickets for this event at the moment.',
      action: <LinkButton href={paths.ticket(event.slug)}>Back to the event</LinkButton>,
    },
    own: {
      icon: <TicketIcon aria-hidden="true" />,
      title: OWN_EVENT_TITLE,
      description:
        'This is one of your events. Buyers choose their tickets here; you can check guests in from your seller dashboard.',
      action: <LinkButton href={paths.sellerDashboard.editListing('tickets', event.slug)}>Edit event</LinkButton>,
    },
  }[block];
  return <EmptyState {...blocked} />;
}

/**
 * /ticket/purchase?event={slug}: step 1 'Select Ticket Type' (each tier with its price, what
 * is left and a counter), step 2 'Contact Details' (prefilled for a signed-in buyer), and the
 * SUMMARY beside them. The choice is kept in the address (`tickets=`), so a guest who logs in
 * comes back to it. Free tickets are issued at once (the order's page); paid ones go to the
 * payment page. A cancelled, ended or unknown event says so and sells nothing.
 */
export function TicketPurchaseScreen({ goToPayment = goToPaymentPage }: LeavesForPayment) {
  const [params, setParams] = useSearchParams();
  const slug = params.get('event');
  const event = usePurchaseEvent(slug);
  const { session, user, universities, detailsError } = useBuyer();

  let content: ReactNode;
  let eventLine: ReactNode = null;
  if (!slug || (event.error instanceof ApiError && (event.error.status === 404 || event.error.status === 400))) {
    content = (
      <EmptyState
        icon={<TicketX aria-hidden="true" />}
        title={NO_EVENT_TITLE}
        description={slug ? 'It may have been removed, or the link is mistyped.' : 'Open an event and press ‘Get Ticket(s) Now’.'}
        action={findEvents}
      />
    );
  } else if (event.error) {
    content = (
      <LoadError title="This event could not be loaded" message={event.error.message} onRetry={() => void event.mutate()} />
    );
  } else if (detailsError) {
    content = detailsError;
  } else if (!event.data || (session && !user.data) || (!universities.data && !universities.error)) {
    content = <PurchaseSkeleton />;
  } else {
    const data = event.data;
    eventLine = (
      <Stack space="1">
        <Text as="span" size="lg" weight="semibold">
          {data.title}
        </Text>
        <Text as="span" size="sm" tone="muted">
          {eventSchedule(data)} · {data.venue}
        </Text>
      </Stack>
    );
    const block = purchaseBlock(data, user.data?.id);
    content = block ? (
      <Blocked block={block} event={data} />
    ) : (
      <TicketPurchaseFlow
        key={data.id}
        event={data}
        user={session ? user.data : undefined}
        universities={universities}
        choice={choiceFromParam(params.get(CHOICE_PARAM))}
        onChoiceChange={(choice) => {
          const next = new URLSearchParams(params);
          const value = choiceToParam(choice);
          if (value) next.set(CHOICE_PARAM, value);
          else next.delete(CHOICE_PARAM);
          next.delete(STEP_PARAM);
          setParams(next, { replace: true });
        }}
        startOnContact={params.get(STEP_PARAM) === CONTACT_STEP}
        refreshEvent={() => void event.mutate()}
        goToPayment={goToPayment}
      />
    );
  }

  return (
    <PageBlock>
      <Stack space="6">
        <Stack space="1">
          <PageTitle>Buy tickets</PageTitle>
          {eventLine}
        </Stack>
        {content}
      </Stack>
    </PageBlock>
  );
}
