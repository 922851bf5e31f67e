import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { QueueName } from '@lakehouse/contracts';
import { waitFor } from '@lakehouse/server-kit/testing';
import { FakeFeedServer, allDayFeed } from '../../../../worker/src/calendar/fixtures/feed-server.js';
import { type RedisFaultStack, sendsPerEmail, startRedisFaultStack } from './redis-fault-stack.js';

const HOLDS = 5;
const REDELIVERY_SECONDS = 3;
const SYNC_INTERVAL_MS = 60_000;
const prefix = 'emptied';

/**
 * Redis restarts without its data (no persistence, a failover to an empty replica) while the jobs of five holds
 * wait in it. Nothing is restarted: the outbox hands the lost jobs over again once the redelivery lease has run
 * out, each guest and the host get each email exactly once, and the worker puts the calendar sync's schedule back.
 */
describe('fault: Redis restarted empty with jobs queued', () => {
  let stack: RedisFaultStack;
  let feed: FakeFeedServer;
  let emailQueue: Queue;

  beforeAll(async () => {
    feed = await new FakeFeedServer().start();
    feed.answer(200, allDayFeed([]));
    stack = await startRedisFaultStack({
      QUEUE_PREFIX: prefix,
      OUTBOX_REDELIVERY_SECONDS: String(REDELIVERY_SECONDS),
      ICAL_FEED_URL: feed.url,
      ICAL_SYNC_INTERVAL_MINUTES: String(SYNC_INTERVAL_MS / 60_000),
    });
    emailQueue = new Queue(QueueName.Email, { connection: { url: stack.redis.url }, prefix });
  });

  afterAll(async () => {
    await emailQueue?.close();
    await stack?.stop();
    await feed?.stop();
  });

  it('sends every email of the lost jobs exactly once and puts the calendar schedule back', async () => {
    const { redis, db, sendgrid } = stack;
    // The workers take no email job: they wait in Redis (a pause is kept in Redis too, so the restart lifts it).
    await emailQueue.pause();
    for (let index = 0; index < HOLDS; index += 1) expect((await stack.hold(index)).status).toBe(201);
    const expected = HOLDS * 2;
    await waitFor('the email jobs to wait in Redis', async () => (await emailQueue.getWaitingCount()) === expected);
    // The email jobs: the start-up photo import's jobs may still be running beside them on a slow machine.
    const handedOver = await db.query(
      `SELECT count(*)::int AS count FROM outbox
        WHERE dispatched_at IS NOT NULL AND completed_at IS NULL AND job_name LIKE 'email.%'`,
    );
    expect(handedOver.rows[0].count).toBe(expected);
    expect(sendgrid.sent).toHaveLength(0);

    await redis.restartEmpty();
    const restartedAt = Date.now();
    expect(await emailQueue.getWaitingCount()).toBe(0);

    await waitFor(`the ${expected} emails`, () => sendgrid.sent.length >= expected, 60_000);
    // Only the holds' expiries, due later, remain.
    await waitFor('every entry handed over to be done', async () => {
      const pending = await db.query(`SELECT 1 FROM outbox WHERE completed_at IS NULL AND available_at <= now()`);
      return pending.rowCount === 0;
    });
    const emails = await db.query(`SELECT status, count(*)::int AS count FROM emails GROUP BY status`);
    expect(emails.rows).toEqual([{ status: 'sent', count: expected }]);
    expect(sendsPerEmail(sendgrid)).toEqual(Array(expected).fill(1));

    // The schedule is back without a restart, and the sync runs from it within one interval.
    const calendarQueue = new Queue(QueueName.Calendar, { connection: { url: redis.url }, prefix });
    try {
      await waitFor('the calendar job scheduler', async () => (await calendarQueue.getJobSchedulersCount()) === 1);
      const requestsBefore = feed.requests;
      await waitFor('a scheduled feed sync', () => feed.requests > requestsBefore, SYNC_INTERVAL_MS + 10_000);
      expect(Date.now() - restartedAt).toBeLessThan(SYNC_INTERVAL_MS + 10_000);
    } finally {
      await calendarQueue.close();
    }
  }, 180_000);
});
