import * as v from 'valibot';
import { dataEnvelope } from './envelope';

/** GET /v1/health -> 200 when the server and its database answer, else 503. */
export const healthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['ok', 'unreachable']),
  uptimeSeconds: v.number(),
});
export type Health = v.InferOutput<typeof healthSchema>;
export const healthResponseSchema = dataEnvelope(healthSchema);
