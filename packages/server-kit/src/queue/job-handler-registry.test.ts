import { describe, expect, it } from '@jest/globals';
import { Global, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { JobName } from '@lakehouse/contracts';
import { Metrics } from '../observability/metrics.js';
import { JobHandler, type JobContext } from './job-handler.decorator.js';
import { JobQueue } from './job-queue.js';
import { QueueModule } from './queue.module.js';

const inProcess = QueueModule.forRoot({
  redisUrl: undefined,
  prefix: 'unit',
  concurrency: 1,
  hostsProcessors: true,
  retryDelayMs: 2000,
});

/** The queue records into the process's metrics (the ObservabilityModule provides them in the apps). */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
class MetricsOnlyModule {}

/** Handles every job of the catalogue (one decorated method each), recording what it was given. */
@Injectable()
class RecordingProcessor {
  readonly seen: { payload: unknown; context: JobContext }[] = [];
}
for (const job of Object.values(JobName)) {
  const method = `handle:${job}`;
  const descriptor: PropertyDescriptor = {
    value: function (this: RecordingProcessor, payload: unknown, context: JobContext) {
      this.seen.push({ payload, context });
      return Promise.resolve();
    },
  };
  Object.defineProperty(RecordingProcessor.prototype, method, descriptor);
  JobHandler(job)(RecordingProcessor.prototype, method, descriptor);
}

@Module({ imports: [MetricsOnlyModule, inProcess], providers: [RecordingProcessor] })
class CompleteModule {}

@Module({ imports: [MetricsOnlyModule, inProcess] })
class MissingHandlerModule {}

describe('job handler registry', () => {
  it('refuses to start while a job of the catalogue has no handler', async () => {
    await expect(NestFactory.createApplicationContext(MissingHandlerModule, { logger: false })).rejects.toThrow(
      `No handler for job(s) ${Object.values(JobName).join(', ')}`,
    );
  });

  it('runs a queued job through its handler with a validated payload and the job id', async () => {
    const app = await NestFactory.createApplicationContext(CompleteModule, { logger: false });
    const messageId = '0b7a4f52-6a55-4a53-9d7e-2f1c5c1f3e11';
    await app.get(JobQueue).enqueue(JobName.SendContactMessageEmail, { messageId }, { jobId: 'job-1' });
    expect(app.get(RecordingProcessor).seen).toEqual([
      { payload: { messageId }, context: { jobId: 'job-1', attempt: 1 } },
    ]);
    const metrics = await app.get(Metrics).registry.getSingleMetricAsString('lakehouse_jobs_total');
    expect(metrics).toContain('lakehouse_jobs_total{queue="email",job="email.contact-message",outcome="completed"} 1');
    await expect(
      app.get(JobQueue).enqueue(JobName.SendContactMessageEmail, { messageId: 'not-a-uuid' }, { jobId: 'job-2' }),
    ).rejects.toThrow();
    expect(await app.get(Metrics).registry.getSingleMetricAsString('lakehouse_jobs_total')).toContain(
      'lakehouse_jobs_total{queue="email",job="email.contact-message",outcome="failed"} 1',
    );
    await app.close();
  });
});
