import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { BullMqWorkerHost } from './bullmq-worker-host.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { JobQueue } from './job-queue.js';
import { QUEUE_OPTIONS, type QueueOptions } from './queue-options.js';

@Module({})
export class QueueModule {
  /** Picks the driver: BullMQ with a Redis URL, in-process without (the processors then live in this process). */
  static forRoot(options: QueueOptions): DynamicModule {
    if (!options.redisUrl && !options.hostsProcessors) {
      throw new Error('Without REDIS_URL this process must host the processors (in-process queue).');
    }
    const providers: Provider[] = [{ provide: QUEUE_OPTIONS, useValue: options }];
    if (options.hostsProcessors) providers.push(JobHandlerRegistry);
    if (options.redisUrl) {
      providers.push({ provide: JobQueue, useClass: BullMqJobQueue });
      if (options.hostsProcessors) providers.push(BullMqWorkerHost);
    } else {
      providers.push({ provide: JobQueue, useClass: InProcessJobQueue });
    }
    return { module: QueueModule, global: true, imports: [DiscoveryModule], providers, exports: [JobQueue] };
  }
}
