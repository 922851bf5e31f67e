import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { JobName, QueueName } from '@lakehouse/contracts';
import { dataSourceOptions, writeOutboxEntry } from '@lakehouse/server-kit';
import {
  FakeSendGrid,
  builtEntryPoint,
  type ChildProcessHandle,
  type TestDatabase,
  createTestDatabase,
  deleteQueueKeys,
  freePort,
  startNodeProcess,
  stopChildProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
} from '@lakehouse/server-kit/testing';

const workerMain = builtEntryPoint('worker');

/**
 * The worker process is SIGKILLed while SendGrid holds its request (the email job is mid-flight). BullMQ finds
 * the job stalled once its lock runs out and the restarted worker runs it again: the guest gets one email.
 */
describe('fault: worker killed with SIGKILL in the middle of an email job', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let sendgrid: FakeSendGrid;
  let queue: Queue;
  const prefix = uniqueQueuePrefix();
  const workers: ChildProcessHandle[] = [];

  async function startWorker(): Promise<ChildProcessHandle> {
    const worker = startNodeProcess(workerMain, {
      // A port of its own for the worker's health server: the default may be taken by another run.
      WORKER_PORT: String(await freePort()),
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: prefix,
      SENDGRID_API_KEY: 'SG.test-key',
      SENDGRID_BASE_URL: sendgrid.baseUrl,
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'info',
    });
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    sendgrid = await new FakeSendGrid().start();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    queue = new Queue(QueueName.Email, { connection: { url: testRedisUrl }, prefix });
  });

  afterAll(async () => {
    for (const worker of workers) await stopChildProcess(worker, 'SIGKILL');
    await queue?.close();
    await dataSource?.destroy();
    await sendgrid?.stop();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  it('delivers the email exactly once after the restart', async () => {
    const first = await startWorker();
    await waitFor('the worker to be ready', () => first.output().includes('worker ready'), 60_000);
    sendgrid.holdNext = 1;
    const jobId = await dataSource.transaction(async (manager) => {
      const [message] = await manager.query<{ id: string }[]>(
        `INSERT INTO contact_messages (name, email, message) VALUES ('Ada Lovelace', 'ada@example.com', 'Is the lake warm in June?') RETURNING id`,
      );
      return writeOutboxEntry(manager, JobName.SendContactMessageEmail, { messageId: message!.id });
    });

    await waitFor('SendGrid to hold the worker mid-send', () => sendgrid.held === 1, 60_000);
    await stopChildProcess(first, 'SIGKILL');
    // The request the fake never answered is not a delivery, and the send's transaction died with the process.
    expect(sendgrid.sent).toHaveLength(0);
    expect(await (await queue.getJob(jobId))?.getState()).toBe('active');

    const second = await startWorker();
    await waitFor('the worker to be ready again', () => second.output().includes('worker ready'), 60_000);
    // BullMQ hands the job back once the dead worker's lock has run out (30 s) and a stalled check sees it.
    await waitFor('the email after the restart', () => sendgrid.sent.length === 1, 150_000);
    await waitFor(
      'the job to complete',
      async () => (await (await queue.getJob(jobId))?.getState()) === 'completed',
      30_000,
    );
    const rows = await dataSource.query<{ status: string; attempts: number }[]>(`SELECT status, attempts FROM emails`);
    expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(sendgrid.sent).toHaveLength(1);
    expect(sendgrid.sent[0]).toMatchObject({
      subject: 'Website message from Ada Lovelace',
      replyTo: 'ada@example.com',
    });
  }, 300_000);
});
