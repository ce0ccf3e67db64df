import { CheckCircle2 } from 'lucide-react';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import {
  accountSupportRequestBodySchema,
  contactRequestBodySchema,
  supportServices,
  SUPPORT_DETAIL_MAX_LENGTH,
  type SupportRequestReceipt,
} from '../../contract';
import { useCurrentUser } from '../../client';
import { Button, Inline, Notice, Select, Stack, Text, TextArea, TextField, Tiles } from '../../ui';
import { useSupportRequest } from './useSupportRequest';
import * as styles from './support.css';

const serviceItems = supportServices.map((service) => ({ id: service, name: service }));

const contactFields = ['firstname', 'lastname', 'email', 'phone', 'service', 'detail'] as const;
const helpCenterFields = ['phone', 'service', 'detail'] as const;

function Sent({ receipt, onAgain }: { receipt: SupportRequestReceipt; onAgain: () => void }) {
  return (
    <Stack role="status" space="3" align="left">
      <Text as="div" size="lg" weight="semibold" tone="positive">
        <Inline space="2">
          <CheckCircle2 size={22} aria-hidden="true" />
          Message sent
        </Inline>
      </Text>
      <p>
        Thank you. A person on the Kampus team will read it and answer by e-mail. We sent a confirmation to{' '}
        <strong>{receipt.email}</strong>.
      </p>
      <p>
        Your reference is <span className={styles.reference}>{receipt.reference}</span>.
      </p>
      <Button variant="outline" onPress={onAgain}>
        Send another message
      </Button>
    </Stack>
  );
}

/** What both forms share: the service and the detail, the problem above the button, and the receipt once sent. */
interface SupportFormState {
  form: {
    formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>; noValidate: boolean };
    isPending: boolean;
    values: { service: string };
    errors: { service?: string };
    setValue: (field: 'service', value: string) => void;
    field: (name: 'detail') => { name: string; value: string; onChange: (value: string) => void; validationError?: string };
  };
  receipt: SupportRequestReceipt | undefined;
  problem: string | undefined;
  sendAnother: () => void;
}

function SupportRequestForm({
  label,
  serviceLabel,
  request,
  children,
}: {
  label: string;
  serviceLabel: string;
  request: SupportFormState;
  /** The fields before the service: who is writing. */
  children: ReactNode;
}) {
  const { form, receipt, problem, sendAnother } = request;
  if (receipt) return <Sent receipt={receipt} onAgain={sendAnother} />;
  return (
    <form {...form.formProps} aria-label={label}>
      <Stack space="4">
        {children}
        <Select
          label={serviceLabel}
          name="service"
          items={serviceItems}
          placeholder="Choose one"
          selectedKey={form.values.service || null}
          onSelectionChange={(key) => form.setValue('service', key === null ? '' : String(key))}
          validationError={form.errors.service}
          isRequired
        />
        <TextArea
          {...form.field('detail')}
          label="Detail"
          description="Tell us what happened. For an order, say which one."
          maxLength={SUPPORT_DETAIL_MAX_LENGTH}
          rows={6}
          isRequired
        />
        {problem && (
          <Notice as="p" tone="critical" role="alert">
            {problem}
          </Notice>
        )}
        <Inline space="3">
          <Button type="submit" isPending={form.isPending}>
            Send message
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * The public contact form (/contact-us): first name, last name, email, phone, service, detail.
 * A signed-in visitor finds their name, e-mail and phone filled in.
 */
export function ContactForm() {
  const request = useSupportRequest(contactRequestBodySchema, contactFields);
  const { form } = request;
  const { data: user } = useCurrentUser();
  const { setValue, values } = form;
  useEffect(() => {
    if (!user) return;
    const known = { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: localPhone(user.phone) };
    for (const [field, value] of Object.entries(known) as [keyof typeof known, string][])
      if (value && values[field] === '') setValue(field, value);
    // Filled once, when the account arrives; what the person types afterwards is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  return (
    <SupportRequestForm label="Contact form" serviceLabel="Service" request={request}>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="4">
        <TextField {...form.field('firstname')} label="First name" autoComplete="given-name" isRequired />
        <TextField {...form.field('lastname')} label="Last name" autoComplete="family-name" isRequired />
      </Tiles>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="4">
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" isRequired />
        <TextField {...form.field('phone')} label="Phone" type="tel" autoComplete="tel" placeholder="08012345678" isRequired />
      </Tiles>
    </SupportRequestForm>
  );
}

/** The dashboards' help-centre form: phone, service interest and detail; name and e-mail are the account's. */
export function HelpCenterForm() {
  const request = useSupportRequest(accountSupportRequestBodySchema, helpCenterFields);
  const { form } = request;
  const { data: user } = useCurrentUser();
  const { setValue, values } = form;
  useEffect(() => {
    if (user?.phone && values.phone === '') setValue('phone', localPhone(user.phone));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  return (
    <SupportRequestForm label="Help center form" serviceLabel="Service interest" request={request}>
      {user && (
        <Text size="sm" tone="muted">
          We will answer {user.firstname} {user.lastname} at <strong>{user.email}</strong>.
        </Text>
      )}
      <TextField {...form.field('phone')} label="Phone" type="tel" autoComplete="tel" placeholder="08012345678" isRequired />
    </SupportRequestForm>
  );
}

/** A stored phone (+2348031234567) as people write it (08031234567). */
function localPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.startsWith('+234') ? `0${phone.slice(4)}` : phone;
}
