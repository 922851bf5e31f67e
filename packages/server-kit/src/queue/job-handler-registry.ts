import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { JobName, parseJobPayload, queueOf } from '@lakehouse/contracts';
import { Metrics } from '../observability/metrics.js';
import { currentRequestContext, runWithRequestContext } from '../observability/request-context.js';
import { JobHandler, type JobContext } from './job-handler.decorator.js';

type BoundHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

/** Finds every `@JobHandler` method at start-up and refuses to start while a job of the catalogue has none. */
@Injectable()
export class JobHandlerRegistry implements OnModuleInit {
  private readonly logger = new Logger(JobHandlerRegistry.name);
  private readonly handlers = new Map<JobName, BoundHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      for (const methodName of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const job = this.discovery.getMetadataByDecorator(JobHandler, wrapper, methodName);
        if (!job) continue;
        if (this.handlers.has(job)) throw new Error(`Job '${job}' has two handlers; keep one.`);
        const method = (instance as Record<string, BoundHandler>)[methodName]!;
        this.handlers.set(job, method.bind(instance));
      }
    }
    const missing = Object.values(JobName).filter((job) => !this.handlers.has(job));
    if (missing.length > 0) {
      throw new Error(`No handler for job(s) ${missing.join(', ')}: add a @JobHandler method to a processor.`);
    }
    this.logger.log(`handlers for ${this.handlers.size} job(s): ${[...this.handlers.keys()].join(', ')}`);
  }

  /**
   * Validates the payload against the catalogue, then runs the job's handler, counted and timed, with the job
   * and the request that caused it on every log line the handler writes.
   */
  async run(job: string, payload: unknown, context: JobContext): Promise<void> {
    const handler = this.handlers.get(job as JobName);
    if (!handler) throw new Error(`Unknown job '${job}'`);
    const requestId = context.requestId ?? currentRequestContext()?.requestId;
    const jobContext = { ...context, ...(requestId ? { requestId } : {}) };
    const labels = { queue: queueOf(job as JobName), job };
    const started = performance.now();
    await runWithRequestContext({ requestId, job, jobId: context.jobId }, async () => {
      try {
        await handler(parseJobPayload(job as JobName, payload), jobContext);
      } catch (error) {
        // The driver logs the failure (BullMQ's worker host; the outbox relay in-process) and retries it.
        this.metrics.observeJob({ ...labels, outcome: 'failed' }, (performance.now() - started) / 1000);
        throw error;
      }
      this.metrics.observeJob({ ...labels, outcome: 'completed' }, (performance.now() - started) / 1000);
      this.logger.log(`${job} ${context.jobId} completed in ${Math.round(performance.now() - started)} ms`);
    });
  }
}
