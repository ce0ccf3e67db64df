import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { emailField } from './fields';

/** GET /v1/dev/mail?to=<email> (development mailbox only): newest first. */
export const devMailSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  /** The 6-digit code the mail carries, if any. */
  code: v.nullable(v.string()),
  sentAt: v.string(),
});
export type DevMail = v.InferOutput<typeof devMailSchema>;
export const devMailListResponseSchema = dataEnvelope(v.array(devMailSchema));
export type DevMailListResponse = v.InferOutput<typeof devMailListResponseSchema>;

/** `to` is required: the mailbox shows one recipient's mails, never everyone's. */
export const devMailQuerySchema = v.object({ to: emailField('To') }, 'To is a required field');
