import { AlertTriangle, CalendarX, Ticket as TicketIcon, TicketX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage, paths, useCurrentUser, useForm, useSession, useUniversities } from '../../client';
import type { CreateTicketOrderResponse, CurrentUser, EventDetail, TicketTier, University } from '../../contract';
import {
  Badge,
  Button,
  DeferredSearchableSelect,
  EmptyState,
  formatKobo,
  LinkButton,
  LoadError,
  QuantityStepper,
  Skeleton,
  SkeletonRegion,
  Steps,
  TextField,
  toast,
  useHydrated,
} from '../../ui';
import { usePlaceTicketOrder, usePurchaseEvent } from './api';
import {
  admitsText,
  choiceFromParam,
  choiceToParam,
  CHOICE_PARAM,
  CONTACT_STEP,
  contactFields,
  contactFormSchema,
  eventSchedule,
  fitChoice,
  initialContactValues,
  maxForTier,
  purchaseBlock,
  purchaseSummary,
  purchaseUrl,
  remainingText,
  splitContactErrors,
  STEP_PARAM,
  tierPriceText,
  type PurchaseSummary,
  type TicketChoice,
} from './purchase';
import * as styles from './tickets.css';

export const SELECT_STEP_TITLE = 'Select Ticket Type';
export const CONTACT_STEP_TITLE = 'Contact Details';
export const NOTHING_CHOSEN = 'Kindly select a ticket type to continue.';
export const UNIVERSITY_PLACEHOLDER = '-- Select your University --';
export const NO_EVENT_TITLE = 'We could not find this event';
export const CANCELLED_TITLE = 'This event was cancelled';
export const ENDED_TITLE = 'This event has ended';
export const UNAVAILABLE_TITLE = 'Tickets are not on sale';
export const OWN_EVENT_TITLE = 'You cannot buy tickets to your own event';

/** The button that sends the order: 'Get free tickets', or 'Pay ₦22,900'. */
export function submitLabel(totalKobo: number): string {
  return totalKobo === 0 ? 'Get free tickets' : `Pay ${formatKobo(totalKobo)}`;
}

const findEvents = <LinkButton href={paths.explore({ type: 'tickets' })}>Find events</LinkButton>;

function Summary({ summary }: { summary: PurchaseSummary }) {
  return (
    <section className={styles.summaryPanel} aria-labelledby="purchase-summary">
      <h2 id="purchase-summary" className={styles.summaryTitle}>
        Summary
      </h2>
      {summary.lines.length === 0 ? (
        <p className={styles.muted}>{NOTHING_CHOSEN}</p>
      ) : (
        <dl className={styles.lines} aria-label="Chosen tickets">
          {summary.lines.map((line) => (
            <div key={line.tierId} className={styles.lineRow}>
              <dt>
                {line.name} × {line.quantity}
              </dt>
              <dd>{line.subtotalKobo === 0 ? 'Free' : formatKobo(line.subtotalKobo)}</dd>
            </div>
          ))}
          <div className={styles.totalRow}>
            <dt>Total</dt>
            <dd>{formatKobo(summary.totalKobo)}</dd>
          </div>
        </dl>
      )}
      {summary.lines.length > 0 && (
        <p className={styles.muted}>
          {summary.tickets} {summary.tickets === 1 ? 'ticket' : 'tickets'}, admitting {summary.admits}{' '}
          {summary.admits === 1 ? 'person' : 'people'}. Each person gets their own QR code.
        </p>
      )}
    </section>
  );
}

interface TierRowProps {
  tier: TicketTier;
  quantity: number;
  onChange: (quantity: number) => void;
  /** Waiting for its handlers (a page the server rendered, not yet hydrated). */
  inert: boolean;
}

function TierRow({ tier, quantity, onChange, inert }: TierRowProps) {
  const max = maxForTier(tier);
  const soldOut = max === 0;
  const nameId = `tier-${tier.id}`;
  const admits = admitsText(tier.seatsPerTicket);
  return (
    <li className={quantity > 0 ? `${styles.tier} ${styles.tierChosen}` : styles.tier} aria-labelledby={nameId}>
      <div className={styles.tierText}>
        <h3 id={nameId} className={styles.tierName}>
          {tier.name}
        </h3>
        <span className={styles.tierPrice}>{tierPriceText(tier.priceKobo)}</span>
        {tier.description && <span className={styles.muted}>{tier.description}</span>}
        <span className={styles.tierFacts}>
          {admits && <Badge tone="info">{admits}</Badge>}
          {soldOut ? (
            <Badge tone="neutral">Sold out</Badge>
          ) : (
            <span className={styles.muted}>{remainingText(tier.remaining)}</span>
          )}
        </span>
      </div>
      <QuantityStepper
        label={`${tier.name} tickets`}
        hideLabel
        minValue={0}
        maxValue={Math.max(max, 0)}
        value={soldOut ? 0 : quantity}
        isDisabled={soldOut || inert}
        onChange={onChange}
      />
    </li>
  );
}

interface PurchaseFlowProps {
  event: EventDetail;
  user: CurrentUser | undefined;
  universities: { data?: University[]; error?: Error };
  choice: TicketChoice;
  onChoiceChange: (choice: TicketChoice) => void;
  startOnContact: boolean;
  refreshEvent: () => void;
  goToPayment: (url: string) => void;
}

function PurchaseFlow({
  event,
  user,
  universities,
  choice: wanted,
  onChoiceChange,
  startOnContact,
  refreshEvent,
  goToPayment,
}: PurchaseFlowProps) {
  // Rendered by the server, the flow waits for its handlers: nothing typed or tapped is lost.
  const inert = !useHydrated();
  // Fewer tickets may be left after the event is fetched again.
  const choice = fitChoice(wanted, event.tiers);
  const summary = purchaseSummary(choice, event.tiers);
  const [step, setStep] = useState<1 | 2>(startOnContact && user && summary.lines.length > 0 ? 2 : 1);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const placeOrder = usePlaceTicketOrder();
  const allSoldOut = event.tiers.every((tier) => maxForTier(tier) === 0);
  // Moving between the steps takes the focus to the new step's title (not on the first render).
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepTitle.current?.focus();
  }, [step]);

  const form = useForm({
    schema: contactFormSchema,
    fields: contactFields,
    initialValues: initialContactValues(user, universities.data ?? []),
    onValid: async (contact, signal) => {
      if (summary.lines.length === 0) {
        setStep(1);
        setProblem(NOTHING_CHOSEN);
        return;
      }
      setProblem(null);
      let placed: CreateTicketOrderResponse['data'];
      try {
        placed = await placeOrder({
          eventId: event.id,
          items: summary.lines.map((line) => ({ tierId: line.tierId, quantity: line.quantity })),
          contact,
        });
      } catch (error) {
        if (!signal.aborted) showFailure(error);
        return;
      }
      if (signal.aborted) return;
      // The page is leaving: the button stays busy until it has gone.
      setLeaving(true);
      if (placed.payment) {
        goToPayment(placed.payment.authorizationUrl);
      } else {
        toast.success('Your tickets are ready!');
        void navigate(paths.dashboard.ticketOrder(placed.order.id));
      }
    },
  });

  function showFailure(error: unknown) {
    if (error instanceof ApiError && error.status === 400) {
      const { fields, other } = splitContactErrors(error.fieldErrors);
      if (Object.keys(fields).length > 0) form.showErrors(fields);
      const message = other[0] ?? (Object.keys(fields).length === 0 ? error.message : undefined);
      if (message) setProblem(message);
      return;
    }
    const status = error instanceof ApiError ? error.status : 0;
    // Sold out meanwhile (409) or gone (404): show what is left now, on the tiers.
    if (status === 409 || status === 404) {
      refreshEvent();
      setStep(1);
    }
    setProblem(errorMessage(error));
  }

  function setQuantity(tierId: string, quantity: number) {
    setProblem(null);
    onChoiceChange({ ...choice, [tierId]: quantity });
  }

  function toContact() {
    if (summary.lines.length === 0) {
      setProblem(NOTHING_CHOSEN);
      return;
    }
    if (!user) {
      // Buying needs an account: the guest logs in and comes back to this choice, on step 2.
      void navigate(paths.loginThen(purchaseUrl(event.slug, choice, CONTACT_STEP)));
      return;
    }
    setProblem(null);
    setStep(2);
  }

  const busy = form.isPending || leaving;
  const problemBox = problem && (
    <p className={styles.problem} role="alert">
      <AlertTriangle size={18} aria-hidden="true" className={styles.boxIcon} />
      <span>{problem}</span>
    </p>
  );

  return (
    <div className={styles.layout}>
      <div className={styles.panel}>
        <Steps step={step} totalSteps={2} />
        {step === 1 ? (
          <section className={styles.section} aria-labelledby="purchase-step">
            <h2 id="purchase-step" ref={stepTitle} tabIndex={-1} className={styles.sectionTitle}>
              {SELECT_STEP_TITLE}
            </h2>
            {allSoldOut && (
              <p className={styles.notice}>Every ticket has been sold. Check back later: unpaid orders give theirs back.</p>
            )}
            <ul className={styles.list} aria-label="Ticket types">
              {event.tiers.map((tier) => (
                <TierRow
                  key={tier.id}
                  tier={tier}
                  quantity={choice[tier.id] ?? 0}
                  onChange={(quantity) => setQuantity(tier.id, quantity)}
                  inert={inert}
                />
              ))}
            </ul>
            {problemBox}
            <div className={styles.spread}>
              <span className={styles.muted}>{user ? '' : 'You log in before the contact details: your choice is kept.'}</span>
              <Button onPress={toContact} isDisabled={allSoldOut || inert}>
                Continue
              </Button>
            </div>
          </section>
        ) : (
          <form {...form.formProps} className={styles.section} aria-labelledby="purchase-step">
            <h2 id="purchase-step" ref={stepTitle} tabIndex={-1} className={styles.sectionTitle}>
              {CONTACT_STEP_TITLE}
            </h2>
            <p className={styles.muted}>Your tickets are e-mailed to this address and shown in your orders.</p>
            <div className={styles.fields}>
              <TextField
                {...form.field('firstname')}
                isDisabled={inert}
                label="First Name"
                autoComplete="given-name"
                isRequired
              />
              <TextField {...form.field('lastname')} isDisabled={inert} label="Last Name" autoComplete="family-name" isRequired />
              <TextField
                {...form.field('email')}
                isDisabled={inert}
                label="Email Address"
                type="email"
                autoComplete="email"
                isRequired
              />
              <TextField
                {...form.field('phone')}
                isDisabled={inert}
                label="Phone Number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="08012345678"
                isRequired
              />
              <div className={styles.wide}>
                <DeferredSearchableSelect
                  label="University"
                  name="universityId"
                  placeholder={UNIVERSITY_PLACEHOLDER}
                  items={universities.data ?? []}
                  selectedKey={form.values.universityId === '' ? null : Number(form.values.universityId)}
                  onSelectionChange={(key) => form.setValue('universityId', key === null ? '' : String(key))}
                  description={
                    universities.error ? `The list of universities could not be loaded: ${universities.error.message}` : undefined
                  }
                  validationError={form.errors.universityId}
                  isRequired
                  isDisabled={inert}
                />
              </div>
              <div className={styles.wide}>
                <TextField
                  {...form.field('address')}
                  isDisabled={inert}
                  label="Address in University"
                  placeholder="Hall, block and room, or department"
                  autoComplete="off"
                  isRequired
                />
              </div>
              <div className={styles.wide}>
                <TextField
                  {...form.field('landmark')}
                  isDisabled={inert}
                  label="Closest Landmark"
                  placeholder="e.g. Opposite the Faculty of Science gate"
                  autoComplete="off"
                  isRequired
                />
              </div>
            </div>
            {problemBox}
            <div className={styles.spread}>
              <Button
                variant="outline"
                isDisabled={busy || inert}
                onPress={() => {
                  setProblem(null);
                  setStep(1);
                }}
              >
                Go Back
              </Button>
              <Button type="submit" isPending={busy} isDisabled={inert}>
                {submitLabel(summary.totalKobo)}
              </Button>
            </div>
            <p className={styles.muted}>
              {summary.totalKobo === 0
                ? 'Free tickets are issued at once.'
                : "You pay on Paystack's secure page, then come back here. Unpaid tickets are held for 30 minutes."}
            </p>
          </form>
        )}
      </div>
      <Summary summary={summary} />
    </div>
  );
}

function PurchaseSkeleton() {
  return (
    <SkeletonRegion label="Loading the tickets">
      <div className={styles.layout}>
        <div className={styles.panel}>
          <Skeleton lines={2} />
          <Skeleton lines={3} />
          <Skeleton lines={3} />
        </div>
        <div className={styles.panel}>
          <Skeleton lines={2} />
        </div>
      </div>
    </SkeletonRegion>
  );
}

function goToPaymentPage(url: string) {
  window.location.assign(url);
}

export interface TicketPurchaseScreenProps {
  /** Sends the browser to the payment page (stories pass a stand-in). */
  goToPayment?: (url: string) => void;
}

/**
 * /ticket/purchase?event={slug}: step 1 'Select Ticket Type' (each tier with its price, what
 * is left and a counter), step 2 'Contact Details' (prefilled for a signed-in buyer), and the
 * SUMMARY beside them. The choice is kept in the address (`tickets=`), so a guest who logs in
 * comes back to it. Free tickets are issued at once (the order's page); paid ones go to the
 * payment page. A cancelled, ended or unknown event says so and sells nothing.
 */
export function TicketPurchaseScreen({ goToPayment = goToPaymentPage }: TicketPurchaseScreenProps) {
  const [params, setParams] = useSearchParams();
  const slug = params.get('event');
  const event = usePurchaseEvent(slug);
  const session = useSession();
  const user = useCurrentUser();
  const universities = useUniversities();

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
  } else if (session && user.error) {
    content = (
      <LoadError title="Your details could not be loaded" message={user.error.message} onRetry={() => void user.mutate()} />
    );
  } else if (!event.data || (session && !user.data) || (!universities.data && !universities.error)) {
    content = <PurchaseSkeleton />;
  } else {
    const data = event.data;
    eventLine = (
      <div className={styles.eventLine}>
        <span className={styles.sectionTitle}>{data.title}</span>
        <span className={styles.muted}>
          {eventSchedule(data)} · {data.venue}
        </span>
      </div>
    );
    const block = purchaseBlock(data, user.data?.id);
    if (block) {
      content = <Blocked block={block} event={data} />;
    } else {
      content = (
        <PurchaseFlow
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
  }

  return (
    <div className={styles.page}>
      <div className={styles.eventLine}>
        <h1 className={styles.heading}>Buy tickets</h1>
        {eventLine}
      </div>
      {content}
    </div>
  );
}

function Blocked({ block, event }: { block: NonNullable<ReturnType<typeof purchaseBlock>>; event: EventDetail }) {
  const back = <LinkButton href={paths.ticket(event.slug)}>Back to the event</LinkButton>;
  switch (block) {
    case 'cancelled':
      return (
        <EmptyState
          icon={<CalendarX aria-hidden="true" />}
          title={CANCELLED_TITLE}
          description="The organiser cancelled it, so no tickets are sold. Anyone who had paid is refunded in full."
          action={findEvents}
        />
      );
    case 'ended':
      return (
        <EmptyState
          icon={<CalendarX aria-hidden="true" />}
          title={ENDED_TITLE}
          description="Tickets are no longer sold for it."
          action={findEvents}
        />
      );
    case 'unavailable':
      return (
        <EmptyState
          icon={<TicketX aria-hidden="true" />}
          title={UNAVAILABLE_TITLE}
          description="The organiser is not selling tickets for this event at the moment."
          action={back}
        />
      );
    case 'own':
      return (
        <EmptyState
          icon={<TicketIcon aria-hidden="true" />}
          title={OWN_EVENT_TITLE}
          description="This is one of your events. Buyers choose their tickets here; you can check guests in from your seller dashboard."
          action={<LinkButton href={paths.sellerDashboard.editListing('tickets', event.slug)}>Edit event</LinkButton>}
        />
      );
  }
}
