import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { runOutsideRequestContext, runWithRequestContext } from '../observability/request-context.js';
import { JOB_ATTEMPTS } from '../queue/queue-options.js';
import { JobQueue } from '../queue/job-queue.js';
import { QueueUnavailableError } from '../queue/queue-unavailable.error.js';
import { DeadLetters } from './dead-letters.js';

export const OUTBOX_OPTIONS = Symbol('OUTBOX_OPTIONS');

export interface OutboxOptions {
  pollMs: number;
  /**
   * How long a job handed to the queue may go without completing before the relay hands it over again
   * (OUTBOX_REDELIVERY_SECONDS): Redis may have lost it. A job still in the queue keeps its id, so a second
   * hand-over of it does nothing.
   */
  redeliverySeconds: number;
  /** Off only in tests that need to stop the path between commit and enqueue. */
  autoStart: boolean;
}

interface ClaimedEntry {
  id: string;
  job_name: string;
  payload: unknown;
  attempts: number;
  retry_round: number;
  request_id: string | null;
  dispatched_at: Date | null;
}

/**
 * Entries whose job is due to be handed to the queue: not done, not dead, due, and never handed over or handed
 * over longer than the redelivery lease ago (`$lease` seconds) without completing. Shared by the relay's claim and
 * the backlog gauge, so the gauge counts exactly what the relay would take.
 */
const dueEntries = (lease: string) =>
  `completed_at IS NULL AND dead_at IS NULL AND available_at <= now()
   AND (dispatched_at IS NULL OR dispatched_at < now() - make_interval(secs => ${lease}))`;

const BATCH_SIZE = 20;
// Long enough for an in-process job to finish; a relay that died lets its claims go after this.
const CLAIM_LEASE_SECONDS = 300;
// While the queue is away the wait between tries doubles from the poll interval up to this many polls: an outage
// costs little, and the jobs go out within seconds of the queue's return.
const MAX_OUTAGE_WAIT_POLLS = 10;

/**
 * Moves due outbox entries to the queue, with the entry's id as job id. Several relays (API replicas,
 * workers) can run at once: claims use FOR UPDATE SKIP LOCKED and a lease. A queue that is away (Redis down)
 * never costs an entry anything: the relay lets its claims go, waits and tries again, counting no attempt.
 * An entry is done when its job has run (the worker host marks it completed; in-process, handing over is
 * running), not when the queue took it: one the queue took and lost (Redis restarted without its data) is handed
 * over again after the redelivery lease, and the processors' idempotency (one email per job id, one Stripe call
 * per key) makes a second run of a job that did run harmless.
 * Only a job that itself failed (in-process, where handing over means running) counts attempts and, after
 * JOB_ATTEMPTS, goes to the dead-letter state (DeadLetters).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private pass: Promise<number> | undefined;
  private nudged = false;
  /** Passes in a row that found the queue away: the wait before the next one grows. */
  private outagePasses = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly deadLetters: DeadLetters,
    @Inject(OUTBOX_OPTIONS) private readonly options: OutboxOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.autoStart) this.start();
  }

  /** Readiness asks: a process whose relay is stopped hands no jobs over. */
  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the pass in progress. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** A transaction just committed an entry: relay it now instead of at the next poll. */
  nudge(): void {
    if (!this.running) return;
    if (this.pass) this.nudged = true;
    else this.schedule(0);
  }

  /** One claim-and-dispatch pass; returns how many entries were handed over. */
  async runOnce(): Promise<number> {
    // For an UPDATE, TypeORM's query() answers [rows, rowCount].
    const [claimed] = await this.dataSource.query<[ClaimedEntry[], number]>(
      `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2)
        WHERE id IN (
          SELECT id FROM outbox
           WHERE ${dueEntries('$3')}
             AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY created_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, job_name, payload, attempts, retry_round, request_id, dispatched_at`,
      [BATCH_SIZE, CLAIM_LEASE_SECONDS, this.options.redeliverySeconds],
    );
    const again = claimed.filter((entry) => entry.dispatched_at !== null).length;
    if (again > 0)
      this.logger.warn(
        `handing ${again} job(s) to the queue again: handed over more than ${this.options.redeliverySeconds} s ago and not done (the queue may have lost them)`,
      );
    let dispatched = 0;
    for (const [index, entry] of claimed.entries()) {
      try {
        await this.queue.enqueue(entry.job_name as JobName, entry.payload as never, {
          jobId: entry.id,
          retryRound: entry.retry_round,
          ...(entry.request_id ? { requestId: entry.request_id } : {}),
        });
        // The worker may have completed the job already: its completed_at stays.
        await this.dataSource.query(
          `UPDATE outbox SET dispatched_at = now(), claimed_until = NULL, last_error = NULL,
                  completed_at = CASE WHEN $2 THEN now() ELSE completed_at END
            WHERE id = $1`,
          [entry.id, this.queue.acceptedMeansDone],
        );
        dispatched += 1;
        this.outagePasses = 0;
      } catch (error) {
        if (error instanceof QueueUnavailableError) {
          await this.waitForQueue(claimed.slice(index), error);
          break;
        }
        await runWithRequestContext(
          { requestId: entry.request_id ?? undefined, job: entry.job_name, jobId: entry.id },
          () => this.recordJobFailure(entry, error),
        );
      }
    }
    return dispatched;
  }

  /** How many entries are due to be handed over now (the backlog gauge): future and in-flight ones are not. */
  async countDue(): Promise<number> {
    const [row] = await this.dataSource.query<{ due: number }[]>(
      `SELECT count(*)::int AS due FROM outbox WHERE ${dueEntries('$1')}`,
      [this.options.redeliverySeconds],
    );
    return row?.due ?? 0;
  }

  /** The queue is away: the rest of this batch stays due, untouched but for its last error, and the relay backs off. */
  private async waitForQueue(unsent: ClaimedEntry[], error: QueueUnavailableError): Promise<void> {
    this.outagePasses += 1;
    if (this.outagePasses === 1)
      this.logger.warn(`${error.message}; ${unsent.length} job(s) wait in the outbox until it is back`);
    await this.dataSource.query(`UPDATE outbox SET claimed_until = NULL, last_error = $2 WHERE id = ANY($1::uuid[])`, [
      unsent.map((entry) => entry.id),
      error.message,
    ]);
  }

  private async recordJobFailure(entry: ClaimedEntry, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = entry.attempts + 1;
    if (attempts >= JOB_ATTEMPTS) {
      await this.deadLetters.record(entry.id, attempts, message);
      return;
    }
    const delaySeconds = Math.min(2 ** attempts, 600);
    this.logger.warn(
      `${entry.job_name} ${entry.id} failed (attempt ${attempts}), retrying in ${delaySeconds}s: ${message}`,
    );
    await this.dataSource.query(
      `UPDATE outbox SET claimed_until = NULL, attempts = $2, last_error = $3, available_at = now() + make_interval(secs => $4) WHERE id = $1`,
      [entry.id, attempts, message, delaySeconds],
    );
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    // A nudge comes from inside a request: the pass it starts serves every entry, not that request.
    this.timer = runOutsideRequestContext(() => setTimeout(() => void this.tick(), delayMs));
  }

  private async tick(): Promise<void> {
    if (!this.running || this.pass) return;
    this.nudged = false;
    this.pass = this.runOnce().catch((error: unknown) => {
      this.logger.error(`relay pass failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    });
    const dispatched = await this.pass;
    this.pass = undefined;
    if (!this.running) return;
    if (this.outagePasses > 0)
      this.schedule(this.options.pollMs * Math.min(2 ** (this.outagePasses - 1), MAX_OUTAGE_WAIT_POLLS));
    // A full batch or a nudge during the pass means more may be due right away.
    else this.schedule(dispatched >= BATCH_SIZE || this.nudged ? 0 : this.options.pollMs);
  }
}
