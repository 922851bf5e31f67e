import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { JobName } from '@lakehouse/contracts';
import {
  FakeSendGrid,
  builtEntryPoint,
  type ChildProcessHandle,
  createTestDatabase,
  deleteQueueKeys,
  freePort,
  startNodeProcess,
  stopChildProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
  type TestDatabase,
} from '@lakehouse/server-kit/testing';

const apiMain = builtEntryPoint('api');
const workerMain = builtEntryPoint('worker');

/** The production shape: API and worker as separate processes on real Postgres and Redis. */
describe('API and worker as separate processes', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let api: ChildProcessHandle | undefined;
  let worker: ChildProcessHandle | undefined;
  const prefix = uniqueQueuePrefix();
  let apiPort: number;
  let workerPort: number;

  beforeAll(async () => {
    [apiPort, workerPort] = [await freePort(), await freePort()];
    database = await createTestDatabase();
    sendgrid = await new FakeSendGrid().start();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: prefix,
      SENDGRID_API_KEY: 'SG.test-key',
      SENDGRID_BASE_URL: sendgrid.baseUrl,
      HOST_EMAIL: 'host@example.com',
      SERVE_WEB: 'false',
      OUTBOX_POLL_MS: '200',
    };
    api = startNodeProcess(apiMain, { ...env, PORT: String(apiPort), METRICS_PORT: '0' });
    // Its health and metrics server on a port of this test's own, so parallel runs never collide on 3001.
    worker = startNodeProcess(workerMain, { ...env, WORKER_PORT: String(workerPort) });
    await waitFor('the API to listen', () => api!.output().includes('listening on'), 30_000);
    await waitFor('the worker to be ready', () => worker!.output().includes('worker ready'), 30_000);
  });

  afterAll(async () => {
    await stopChildProcess(api);
    await stopChildProcess(worker);
    await sendgrid?.stop();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  it('logs which database, queue, email and payment mode each process uses', () => {
    for (const output of [api!.output(), worker!.output()]) {
      expect(output).toContain('database: Postgres at postgres://');
      expect(output).toContain('queue: BullMQ on Redis');
      expect(output).toContain('email: SendGrid');
      expect(output).toContain('payments: manual');
    }
    // With Redis the API only produces jobs; the processors live in the worker.
    expect(api!.output()).not.toContain('JobHandlerRegistry');
    expect(worker!.output()).toContain(`handlers for ${Object.values(JobName).length} job(s):`);
    for (const job of Object.values(JobName)) expect(worker!.output()).toContain(job);
  });

  it('writes JSON log lines, and both processes answer their health probes', async () => {
    for (const output of [api!.output(), worker!.output()]) {
      const lines = output.trim().split('\n');
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    }
    const ready = { status: 'ready', checks: { database: 'up', redis: 'up', outboxRelay: 'running', deadLetters: 0 } };
    // The API also reports its read caches' change listener; the worker has none.
    expect(await (await fetch(`http://127.0.0.1:${apiPort}/api/health/ready`)).json()).toEqual({
      ...ready,
      checks: { ...ready.checks, changeListener: 'listening' },
    });
    expect(await (await fetch(`http://127.0.0.1:${workerPort}/health/ready`)).json()).toEqual(ready);
    expect(await (await fetch(`http://127.0.0.1:${workerPort}/health/live`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`http://127.0.0.1:${workerPort}/nothing-here`)).json()).toMatchObject({
      statusCode: 404,
    });
  });

  it('turns a contact message into an email job that the worker process sends', async () => {
    const response = await fetch(`http://127.0.0.1:${apiPort}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'process-test-req-1' },
      body: JSON.stringify({
        name: 'Katherine Johnson',
        email: 'kj@example.com',
        message: 'How far is the nearest ski hill?',
      }),
    });
    expect(response.status).toBe(201);
    await waitFor('the email at SendGrid', () => sendgrid.sent.length === 1, 20_000);
    expect(sendgrid.sent[0]).toMatchObject({ to: ['stay@lakehouse-grantham.example'], replyTo: 'kj@example.com' });

    // The worker sends inside the transaction that records the email: the row is there once that commits.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const rows = await waitFor(
      'the sent email recorded',
      async () => {
        const { rows: recorded } = await db.query(`SELECT status, processed_by FROM emails`);
        return recorded.length > 0 && recorded;
      },
      20_000,
    ).finally(() => db.end());
    expect(rows).toEqual([
      { status: 'sent', processed_by: expect.stringMatching(new RegExp(`:${worker!.child.pid}$`)) },
    ]);
    // The API's request id travelled with the job (outbox, BullMQ) into the worker's log line for it.
    const jobLines = () =>
      worker!
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.job === JobName.SendContactMessageEmail);
    // The line is written as the job ends, just after the commit, and reaches this process through a pipe.
    await waitFor("the worker's log line for the job", () =>
      jobLines().some((line) => String(line.msg).includes('completed')),
    );
    expect(jobLines()).toContainEqual(
      expect.objectContaining({
        service: 'worker',
        requestId: 'process-test-req-1',
        msg: expect.stringContaining('completed'),
      }),
    );
  });

  it('shuts the worker down cleanly on SIGTERM', async () => {
    const code = await stopChildProcess(worker);
    expect(code).toBe(0);
    expect(worker!.output()).toContain('SIGTERM: shutting down');
    expect(worker!.output()).toContain('stopping workers; waiting for jobs in flight');
  });
});
