import { Injectable, Logger } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type JobOutcome = 'completed' | 'failed';
export type QueueState = 'waiting' | 'active' | 'delayed' | 'failed';
export interface QueueDepth {
  queue: string;
  state: QueueState;
  count: number;
}
export interface FeedSyncSuccess {
  source: string;
  lastSuccessAt: Date;
}

/** Where the gauges read their figures at scrape time; a process registers the ones it can answer. */
export interface MetricSources {
  outboxBacklog?: () => Promise<number>;
  outboxDeadLetters?: () => Promise<number>;
  webhookDeliveriesFailed?: () => Promise<number>;
  feedSyncSuccesses?: () => Promise<FeedSyncSuccess[]>;
  queueDepths?: () => Promise<QueueDepth[]>;
  queueUnavailableSeconds?: () => Promise<number>;
}

// Covers a fast API answer (ms) up to a slow feed sync or image build (a minute).
const jobBuckets = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const httpBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus figures of one process (api or worker), in a registry of its own, so two applications built
 * in one test process never mix their numbers. Names are the operations contract's (docs/operations.md).
 */
@Injectable()
export class Metrics {
  private readonly logger = new Logger(Metrics.name);
  readonly registry = new Registry();
  private readonly sources: MetricSources = {};

  readonly httpRequestDuration = this.histogram(
    'http_request_duration_seconds',
    'HTTP request duration by method, route pattern and status code',
    ['method', 'route', 'status_code'],
    httpBuckets,
  );

  readonly jobsTotal = new Counter({
    name: 'lakehouse_jobs_total',
    help: 'Jobs run, by queue, job and outcome (completed or failed)',
    labelNames: ['queue', 'job', 'outcome'] as const,
    registers: [this.registry],
  });

  /** Attempts refused by an attempt limit (429): counted here, not audited row by row, so a flood writes nothing. */
  readonly refusedAttemptsTotal = new Counter({
    name: 'lakehouse_refused_attempts_total',
    help: 'Code attempts refused by the attempt limit (429), by what was tried (guest-code, admin-login, admin-code)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = this.histogram(
    'lakehouse_job_duration_seconds',
    'Job run time by queue, job and outcome',
    ['queue', 'job', 'outcome'],
    jobBuckets,
  );

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const sources = this.sources;
    const read = this.read.bind(this);
    new Gauge({
      name: 'lakehouse_queue_depth',
      help: 'Jobs in each queue by state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const depth of (await read('queue depth', sources.queueDepths)) ?? []) {
          this.set({ queue: depth.queue, state: depth.state }, depth.count);
        }
      },
    });
    new Gauge({
      name: 'lakehouse_outbox_backlog',
      help: 'Outbox entries due to be handed to the queue now (never handed over, or handed over and lost), not dead',
      registers: [this.registry],
      async collect() {
        const backlog = await read('outbox backlog', sources.outboxBacklog);
        if (backlog !== undefined) this.set(backlog);
      },
    });
    new Gauge({
      name: 'lakehouse_queue_unavailable_seconds',
      help: 'Seconds since this process lost its Redis connection (the queue); 0 while Redis answers',
      registers: [this.registry],
      async collect() {
        const seconds = await read('queue unavailable seconds', sources.queueUnavailableSeconds);
        if (seconds !== undefined) this.set(seconds);
      },
    });
    new Gauge({
      name: 'lakehouse_outbox_dead_letters',
      help: 'Jobs that failed every attempt and wait for the host to retry them (admin, Failed jobs)',
      registers: [this.registry],
      async collect() {
        const deadLetters = await read('outbox dead letters', sources.outboxDeadLetters);
        if (deadLetters !== undefined) this.set(deadLetters);
      },
    });
    new Gauge({
      name: 'lakehouse_webhook_deliveries_failed',
      help: "Stay webhook events that failed every try for a day and wait for the host's Send again (admin, Settings)",
      registers: [this.registry],
      async collect() {
        const failed = await read('failed webhook deliveries', sources.webhookDeliveriesFailed);
        if (failed !== undefined) this.set(failed);
      },
    });
    // Labelled by feed so that, before the first successful sync, the series is absent rather than 0.
    new Gauge({
      name: 'lakehouse_calendar_feed_last_success_age_seconds',
      help: 'Seconds since the last successful iCal feed sync, by feed source; absent before the first one',
      labelNames: ['source'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const feed of (await read('feed sync age', sources.feedSyncSuccesses)) ?? []) {
          this.set({ source: feed.source }, Math.max(0, (Date.now() - feed.lastSuccessAt.getTime()) / 1000));
        }
      },
    });
  }

  private histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** Registers where a gauge reads its figure; a later registration replaces the earlier one. */
  addSources(sources: MetricSources): void {
    Object.assign(this.sources, sources);
  }

  /** Records one job run. */
  observeJob(labels: { queue: string; job: string; outcome: JobOutcome }, seconds: number): void {
    this.jobsTotal.inc(labels);
    this.jobDuration.observe(labels, seconds);
  }

  /** The Prometheus text exposition. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** A source that fails (the database is down) leaves its gauge out of this scrape instead of failing it. */
  private async read<T>(what: string, source: (() => Promise<T>) | undefined): Promise<T | undefined> {
    if (!source) return undefined;
    try {
      return await source();
    } catch (error) {
      this.logger.debug(`${what} not measured: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}
