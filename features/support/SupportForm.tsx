import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  accountSupportRequestBodySchema,
  contactRequestBodySchema,
  supportServices,
  SUPPORT_DETAIL_MAX_LENGTH,
  type SupportRequestReceipt,
} from '../../contract';
import { errorMessage, useCurrentUser, useForm } from '../../client';
import { Button, Inline, Select, TextArea, TextField, Tiles } from '../../ui';
import { sendSupportRequest } from './api';
import * as styles from './support.css';

const serviceItems = supportServices.map((service) => ({ id: service, name: service }));

const contactFields = ['firstname', 'lastname', 'email', 'phone', 'service', 'detail'] as const;
const helpCenterFields = ['phone', 'service', 'detail'] as const;

function Sent({ receipt, onAgain }: { receipt: SupportRequestReceipt; onAgain: () => void }) {
  return (
    <div role="status" className={styles.sent}>
      <p className={styles.sentTitle}>
        <CheckCircle2 size={22} aria-hidden="true" />
        Message sent
      </p>
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
    </div>
  );
}

function Problem({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className={styles.problem}>
      {message}
    </p>
  ) : null;
}

/** Hooks shared by both forms: the answer shown after sending, and the problem shown above the button. */
function useSending() {
  const [receipt, setReceipt] = useState<SupportRequestReceipt>();
  const [problem, setProblem] = useState<string>();
  return { receipt, setReceipt, problem, setProblem };
}

/**
 * The public contact form (/contact-us): first name, last name, email, phone, service, detail.
 * A signed-in visitor finds their name, e-mail and phone filled in.
 */
export function ContactForm() {
  const { receipt, setReceipt, problem, setProblem } = useSending();
  const { data: user } = useCurrentUser();
  const form = useForm({
    schema: contactRequestBodySchema,
    fields: contactFields,
    onValid: async (body, signal) => {
      setProblem(undefined);
      try {
        const sent = await sendSupportRequest(body);
        if (!signal.aborted) setReceipt(sent);
      } catch (error) {
        if (!signal.aborted && !form.showServerErrors(error)) setProblem(errorMessage(error));
      }
    },
  });
  const { setValue, values } = form;
  useEffect(() => {
    if (!user) return;
    const known = { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: localPhone(user.phone) };
    for (const [field, value] of Object.entries(known) as [keyof typeof known, string][])
      if (value && values[field] === '') setValue(field, value);
    // Filled once, when the account arrives; what the person types afterwards is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  if (receipt)
    return (
      <Sent
        receipt={receipt}
        onAgain={() => {
          setReceipt(undefined);
          form.reset();
        }}
      />
    );
  return (
    <form {...form.formProps} className={styles.form} aria-label="Contact form">
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="4">
        <TextField {...form.field('firstname')} label="First name" autoComplete="given-name" isRequired />
        <TextField {...form.field('lastname')} label="Last name" autoComplete="family-name" isRequired />
      </Tiles>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="4">
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" isRequired />
        <TextField {...form.field('phone')} label="Phone" type="tel" autoComplete="tel" placeholder="08012345678" isRequired />
      </Tiles>
      <ServiceSelect label="Service" form={form} />
      <TextArea
        {...form.field('detail')}
        label="Detail"
        description="Tell us what happened. For an order, say which one."
        maxLength={SUPPORT_DETAIL_MAX_LENGTH}
        rows={6}
        isRequired
      />
      <Problem message={problem} />
      <Inline space="3">
        <Button type="submit" isPending={form.isPending}>
          Send message
        </Button>
      </Inline>
    </form>
  );
}

/** The dashboards' help-centre form: phone, service interest and detail; name and e-mail are the account's. */
export function HelpCenterForm() {
  const { receipt, setReceipt, problem, setProblem } = useSending();
  const { data: user } = useCurrentUser();
  const form = useForm({
    schema: accountSupportRequestBodySchema,
    fields: helpCenterFields,
    onValid: async (body, signal) => {
      setProblem(undefined);
      try {
        const sent = await sendSupportRequest(body);
        if (!signal.aborted) setReceipt(sent);
      } catch (error) {
        if (!signal.aborted && !form.showServerErrors(error)) setProblem(errorMessage(error));
      }
    },
  });
  const { setValue, values } = form;
  useEffect(() => {
    if (user?.phone && values.phone === '') setValue('phone', localPhone(user.phone));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  if (receipt)
    return (
      <Sent
        receipt={receipt}
        onAgain={() => {
          setReceipt(undefined);
          form.reset();
        }}
      />
    );
  return (
    <form {...form.formProps} className={styles.form} aria-label="Help center form">
      {user && (
        <p className={styles.muted}>
          We will answer {user.firstname} {user.lastname} at <strong>{user.email}</strong>.
        </p>
      )}
      <TextField {...form.field('phone')} label="Phone" type="tel" autoComplete="tel" placeholder="08012345678" isRequired />
      <ServiceSelect label="Service interest" form={form} />
      <TextArea
        {...form.field('detail')}
        label="Detail"
        description="Tell us what happened. For an order, say which one."
        maxLength={SUPPORT_DETAIL_MAX_LENGTH}
        rows={6}
        isRequired
      />
      <Problem message={problem} />
      <Inline space="3">
        <Button type="submit" isPending={form.isPending}>
          Send message
        </Button>
      </Inline>
    </form>
  );
}

interface ServiceFormPart {
  values: { service: string };
  errors: { service?: string };
  setValue: (field: 'service', value: string) => void;
}

function ServiceSelect({ label, form }: { label: string; form: ServiceFormPart }) {
  return (
    <Select
      label={label}
      name="service"
      items={serviceItems}
      placeholder="Choose one"
      selectedKey={form.values.service || null}
      onSelectionChange={(key) => form.setValue('service', key === null ? '' : String(key))}
      validationError={form.errors.service}
      isRequired
    />
  );
}

/** A stored phone (+2348031234567) as people write it (08031234567). */
function localPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.startsWith('+234') ? `0${phone.slice(4)}` : phone;
}
