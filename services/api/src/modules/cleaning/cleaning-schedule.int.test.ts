import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import ical, { type ParameterValue, type VEvent } from 'node-ical';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  JobName,
  addDays,
  cleaningFeedLinkSchema,
  cleaningScheduleSchema,
  isoDateInZone,
  turnoversSchema,
} from '@lakehouse/contracts';
import { JobQueue } from '@lakehouse/server-kit';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { CleaningScheduleScan } from '../../../../worker/src/cleaning/cleaning-schedule-scan.js';
import { startTestApi } from '../../testing/test-api.js';

const TIME_ZONE = 'America/Chicago';
const textOf = (value: ParameterValue | undefined) => (typeof value === 'object' ? value.val : value);
const CLEANER = 'cleaner@example.com';

/**
 * The cleaner's schedule from every calendar: an Airbnb block imported from its feed ends the day a direct stay
 * begins, and that same-day turnover is marked so in the admin list, the private calendar feed and the digest.
 */
describe("the cleaner's schedule", () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;
  let db: DataSource;
  let turnoverDay: string;
  let stayId: string;

  const runScheduleJob = (runs = 1) =>
    Promise.all(
      Array.from({ length: runs }, (_, run) =>
        app.get(JobQueue).enqueue(JobName.SendCleaningSchedule, {}, { jobId: `test-${Date.now()}-${run}` }),
      ),
    );
  const emails = (kind: string) =>
    db.query<{ to: string; subject: string; body_text: string }[]>(
      `SELECT to_address AS "to", subject, body_text FROM emails WHERE kind = $1 ORDER BY created_at`,
      [kind],
    );

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { PROPERTY_TIMEZONE: TIME_ZONE } }));
    db = app.get(DataSource);
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    turnoverDay = addDays(isoDateInZone(new Date(), TIME_ZONE), 5);
    await db.query(
      `INSERT INTO calendar_feeds (source, url, name, added_by_host) VALUES ('airbnb', 'https://www.airbnb.com/calendar/ical/1.ics', 'Airbnb', true)`,
    );
    await db.query(
      `INSERT INTO calendar_blocks (source, uid, title, starts_on, ends_on) VALUES ('airbnb', 'abc@airbnb.com', 'Reserved', $1, $2)`,
      [addDays(turnoverDay, -3), turnoverDay],
    );
    const [stay] = await db.query<{ id: string }[]>(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_phone, guest_count, quote, total_cents)
       VALUES ('confirmed', $1, $2, 'Dana Direct', 'dana@example.com', '+1 555 0100', 4, '{}', 123456) RETURNING id`,
      [turnoverDay, addDays(turnoverDay, 4)],
    );
    stayId = stay!.id;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('the admin list marks the Airbnb departure followed by the direct arrival as a same-day turnover', async () => {
    const { turnovers } = turnoversSchema.parse((await admin.get('/api/admin/turnovers').expect(200)).body);
    const turnover = turnovers.find((t) => t.departure.checkOut === turnoverDay)!;
    expect(turnover).toMatchObject({
      departure: { source: 'Airbnb', checkOut: turnoverDay },
      nextArrival: { source: 'Direct booking', checkIn: turnoverDay, guestCount: 4 },
      sameDay: true,
    });
    expect(turnovers.find((t) => t.departure.source === 'Direct booking')).toMatchObject({ sameDay: false });
  });

  it('the private feed shows it as a same-day event, without contact details or money; a new link ends the old', async () => {
    expect(cleaningScheduleSchema.parse((await admin.get('/api/admin/turnovers/schedule').expect(200)).body)).toEqual({
      feedLinkActive: false,
      digestEmail: null,
    });
    await request(app.getHttpServer())
      .get(`/api/turnovers/${'A'.repeat(43)}.ics`)
      .expect(404);
    const { feedPath } = cleaningFeedLinkSchema.parse(
      (await admin.post('/api/admin/turnovers/feed-link').expect(200)).body,
    );
    expect(feedPath).toMatch(/^\/api\/turnovers\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await request(app.getHttpServer()).get(feedPath).expect(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const text = feed.text;
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    for (const secret of ['dana@example.com', '555 0100', 'Dana', '1,234.56', '$']) expect(text).not.toContain(secret);
    const events = Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
    const sameDay = events.find((event) => (textOf(event.summary) ?? '').startsWith('Same-day turnover'))!;
    expect(textOf(sameDay.summary)).toBe('Same-day turnover: clean 10:00 AM to 3:00 PM');
    expect(sameDay.start.dateOnly).toBe(true);
    const start = sameDay.start;
    const startsOn = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
    expect(startsOn).toBe(turnoverDay);
    expect(textOf(sameDay.description)).toContain('Check-out by 10:00 AM: Airbnb.');

    const { feedPath: newPath } = cleaningFeedLinkSchema.parse(
      (await admin.post('/api/admin/turnovers/feed-link').expect(200)).body,
    );
    await request(app.getHttpServer()).get(feedPath).expect(404);
    await request(app.getHttpServer()).get(newPath).expect(200);
    expect((await admin.get('/api/admin/turnovers/schedule').expect(200)).body).toMatchObject({ feedLinkActive: true });
  });

  it('refuses a digest address that is not one, in words', async () => {
    const refused = await admin
      .put('/api/admin/turnovers/digest-email')
      .send({ digestEmail: 'not-an-address' })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('Enter an email address');
  });

  it('the weekly digest lists the same-day turnover, and goes out once for the week however often the job runs', async () => {
    await runScheduleJob();
    expect(await emails('cleaning-digest')).toEqual([]);
    await admin.put('/api/admin/turnovers/digest-email').send({ digestEmail: CLEANER }).expect(200);
    await runScheduleJob(3);
    await runScheduleJob();
    const digests = await emails('cleaning-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.to).toBe(CLEANER);
    expect(digests[0]!.subject).toMatch(/^Cleaning schedule: .+, next 14 days$/);
    expect(digests[0]!.body_text).toMatch(/1 of them same-day/);
    expect(digests[0]!.body_text).toMatch(
      /SAME-DAY turnover: check-out 10:00 AM \(Airbnb\); next check-in the same day at 3:00 PM \(Direct booking, 4 guests\)/,
    );
    expect(digests[0]!.body_text).not.toContain('dana@example.com');
    expect(await emails('cleaning-schedule-changed')).toEqual([]);
  });

  it('the scan queues the schedule job once per interval, however many processes scan at once', async () => {
    const scan = app.get(CleaningScheduleScan);
    const queued = await Promise.all([scan.scan(), scan.scan(), scan.scan()]);
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await scan.scan()).toBe(false);
    const entries = await db.query(`SELECT id FROM outbox WHERE job_name = $1`, [JobName.SendCleaningSchedule]);
    expect(entries).toHaveLength(1);
  });

  it('a cancelled stay moves the turnover: the cleaner gets one email with the list as it now is', async () => {
    await admin.post(`/api/admin/reservations/${stayId}/cancel`).send({ refund: 'none' }).expect(200);
    await runScheduleJob(2);
    await runScheduleJob();
    const changed = await emails('cleaning-schedule-changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.subject).toMatch(/^The cleaning schedule changed/);
    expect(changed[0]!.body_text).not.toContain('SAME-DAY');
    expect(changed[0]!.body_text).toContain('Turnover: check-out 10:00 AM (Airbnb); no next arrival booked yet');
    expect(await emails('cleaning-digest')).toHaveLength(1);
  });
});
