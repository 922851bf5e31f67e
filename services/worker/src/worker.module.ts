import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig, ObservabilityModule, OutboxModule, QueueModule, databaseModule } from '@lakehouse/server-kit';
import { ProcessorsModule } from './processors.module.js';

/** The worker process: BullMQ consumers for every queue, the processors, and an outbox relay. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    if (!config.redisUrl) {
      throw new Error('The worker needs REDIS_URL. Without Redis, run only the API: it runs the jobs itself.');
    }
    return {
      module: WorkerModule,
      imports: [
        databaseModule(databaseUrl),
        ObservabilityModule.forRoot({ redisUrl: config.redisUrl }),
        QueueModule.forRoot({
          redisUrl: config.redisUrl,
          prefix: config.queuePrefix,
          concurrency: config.workerConcurrency,
          hostsProcessors: true,
        }),
        // A relay here too: jobs keep flowing while every API replica is down.
        OutboxModule.forRoot({ pollMs: config.outboxPollMs, autoStart: true }),
        ProcessorsModule.forRoot(config),
      ],
    };
  }
}
