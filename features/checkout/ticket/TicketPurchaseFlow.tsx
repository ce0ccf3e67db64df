import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, useForm, useMutation } from '../../../client';
import { formatKobo, type CurrentUser, type EventDetail, type University } from '../../../contract';
import { Steps, toast, useHydrated } from '../../../ui';
import { initialPurchase, isBusy, purchaseReducer } from '../purchase/phase';
import { PurchaseProblem } from '../purchase/PurchaseProblem';
import { readRefusal } from '../purchase/refusal';
import * as shared from '../purchase/purchase.css';
import { usePlaceTicketOrder } from './api';
import {
  CONTACT_STEP,
  contactFields,
  contactFormSchema,
  fitChoice,
  initialContactValues,
  purchaseSummary,
  purchaseUrl,
  splitContactErrors,
  type TicketChoice,
} from './ticketPurchase';
import * as styles from './ticketPurchase.css';
import { NOTHING_CHOSEN, TicketSummary } from './TicketSummary';
import { ContactStep, SelectStep } from './TicketSteps';

/** The button that sends the order: 'Get free tickets', or 'Pay ₦22,900'. */
export function submitLabel(totalKobo: number): string {
  return totalKobo === 0 ? 'Get free tickets' : `Pay ${formatKobo(totalKobo)}`;
}

const nothingChosen = { type: 'fail', problem: { message: NOTHING_CHOSEN, canRetry: false } } as const;

/** Moving between the steps takes the focus to the new step's title (not on the first render). */
function useStepFocus(step: number) {
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    title.current?.focus();
  }, [step]);
  return title;
}

export interface TicketPurchaseFlowProps {
  event: EventDetail;
  user: CurrentUser | undefined;
  universities: { data?: University[]; error?: Error };
  choice: TicketChoice;
  onChoiceChange: (choice: TicketChoice) => void;
  startOnContact: boolean;
  refreshEvent: () => void;
  goToPayment: (url: string) => void;
}

/**
 * The two steps and the SUMMARY. Sending places the order (which reserves the tickets), then
 * leaves for the payment page, or for free tickets, for the order's page.
 */
export function TicketPurchaseFlow(props: TicketPurchaseFlowProps) {
  const { event, user, universities, onChoiceChange, refreshEvent, goToPayment } = props;
  // Rendered by the server, the flow waits for its handlers: nothing typed or tapped is lost.
  const inert = !useHydrated();
  // Fewer tickets may be left after the event is fetched again.
  const choice = fitChoice(props.choice, event.tiers);
  const summary = purchaseSummary(choice, event.tiers);
  const [step, setStep] = useState<1 | 2>(props.startOnContact && user && summary.lines.length > 0 ? 2 : 1);
  const [purchase, dispatch] = useReducer(purchaseReducer<never>, initialPurchase);
  const navigate = useNavigate();
  const placeOrder = useMutation(usePlaceTicketOrder());
  const stepTitle = useStepFocus(step);

  const form = useForm({
    schema: contactFormSchema,
    fields: contactFields,
    initialValues: initialContactValues(user, universities.data ?? []),
    onValid: async (contact, signal) => {
      if (summary.lines.length === 0) {
        setStep(1);
        dispatch(nothingChosen);
        return;
      }
      dispatch({ type: 'place' });
      const items = summary.lines.map((line) => ({ tierId: line.tierId, quantity: line.quantity }));
      const placed = await placeOrder.trigger({ eventId: event.id, items, contact });
      if (signal.aborted || (!placed.ok && placed.aborted)) return;
      if (!placed.ok) {
        const refusal = readRefusal(placed.error, splitContactErrors);
        if (Object.keys(refusal.fields).length > 0) form.showErrors(refusal.fields);
        // Sold out meanwhile (409) or gone (404): show what is left now, on the tiers.
        if (refusal.stale) {
          refreshEvent();
          setStep(1);
        }
        const { message } = refusal;
        dispatch(message === null ? { type: 'settle' } : { type: 'fail', problem: { message, canRetry: false } });
        return;
      }
      // The page is leaving: the button stays busy until it has gone.
      dispatch({ type: 'leave' });
      const { payment, order } = placed.value;
      if (payment) {
        goToPayment(payment.authorizationUrl);
      } else {
        toast.success('Your tickets are ready!');
        void navigate(paths.dashboard.ticketOrder(order.id));
      }
    },
  });

  function toContact() {
    if (summary.lines.length === 0) {
      dispatch(nothingChosen);
    } else if (!user) {
      // Buying needs an account: the guest logs in and comes back to this choice, on step 2.
      void navigate(paths.loginThen(purchaseUrl(event.slug, choice, CONTACT_STEP)));
    } else {
      dispatch({ type: 'dismiss' });
      setStep(2);
    }
  }

  const problem = purchase.problem && <PurchaseProblem message={purchase.problem.message} />;
  return (
    <div className={styles.layout}>
      <div className={shared.panel}>
        <Steps step={step} totalSteps={2} />
        {step === 1 ? (
          <SelectStep
            event={event}
            choice={choice}
            onQuantityChange={(tierId, quantity) => {
              dispatch({ type: 'dismiss' });
              onChoiceChange({ ...choice, [tierId]: quantity });
            }}
            onContinue={toContact}
            signedIn={user !== undefined}
            problem={problem}
            titleRef={stepTitle}
            inert={inert}
          />
        ) : (
          <ContactStep
            formProps={form.formProps}
            field={form.field}
            universities={universities}
            submitLabel={submitLabel(summary.totalKobo)}
            free={summary.totalKobo === 0}
            onBack={() => {
              dispatch({ type: 'dismiss' });
              setStep(1);
            }}
            problem={problem}
            busy={isBusy(purchase)}
            titleRef={stepTitle}
            inert={inert}
          />
        )}
      </div>
      <TicketSummary summary={summary} />
    </div>
  );
}
