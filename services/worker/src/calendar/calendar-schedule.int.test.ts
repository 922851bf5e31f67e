import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type INestApplicationContext, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload, QueueName } from '@lakehouse/contracts';
import { JobQueue, JobScheduleModule, JobScheduler } from '@lakehouse/server-kit';
import {
  createTestDatabase,
  deleteQueueKeys,
  testConfig,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
  type TestDatabase,
} from '@lakehouse/server-kit/testing';
import { WorkerModule } from '../worker.module.js';
import { FakeFeedServer, allDayFeed } from './fixtures/feed-server.js';

describe('calendar sync schedule, BullMQ driver (worker process shape)', () => {
  let database: TestDatabase;
  let feed: FakeFeedServer;
  const prefix = uniqueQueuePrefix();
  const workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await new FakeFeedServer().start();
    feed.answer(
      200,
      allDayFeed([{ uid: 'stay-9@airbnb.com', start: '2027-05-01', end: '2027-05-04', summary: 'Reserved' }]),
    );
  });

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await feed?.stop();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  it('registers one job scheduler even when the worker host starts twice, and syncs at start-up', async () => {
    const config = testConfig({
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: prefix,
      ICAL_FEED_URL: feed.url,
      ICAL_SYNC_INTERVAL_MINUTES: '10',
    });
    // Two worker replicas starting together, then one restarting.
    workers.push(
      ...(await Promise.all(
        [0, 1].map(() =>
          NestFactory.createApplicationContext(WorkerModule.forRoot(config, database.url, 0), { logger: false }),
        ),
      )),
    );
    await Promise.all(workers.map((worker) => worker.init()));
    await workers.shift()!.close();
    const restarted = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, database.url, 0), {
      logger: false,
    });
    await restarted.init();
    workers.push(restarted);

    expect(restarted.get(JobScheduler).driver).toBe('bullmq');
    const queue = new Queue(QueueName.Calendar, { connection: { url: testRedisUrl }, prefix });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toEqual([
        expect.objectContaining({ key: 'calendar-feed-sync', name: JobName.SyncCalendarFeed, every: 600_000 }),
      ]);
      expect(await queue.getJobSchedulersCount()).toBe(1);
    } finally {
      await queue.close();
    }
    const dataSource = restarted.get(DataSource);
    const rows = await waitFor('the start-up sync', async () => {
      const found = await dataSource.query<{ uid: string }[]>(
        `SELECT uid FROM calendar_blocks WHERE source = 'pms-ical'`,
      );
      return found.length > 0 ? found : undefined;
    });
    expect(rows).toEqual([{ uid: 'stay-9@airbnb.com' }]);
  });
});

@Injectable()
class RecordingQueue extends JobQueue {
  readonly driver = 'in-process' as const;
  readonly acceptedMeansDone = true;
  readonly runs: { job: JobName; payload: unknown }[] = [];
  enqueue<N extends JobName>(job: N, payload: JobPayload<N>): Promise<void> {
    this.runs.push({ job, payload });
    return Promise.resolve();
  }
  queuesWithoutConsumer(): Promise<QueueName[]> {
    return Promise.resolve([]);
  }
}

const recordingQueue = new RecordingQueue();

@Module({ providers: [{ provide: JobQueue, useValue: recordingQueue }], exports: [JobQueue] })
class FakeQueueModule {}

describe('calendar sync schedule, in-process driver', () => {
  it('runs once at start-up, then on a timer, and stops on shutdown', async () => {
    @Module({
      imports: [
        {
          module: FakeQueueModule,
          global: true,
        },
        JobScheduleModule.forRoot({
          redisUrl: undefined,
          prefix: 'unit',
          schedules: [
            {
              id: 'calendar-feed-sync',
              job: JobName.SyncCalendarFeed,
              payload: { reason: 'schedule' },
              startUpPayload: { reason: 'start-up' },
              everyMs: 100,
            },
          ],
        }),
      ],
    })
    class AppModule {}
    // The schedule's clock is the test's: its timer fires when the test moves time on, never by a pause.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
      await app.init();
      expect(app.get(JobScheduler).driver).toBe('in-process');
      expect(recordingQueue.runs).toEqual([{ job: JobName.SyncCalendarFeed, payload: { reason: 'start-up' } }]);
      await jest.advanceTimersByTimeAsync(200);
      expect(recordingQueue.runs.slice(1)).toEqual([
        { job: JobName.SyncCalendarFeed, payload: { reason: 'schedule' } },
        { job: JobName.SyncCalendarFeed, payload: { reason: 'schedule' } },
      ]);
      await app.close();
      await jest.advanceTimersByTimeAsync(1_000);
      expect(recordingQueue.runs).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
