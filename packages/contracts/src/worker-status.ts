import { z } from 'zod';
import { QueueName } from './jobs.js';

/** What each queue's jobs are, in the host's words: what waits while nobody consumes that queue. */
const QUEUE_WORK: Record<QueueName, string> = {
  [QueueName.Email]: 'emails are not sent',
  [QueueName.Images]: 'new photos are not listed',
  [QueueName.Calendar]: 'calendar feeds are not synced',
  [QueueName.Reservations]: 'expired holds are not released',
  [QueueName.Payment]: 'invoices and refunds are not made',
};

/**
 * `GET /api/admin/worker-status`: whether the background worker is consuming every queue. 'running' when it is;
 * 'not running' when some queue has no consumer (`idleQueues` names them); 'unreachable' when the queue's store
 * (Redis) does not answer, so nothing can be handed over either. `message` says it in the host's words.
 */
export const adminWorkerStatusSchema = z.object({
  status: z.enum(['running', 'not running', 'unreachable']),
  idleQueues: z.array(z.enum(QueueName)),
  message: z.string(),
});
export type AdminWorkerStatus = z.infer<typeof adminWorkerStatusSchema>;

const listed = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The status for the queues found without a consumer (none: running). */
export function workerStatusOf(idleQueues: QueueName[]): AdminWorkerStatus {
  if (idleQueues.length === 0) return { status: 'running', idleQueues, message: 'The background worker is running.' };
  return {
    status: 'not running',
    idleQueues,
    message: `The background worker is not running: ${listed(idleQueues.map((queue) => QUEUE_WORK[queue]))} until it is back (nothing is lost; the work waits). Ask whoever runs the server to start the worker.`,
  };
}

export const WORKER_QUEUE_UNREACHABLE: AdminWorkerStatus = {
  status: 'unreachable',
  idleQueues: [],
  message:
    'The job queue (Redis) is not answering: emails, calendar syncs and payments wait until it is back (nothing is lost). Ask whoever runs the server to check Redis.',
};
