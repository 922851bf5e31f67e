import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { runOutsideRequestContext, runWithRequestContext } from '../observability/request-context.js';
import { JobQueue } from '../queue/job-queue.js';

export const OUTBOX_OPTIONS = Symbol('OUTBOX_OPTIONS');

export interface OutboxOptions {
  pollMs: number;
  /** Off only in tests that need to stop the path between commit and enqueue. */
  autoStart: boolean;
}

interface ClaimedEntry {
  id: string;
  job_name: string;
  payload: unknown;
  attempts: number;
  request_id: string | null;
}

const BATCH_SIZE = 20;
// Long enough for an in-process job to finish; a relay that died lets its claims go after this.
const CLAIM_LEASE_SECONDS = 300;
const MAX_ATTEMPTS = 10;

/**
 * Moves due outbox entries to the queue, with the entry's id as job id. Several relays (API replicas,
 * workers) can run at once: claims use FOR UPDATE SKIP LOCKED and a lease.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private pass: Promise<number> | undefined;
  private nudged = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
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
    const [claimed] = (await this.dataSource.query(
      `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox
           WHERE dispatched_at IS NULL AND dead_at IS NULL AND available_at <= now()
             AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY created_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, job_name, payload, attempts, request_id`,
      [BATCH_SIZE, CLAIM_LEASE_SECONDS],
    )) as [ClaimedEntry[], number];
    let dispatched = 0;
    for (const entry of claimed) {
      try {
        await this.queue.enqueue(entry.job_name as JobName, entry.payload as never, {
          jobId: entry.id,
          ...(entry.request_id ? { requestId: entry.request_id } : {}),
        });
        await this.dataSource.query(
          `UPDATE outbox SET dispatched_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1`,
          [entry.id],
        );
        dispatched += 1;
      } catch (error) {
        await runWithRequestContext({ requestId: entry.request_id ?? undefined, job: entry.job_name, jobId: entry.id }, () =>
          this.recordFailure(entry, error),
        );
      }
    }
    return dispatched;
  }

  private async recordFailure(entry: ClaimedEntry, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (entry.attempts >= MAX_ATTEMPTS) {
      this.logger.error(`giving up on ${entry.job_name} ${entry.id} after ${entry.attempts} attempts: ${message}`);
      await this.dataSource.query(
        `UPDATE outbox SET dead_at = now(), claimed_until = NULL, last_error = $2 WHERE id = $1`,
        [entry.id, message],
      );
      return;
    }
    const delaySeconds = Math.min(2 ** entry.attempts, 600);
    this.logger.warn(`${entry.job_name} ${entry.id} not handed over (attempt ${entry.attempts}), retrying in ${delaySeconds}s: ${message}`);
    await this.dataSource.query(
      `UPDATE outbox SET claimed_until = NULL, last_error = $2, available_at = now() + make_interval(secs => $3) WHERE id = $1`,
      [entry.id, message, delaySeconds],
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
    // A full batch or a nudge during the pass means more may be due right away.
    if (this.running) this.schedule(dispatched >= BATCH_SIZE || this.nudged ? 0 : this.options.pollMs);
  }
}
