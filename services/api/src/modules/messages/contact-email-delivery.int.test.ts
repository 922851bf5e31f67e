import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import pg from 'pg';
import { EmailEntity, Metrics, OutboxRelay, type AppConfig } from '@lakehouse/server-kit';
import {
  FakeSendGrid,
  type QueueWatch,
  createTestDatabase,
  deleteQueueKeys,
  testConfig,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
  waitForQuiet,
  type TestDatabase,
} from '@lakehouse/server-kit/testing';
import { WorkerModule } from '@lakehouse/worker';
import { DataSource } from 'typeorm';
import { startApiOn } from '../../testing/test-api.js';

const message = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Can we bring two kayaks on the car?' };

/**
 * The path between "the message is committed" and "its email job is queued" is cut (the relay is stopped,
 * then the API goes away). After a restart the email still goes out, exactly once.
 */
describe('contact email survives a cut between commit and enqueue', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let db: pg.Client;
  const running: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    sendgrid = await new FakeSendGrid().start();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });

  afterEach(async () => {
    while (running.length > 0) await running.pop()!.close();
    await db.query('TRUNCATE outbox, emails, contact_messages');
    sendgrid.sent.length = 0;
  });

  afterAll(async () => {
    await db?.end();
    await sendgrid?.stop();
    await database?.drop();
  });

  function configFor(extra: Record<string, string>): AppConfig {
    return testConfig({
      LOG_LEVEL: 'error',
      OUTBOX_POLL_MS: '100',
      SENDGRID_API_KEY: 'SG.test-key',
      SENDGRID_BASE_URL: sendgrid.baseUrl,
      ...extra,
    });
  }

  async function startApi(config: AppConfig, outboxAutoStart: boolean): Promise<NestFastifyApplication> {
    const app = await startApiOn(database, { config, outboxAutoStart });
    running.push(app);
    return app;
  }

  async function postMessageWithRelayStopped(config: AppConfig): Promise<string> {
    const api = await startApi(config, false);
    const { body } = await request(api.getHttpServer()).post('/api/messages').send(message).expect(201);
    const { rows } = await db.query('SELECT dispatched_at FROM outbox');
    expect(rows).toEqual([{ dispatched_at: null }]);
    // The "crash": the API goes away with the entry committed but never handed to the queue.
    await running.pop()!.close();
    return body.id as string;
  }

  /** `jobs`: the process whose queue runs the email job. */
  async function expectExactlyOneEmail(jobs: QueueWatch): Promise<void> {
    await waitFor('the email at SendGrid', () => sendgrid.sent.length === 1);
    await waitFor('the email row marked sent', async () => {
      const { rows } = await db.query(`SELECT status FROM emails`);
      return rows.length === 1 && rows[0].status === 'sent';
    });
    await waitForQuiet('the email job to be done', db, [jobs]);
    expect(sendgrid.sent).toHaveLength(1);
    expect(sendgrid.sent[0]).toMatchObject({ replyTo: message.email, subject: `Website message from ${message.name}` });
  }

  it('with Redis: a worker started later relays and sends it once, and a re-enqueue sends nothing more', async () => {
    const prefix = uniqueQueuePrefix();
    const config = configFor({ REDIS_URL: testRedisUrl, QUEUE_PREFIX: prefix, DATABASE_URL: database.url });
    try {
      // The API that took the message is gone with its relay stopped: nothing of it can send the email.
      await postMessageWithRelayStopped(config);
      expect(sendgrid.sent).toHaveLength(0);

      const worker: INestApplicationContext = await NestFactory.createApplicationContext(
        WorkerModule.forRoot(config, database.url, 0),
        { logger: ['error'] },
      );
      await worker.init();
      running.push(worker);
      await expectExactlyOneEmail(worker.get(Metrics));

      // A relay that died after enqueue but before marking the entry hands the same job over again. The worker's
      // own polling stops first, so its pass can't claim the entry between this pass and the check below.
      const relay = worker.get(OutboxRelay);
      await relay.stop();
      await db.query('UPDATE outbox SET dispatched_at = NULL, completed_at = NULL');
      await relay.runOnce();
      const { rows } = await db.query('SELECT dispatched_at FROM outbox');
      expect(rows[0].dispatched_at).not.toBeNull();
      await waitForQuiet('the handed-over job to be done', db, [worker.get(Metrics)]);
      expect(sendgrid.sent).toHaveLength(1);
    } finally {
      await deleteQueueKeys(prefix);
    }
  });

  it('without Redis: the restarted API relays and sends it once', async () => {
    const config = configFor({});
    await postMessageWithRelayStopped(config);
    const api = await startApi(config, true);
    await expectExactlyOneEmail(api.get(Metrics));
    // Running the job again (as a retry would) finds the email already sent.
    await db.query('UPDATE outbox SET dispatched_at = NULL');
    await api.get(OutboxRelay).runOnce();
    expect(sendgrid.sent).toHaveLength(1);
    expect(await api.get(DataSource).getRepository(EmailEntity).count()).toBe(1);
  });

  it('a SendGrid failure is recorded and retried until the email goes out, once', async () => {
    sendgrid.failNext = 2;
    const config = configFor({});
    await startApi(config, true);
    const api = running[0] as NestFastifyApplication;
    await request(api.getHttpServer()).post('/api/messages').send(message).expect(201);
    await waitFor('the email after two failures', () => sendgrid.sent.length === 1, 20_000);
    // SendGrid's 202 reaches the fake before the processor records it: wait for the row too.
    const rows = await waitFor('the email recorded as sent', async () => {
      const result = await db.query('SELECT status, attempts FROM emails');
      return result.rows[0]?.status === 'sent' ? result.rows : undefined;
    });
    expect(rows).toEqual([{ status: 'sent', attempts: 3 }]);
    expect(sendgrid.sent).toHaveLength(1);
  });
});
