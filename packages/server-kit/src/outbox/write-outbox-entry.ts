import type { EntityManager } from 'typeorm';
import { type JobName, type JobPayload, parseJobPayload } from '@lakehouse/contracts';
import { OutboxEntryEntity } from '../database/entities/outbox-entry.entity.js';
import { currentRequestContext } from '../observability/request-context.js';

/**
 * Records a job in the outbox. Call it with the EntityManager of the transaction that makes the state
 * change, so the change and its job commit together or not at all. Returns the job id. With `notBefore` the
 * relay hands the job over no earlier than that time. The current request's id goes with it, into the job's logs.
 */
export async function writeOutboxEntry<N extends JobName>(
  manager: EntityManager,
  job: N,
  payload: JobPayload<N>,
  options: { notBefore?: Date } = {},
): Promise<string> {
  const entry = manager.create(OutboxEntryEntity, {
    jobName: job,
    payload: parseJobPayload(job, payload),
    requestId: currentRequestContext()?.requestId ?? null,
    // A job due later (a hold's expiry) waits in the outbox until then: the same durability, no extra scheduler.
    ...(options.notBefore ? { availableAt: options.notBefore } : {}),
  });
  const saved = await manager.save(entry);
  return saved.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a job id is an outbox entry's (a uuid); scheduled jobs have ids of their own. */
export const isOutboxEntryId = (jobId: string): boolean => UUID.test(jobId);
