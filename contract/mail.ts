import * as v from 'valibot';
import { dataEnvelope } from './envelope';

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

export const devMailQuerySchema = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase())),
});
