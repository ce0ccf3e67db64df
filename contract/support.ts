/**
 * Support requests on the wire: POST /v1/support/requests, sent by the public contact form
 * (/contact-us) and by the dashboards' help centre. A visitor gives their name and e-mail; a
 * signed-in student may leave them out, and their account's are used.
 */
import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, emailField, multilineText, optionalText, requiredText } from './fields';

/** Where support requests are forwarded, and the address the help pages show. */
export const SUPPORT_EMAIL = 'support@kampus.ng';

/** What a request is about: the contact form's "Service" and the help centre's "Service interest". */
export const supportServices = ['General Inquiry', 'Support Request', 'Feedback'] as const;
export const supportServiceSchema = v.picklist(supportServices);
export type SupportService = v.InferOutput<typeof supportServiceSchema>;

/** Which form a request came from. */
export const supportRequestSources = ['contact', 'help_center'] as const;
export type SupportRequestSource = (typeof supportRequestSources)[number];

export const SUPPORT_DETAIL_MAX_LENGTH = 2000;

const NIGERIAN_MOBILE = /^(?:\+?234|0)([789][01]\d{8})$/;

/** A Nigerian mobile number, required, normalised to +234XXXXXXXXXX. */
/* @__NO_SIDE_EFFECTS__ */
export function supportPhoneField(label = 'Phone') {
  return v.pipe(
    requiredText(label, 20),
    v.transform((value) => value.replace(/[\s().-]/g, '')),
    v.regex(NIGERIAN_MOBILE, `${label} must be a valid Nigerian mobile number, e.g. 08012345678`),
    v.transform((value) => `+234${value.replace(NIGERIAN_MOBILE, '$1')}`),
  );
}

/** One of the three services; anything else names the choices. */
/* @__NO_SIDE_EFFECTS__ */
export function supportServiceField(label = 'Service') {
  return v.picklist(supportServices, (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? `${label} is a required field`
      : `${label} must be General Inquiry, Support Request or Feedback`,
  );
}

/* @__NO_SIDE_EFFECTS__ */
export function supportDetailField(label = 'Detail') {
  return multilineText(label, SUPPORT_DETAIL_MAX_LENGTH);
}

/** POST /v1/support/requests from someone not signed in (/contact-us): every field is required. */
export const contactRequestBodySchema = body({
  firstname: requiredText('First name', 60),
  lastname: requiredText('Last name', 60),
  email: emailField('Email'),
  phone: supportPhoneField('Phone'),
  service: supportServiceField('Service'),
  detail: supportDetailField('Detail'),
});
export type ContactRequestBody = v.InferInput<typeof contactRequestBodySchema>;

/**
 * POST /v1/support/requests from a signed-in student (the help centre, or /contact-us while
 * signed in): name and e-mail may be left out, and the account's are used.
 */
export const accountSupportRequestBodySchema = body({
  firstname: v.optional(optionalText('First name', 60)),
  lastname: v.optional(optionalText('Last name', 60)),
  email: v.optional(
    v.pipe(
      v.nullable(v.string('Email must be text')),
      v.transform((value) => (value?.trim() ? value : undefined)),
      v.optional(emailField('Email')),
    ),
  ),
  phone: supportPhoneField('Phone'),
  service: supportServiceField('Service interest'),
  detail: supportDetailField('Detail'),
});
export type AccountSupportRequestBody = v.InferInput<typeof accountSupportRequestBodySchema>;

/** The answer to a sent request: its reference, and where the acknowledgement went. */
export const supportRequestReceiptSchema = v.object({
  id: v.string(),
  /** Short, for people: quoted in both e-mails ("KS-1A2B3C4D"). */
  reference: v.string(),
  /** The address the acknowledgement was sent to. */
  email: v.string(),
  service: supportServiceSchema,
  createdAt: v.string(),
});
export type SupportRequestReceipt = v.InferOutput<typeof supportRequestReceiptSchema>;
export const supportRequestReceiptResponseSchema = dataEnvelope(supportRequestReceiptSchema);
export type SupportRequestReceiptResponse = v.InferOutput<typeof supportRequestReceiptResponseSchema>;

/** The people-facing reference of a request id. */
export function supportReference(id: string): string {
  return `KS-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
