import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { JobName, parseJobPayload } from '@lakehouse/contracts';
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
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      for (const methodName of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
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

  /** Validates the payload against the catalogue, then runs the job's handler. */
  async run(job: string, payload: unknown, context: JobContext): Promise<void> {
    const handler = this.handlers.get(job as JobName);
    if (!handler) throw new Error(`Unknown job '${job}'`);
    await handler(parseJobPayload(job as JobName, payload), context);
  }
}
