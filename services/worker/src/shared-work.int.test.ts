import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import {
  type ChildProcessHandle,
  FakeSendGrid,
  builtEntryPoint,
  createTestDatabase,
  deleteQueueKeys,
  freePort,
  startNodeProcess,
  stopChildProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
  waitForQuiet,
  type TestDatabase,
} from '@lakehouse/server-kit/testing';

const workerMain = builtEntryPoint('worker');
const JOBS = 40;

function completedContactEmails(metrics: string): number {
  const line = metrics
    .split('\n')
    .find((candidate) =>
      candidate.startsWith('lakehouse_jobs_total{queue="email",job="email.contact-message",outcome="completed"} '),
    );
  return line ? Number(line.split(' ')[1]) : 0;
}

/** `--scale worker=2`: two worker processes on one Redis and one queue prefix split the jobs, and none runs twice. */
describe('two workers sharing one Redis', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let db: pg.Client;
  const workers: { process: ChildProcessHandle; port: number }[] = [];
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    database = await createTestDatabase();
    sendgrid = await new FakeSendGrid().start();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    for (const port of [await freePort(), await freePort()]) {
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl,
        QUEUE_PREFIX: prefix,
        SENDGRID_API_KEY: 'SG.test-key',
        SENDGRID_BASE_URL: sendgrid.baseUrl,
        HOST_EMAIL: 'host@example.com',
        ICAL_FEED_URL: 'none',
        OUTBOX_POLL_MS: '100',
        // One job at a time each, so neither can take the whole batch at once.
        WORKER_CONCURRENCY: '1',
        WORKER_PORT: String(port),
      };
      workers.push({ process: startNodeProcess(workerMain, env), port });
    }
    for (const worker of workers) {
      await waitFor(
        `worker on ${worker.port} to be ready`,
        async () => {
          if (worker.process.child.exitCode !== null) throw new Error(`the worker exited:\n${worker.process.output()}`);
          return (await fetch(`http://127.0.0.1:${worker.port}/health/ready`).catch(() => undefined))?.status === 200;
        },
        30_000,
      );
    }
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) await stopChildProcess(worker.process);
    await db?.end();
    await sendgrid?.stop();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  it(`does each of ${JOBS} jobs exactly once, and both workers do some`, async () => {
    // Contact messages and their outbox entries, as the API's command writes them (both workers' relays race for them).
    await db.query(
      `WITH messages AS (
         INSERT INTO contact_messages (name, email, message)
         SELECT 'Guest ' || n, 'guest' || n || '@example.com', 'Question number ' || n || ' about the lake house'
           FROM generate_series(1, $1) AS n
         RETURNING id)
       INSERT INTO outbox (job_name, payload) SELECT 'email.contact-message', jsonb_build_object('messageId', id) FROM messages`,
      [JOBS],
    );
    await waitFor(
      `${JOBS} emails recorded as sent`,
      async () => {
        const { rows } = await db.query(`SELECT count(*)::int AS sent FROM emails WHERE status = 'sent'`);
        return rows[0].sent === JOBS;
      },
      60_000,
    );
    // Every job run to its end, so a duplicate would have shown by now.
    await waitForQuiet(
      'both workers to be idle',
      db,
      workers.map((worker) => `http://127.0.0.1:${worker.port}/metrics`),
    );

    expect(sendgrid.sent).toHaveLength(JOBS);
    expect(new Set(sendgrid.sent.map((mail) => mail.replyTo)).size).toBe(JOBS);
    const { rows } = await db.query(`SELECT processed_by, count(*)::int AS emails FROM emails GROUP BY processed_by`);
    const pids = workers.map((worker) => String(worker.process.child.pid));
    expect(rows.map((row: { processed_by: string }) => row.processed_by.split(':').pop()).sort()).toEqual(
      [...pids].sort(),
    );

    const perWorker = await Promise.all(
      workers.map(async (worker) =>
        completedContactEmails(await (await fetch(`http://127.0.0.1:${worker.port}/metrics`)).text()),
      ),
    );
    expect(perWorker.every((count) => count > 0)).toBe(true);
    expect(perWorker.reduce((sum, count) => sum + count, 0)).toBe(JOBS);
  }, 90_000);
});
