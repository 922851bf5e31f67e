import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type JobName, type JobPayload, queueOf } from '@lakehouse/contracts';
import { JobQueue } from './job-queue.js';
import { RedisWatch } from '../observability/redis-watch.js';

/** A job that runs every `everyMs`, and once when the process hosting the processors starts. */
export interface ScheduledJob<N extends JobName = JobName> {
  /** Stable name of the schedule (the BullMQ job scheduler id). */
  id: string;
  job: N;
  payload: JobPayload<N>;
  /** The payload of the run made at start-up. */
  startUpPayload: JobPayload<N>;
  everyMs: number;
}

export interface JobScheduleOptions {
  /** Unset: the in-process driver (a timer in this process). */
  redisUrl: string | undefined;
  prefix: string;
  schedules: ScheduledJob[];
}

export const JOB_SCHEDULE_OPTIONS = Symbol('JOB_SCHEDULE_OPTIONS');

const jobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { count: 100 },
  removeOnFail: { count: 500 },
};

/**
 * The schedule side of the queue port. Import it ONLY where the processors are hosted (the worker process;
 * the API when there is no Redis), so exactly one kind of process sets schedules up.
 */
export abstract class JobScheduler {
  abstract readonly driver: 'bullmq' | 'in-process';
}

/**
 * BullMQ 6 has no repeatable jobs: a Job Scheduler per schedule, upserted (idempotent by id, so a restart or
 * a second worker replica leaves one scheduler), plus one start-up run deduplicated per minute. The schedulers live
 * in Redis, so a Redis that comes back without its data has none: they are put back whenever the connection is
 * ready again, and a check every interval puts back one that went missing otherwise (a flushed Redis).
 */
@Injectable()
export class BullMqJobScheduler extends JobScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly driver = 'bullmq' as const;
  private readonly logger = new Logger('JobScheduler');
  private connection: Redis | undefined;
  private readonly queues = new Map<string, Queue>();
  private check: NodeJS.Timeout | undefined;
  private restoring: Promise<void> | undefined;

  constructor(
    @Inject(JOB_SCHEDULE_OPTIONS) private readonly options: JobScheduleOptions,
    private readonly redisWatch: RedisWatch,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.schedules.length === 0) return;
    this.connection = this.redisWatch.connect(this.options.redisUrl!, 'producer');
    for (const schedule of this.options.schedules) {
      const queue = new Queue(queueOf(schedule.job), { connection: this.connection, prefix: this.options.prefix });
      this.redisWatch.watch(queue);
      this.queues.set(schedule.id, queue);
      await this.upsert(schedule, queue);
      const minute = Math.floor(Date.now() / 60_000);
      await queue.add(schedule.job, schedule.startUpPayload, {
        ...jobOptions,
        jobId: `${schedule.id}-start-up-${minute}`,
      });
      this.logger.log(
        `${schedule.id}: ${schedule.job} every ${schedule.everyMs / 60_000} min (BullMQ job scheduler), and once now`,
      );
    }
    // 'ready' also fires for the first connection, whose schedulers were just set: restoring them is a no-op.
    this.connection.on('ready', () => void this.restoreMissing());
    const everyMs = Math.min(...this.options.schedules.map((schedule) => schedule.everyMs));
    this.check = setInterval(() => void this.restoreMissing(), everyMs);
    this.check.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.check);
    await this.restoring;
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection?.disconnect();
  }

  /** Puts back each scheduler Redis no longer has; one pass at a time, and silent while Redis is away. */
  private restoreMissing(): Promise<void> {
    this.restoring ??= (async () => {
      for (const schedule of this.options.schedules) {
        const queue = this.queues.get(schedule.id)!;
        if (await queue.getJobScheduler(schedule.id)) continue;
        await this.upsert(schedule, queue);
        this.logger.warn(`${schedule.id}: the job scheduler was missing from Redis (emptied?) and is set again`);
      }
    })()
      .catch(() => undefined)
      .finally(() => (this.restoring = undefined));
    return this.restoring;
  }

  private async upsert(schedule: ScheduledJob, queue: Queue): Promise<void> {
    await queue.upsertJobScheduler(
      schedule.id,
      { every: schedule.everyMs },
      { name: schedule.job, data: schedule.payload, opts: jobOptions },
    );
  }
}

/** Without Redis: a plain timer per schedule in this process, started on bootstrap and stopped on shutdown. */
@Injectable()
export class IntervalJobScheduler extends JobScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly driver = 'in-process' as const;
  private readonly logger = new Logger('JobScheduler');
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    @Inject(JOB_SCHEDULE_OPTIONS) private readonly options: JobScheduleOptions,
    private readonly queue: JobQueue,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    for (const schedule of this.options.schedules) {
      const timer = setInterval(() => this.run(schedule, schedule.payload, 'schedule'), schedule.everyMs);
      timer.unref();
      this.timers.push(timer);
      // Not awaited: start-up doesn't wait for a feed on the network.
      this.run(schedule, schedule.startUpPayload, 'start-up');
      this.logger.log(
        `${schedule.id}: ${schedule.job} every ${schedule.everyMs / 60_000} min (in-process timer), and once now`,
      );
    }
  }

  /** Waits for the runs in progress, so none of them finds its database closed. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all([...this.running]);
  }

  private run(schedule: ScheduledJob, payload: JobPayload<JobName>, kind: string): void {
    if (this.stopped) return;
    const jobId = `${schedule.id}-${kind}-${Date.now()}`;
    const run = this.queue
      .enqueue(schedule.job, payload, { jobId })
      .catch((error: unknown) =>
        this.logger.warn(`${schedule.id}: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }
}

@Module({})
export class JobScheduleModule {
  /** The driver follows the queue's: BullMQ job schedulers with a Redis URL, in-process timers without. */
  static forRoot(options: JobScheduleOptions): DynamicModule {
    return {
      module: JobScheduleModule,
      providers: [
        { provide: JOB_SCHEDULE_OPTIONS, useValue: options },
        { provide: JobScheduler, useClass: options.redisUrl ? BullMqJobScheduler : IntervalJobScheduler },
      ],
      exports: [JobScheduler],
    };
  }
}
