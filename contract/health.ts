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

/** GET /v1/health/live -> 200 whenever the process answers (it never asks the database). */
export const livenessSchema = v.object({ status: v.literal('ok') });
export type Liveness = v.InferOutput<typeof livenessSchema>;

/**
 * GET /v1/health/ready -> 200 `ready` when the database answered within 1 s, the migrations are
 * applied and the server is not shutting down; else 503 `unavailable` with the first reason.
 */
export const readinessSchema = v.object({
  status: v.picklist(['ready', 'unavailable']),
  reason: v.nullable(v.picklist(['draining', 'migrations', 'database'])),
  database: v.picklist(['ok', 'unreachable', 'unchecked']),
});
export type Readiness = v.InferOutput<typeof readinessSchema>;
export const readinessResponseSchema = dataEnvelope(readinessSchema);
