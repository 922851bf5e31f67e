import { type DynamicModule, Module } from '@nestjs/common';
import {
  type AppConfig,
  ObservabilityModule,
  OutboxModule,
  PhotoStoreModule,
  QueueModule,
  databaseModule,
  OPERATIONS_SERVER_OPTIONS,
  OperationsServer,
} from '@lakehouse/server-kit';
import { ProcessorsModule } from './processors.module.js';

/** The worker process: BullMQ consumers for every queue, the processors, an outbox relay, and its health/metrics server. */
@Module({})
export class WorkerModule {
  /** `operationsPort`: WORKER_PORT in the process; 0 (the system picks) where tests run several workers. */
  static forRoot(config: AppConfig, databaseUrl: string, operationsPort: number): DynamicModule {
    if (!config.redisUrl) {
      throw new Error('The worker needs REDIS_URL. Without Redis, run only the API: it runs the jobs itself.');
    }
    return {
      module: WorkerModule,
      imports: [
        // No lock timeout: a sync may rightly wait for a booking's lock (a hold's transaction ends within the API's
        // statement timeout). A statement timeout, so a job on a frozen database fails and a stop is not held up.
        databaseModule(databaseUrl, {
          connectTimeoutMs: config.databaseTimeouts.connectTimeoutMs,
          statementTimeoutMs: config.databaseTimeouts.statementTimeoutMs,
        }),
        ObservabilityModule.forRoot({ redisUrl: config.redisUrl, readinessNeedsRedis: true }),
        QueueModule.forRoot({
          redisUrl: config.redisUrl,
          prefix: config.queuePrefix,
          concurrency: config.workerConcurrency,
          hostsProcessors: true,
          retryDelayMs: config.jobRetryDelayMs,
        }),
        // A relay here too: jobs keep flowing while every API replica is down.
        OutboxModule.forRoot({
          pollMs: config.outboxPollMs,
          redeliverySeconds: config.outboxRedeliverySeconds,
          autoStart: true,
        }),
        PhotoStoreModule.forRoot(config),
        ProcessorsModule.forRoot(config),
      ],
      providers: [
        {
          provide: OPERATIONS_SERVER_OPTIONS,
          useValue: { port: operationsPort, host: '0.0.0.0', portSetting: 'WORKER_PORT' },
        },
        OperationsServer,
      ],
    };
  }
}
