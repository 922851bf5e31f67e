import { z } from 'zod';

/** Every non-OK API response has this body; `message` is written for a person to read. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health/live` (and the worker's `/health/live`): the process is up. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * What readiness looked at: the database, Redis (only when REDIS_URL is set), the outbox relay, how many jobs
 * failed for good (dead letters; absent while the database does not answer), and on the API the read caches' change
 * listener (lost: every read goes to the database until it reconnects).
 */
export const readinessChecksSchema = z.object({
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']).optional(),
  outboxRelay: z.enum(['running', 'stopped']),
  deadLetters: z.number().int().nonnegative().optional(),
  changeListener: z.enum(['listening', 'lost']).optional(),
});
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

/**
 * `GET /api/health/ready` (and the worker's `/health/ready`): 200 when ready, 503 with a message when not. Dead
 * letters leave it ready (taking the process out of traffic would not revive a job) with `degraded` saying so.
 */
export const readinessSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), checks: readinessChecksSchema, degraded: z.string().optional() }),
  z.object({ status: z.literal('not-ready'), checks: readinessChecksSchema, message: z.string() }),
]);
export type Readiness = z.infer<typeof readinessSchema>;
