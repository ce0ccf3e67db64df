import type { FormEvent, ReactNode, Ref } from 'react';
import type { EventDetail, University } from '../../../contract';
import { Button, Inline, Stack, Text, textClassName } from '../../../ui';
import { ContactFields, type ContactFieldsProps } from '../purchase/ContactFields';
import * as shared from '../purchase/purchase.css';
import { TierRow } from './TierRow';
import { maxForTier, type TicketChoice } from './ticketPurchase';

/** A heading the flow moves the focus to (a ref), which `Heading` does not take. */
const stepTitle = textClassName({ size: 'lg', weight: 'semibold' });

export const SELECT_STEP_TITLE = 'Select Ticket Type';
export const CONTACT_STEP_TITLE = 'Contact Details';
export const UNIVERSITY_PLACEHOLDER = '-- Select your University --';

interface SelectStepProps {
  event: EventDetail;
  choice: TicketChoice;
  onQuantityChange: (tierId: string, quantity: number) => void;
  onContinue: () => void;
  signedIn: boolean;
  problem: ReactNode;
  titleRef: Ref<HTMLHeadingElement>;
  inert: boolean;
}

/** Step 1: each tier with its price, what is left and a counter. */
export function SelectStep({ event, choice, onQuantityChange, onContinue, signedIn, problem, titleRef, inert }: SelectStepProps) {
  const allSoldOut = event.tiers.every((tier) => maxForTier(tier) === 0);
  return (
    <Stack as="section" space="3" aria-labelledby="purchase-step">
      <h2 id="purchase-step" ref={titleRef} tabIndex={-1} className={stepTitle}>
        {SELECT_STEP_TITLE}
      </h2>
      {allSoldOut && (
        <p className={shared.notice}>Every ticket has been sold. Check back later: unpaid orders give theirs back.</p>
      )}
      <Stack as="ul" space="3" aria-label="Ticket types">
        {event.tiers.map((tier) => (
          <TierRow
            key={tier.id}
            tier={tier}
            quantity={choice[tier.id] ?? 0}
            onChange={(quantity) => onQuantityChange(tier.id, quantity)}
            inert={inert}
          />
        ))}
      </Stack>
      {problem}
      <Inline space="3" align="spaceBetween">
        <Text as="span" size="sm" tone="muted">
          {signedIn ? '' : 'You log in before the contact details: your choice is kept.'}
        </Text>
        <Button onPress={onContinue} isDisabled={allSoldOut || inert}>
          Continue
        </Button>
      </Inline>
    </Stack>
  );
}

interface ContactStepProps {
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: boolean };
  field: ContactFieldsProps['field'];
  universities: { data?: University[]; error?: Error };
  submitLabel: string;
  free: boolean;
  onBack: () => void;
  problem: ReactNode;
  busy: boolean;
  titleRef: Ref<HTMLHeadingElement>;
  inert: boolean;
}

/** Step 2: who the tickets are for, then Pay (or 'Get free tickets'). */
export function ContactStep(props: ContactStepProps) {
  const { formProps, field, universities, submitLabel, free, onBack, problem, busy, titleRef, inert } = props;
  return (
    <form {...formProps} aria-labelledby="purchase-step">
      <Stack space="3">
        <h2 id="purchase-step" ref={titleRef} tabIndex={-1} className={stepTitle}>
          {CONTACT_STEP_TITLE}
        </h2>
        <Text size="sm" tone="muted">
          Your tickets are e-mailed to this address and shown in your orders.
        </Text>
        <ContactFields
          field={field}
          inert={inert}
          email={{ isRequired: true }}
          place={{
            label: 'University',
            placeholder: UNIVERSITY_PLACEHOLDER,
            items: universities.data ?? [],
            description: universities.error
              ? `The list of universities could not be loaded: ${universities.error.message}`
              : undefined,
          }}
          address={{ label: 'Address in University', landmarkLabel: 'Closest Landmark' }}
        />
        {problem}
        <Inline space="3" align="spaceBetween">
          <Button variant="outline" isDisabled={busy || inert} onPress={onBack}>
            Go Back
          </Button>
          <Button type="submit" isPending={busy} isDisabled={inert}>
            {submitLabel}
          </Button>
        </Inline>
        <Text size="sm" tone="muted">
          {free
            ? 'Free tickets are issued at once.'
            : "You pay on Paystack's secure page, then come back here. Unpaid tickets are held for 30 minutes."}
        </Text>
      </Stack>
    </form>
  );
}
