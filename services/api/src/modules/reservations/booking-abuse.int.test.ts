import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import {
  FakeSendGrid,
  FakeStripe,
  TEST_ADMIN_CODE,
  inDays,
  waitFor,
  type TestDatabase,
} from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

/**
 * Threats 2 and 3 of docs/security.md, run as attacks against the API: the booking-email relay, the email routes' limits and
 * one code holding the calendar. Each client is its own address (TRUST_PROXY=true and X-Forwarded-For), so the
 * per-client limits of one test don't reach the next.
 */
describe('booking abuse: email relay, email limits, unpaid holds', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let stripe: FakeStripe;
  let app: NestFastifyApplication;
  let db: pg.Client;
  let admin: ReturnType<typeof request.agent>;

  const client = (address: string) => request.agent(app.getHttpServer()).set('X-Forwarded-For', address);
  const count = async (sql: string, params: unknown[] = []) =>
    ((await db.query(sql, params)).rows[0] as { n: number }).n;
  const mailsTo = (address: string) => sendgrid.sent.filter((mail) => mail.to.includes(address));
  /** The outbox has handed over everything due, so "nothing was sent" is not just "not yet". */
  const outboxQuiet = () =>
    waitFor(
      'the outbox to be quiet',
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM outbox WHERE dispatched_at IS NULL AND dead_at IS NULL AND available_at <= now()`,
        )) === 0,
    );

  beforeAll(async () => {
    sendgrid = await new FakeSendGrid().start();
    stripe = await new FakeStripe().start();
    ({ app, database } = await startTestApi({
      env: {
        LOG_LEVEL: 'error',
        OUTBOX_POLL_MS: '100',
        SENDGRID_API_KEY: 'SG.test',
        SENDGRID_BASE_URL: sendgrid.baseUrl,
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_API_BASE_URL: stripe.baseUrl,
        TRUST_PROXY: 'true',
        MAX_UNPAID_HOLDS_PER_CODE: '2',
        MAX_UNPAID_NIGHTS_PER_CODE: '45',
        RESERVATION_ATTEMPT_LIMIT: '3',
        EMAIL_LIMIT_PER_CLIENT: '3',
        EMAIL_LIMIT_PER_RECIPIENT: '2',
      },
    }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    admin = client('192.0.2.1');
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await stripe?.stop();
    await sendgrid?.stop();
    await database?.drop();
  });

  const stay = (from: number, nights = 2) => ({ checkInDate: inDays(from), checkOutDate: inDays(from + nights) });
  const emailPayload = (guestEmail: string, from: number) => ({
    guestName: 'Ada Lovelace',
    guestEmail,
    ...stay(from),
    adults: 2,
    children: 0,
    infants: 0,
  });

  describe('send-booking-emails (item 2)', () => {
    it('a stranger, a forged ticket or a ticket for another stay gets 403, and nothing is stored or sent', async () => {
      const owner = client('198.51.100.10');
      await owner
        .post('/api/reservations')
        .send({ guestName: 'Ada Lovelace', guestEmail: 'ada@example.com', guestCount: 2, ...stay(30) })
        .expect(201);
      const stranger = client('198.51.100.11');
      const refused = await stranger
        .post('/api/send-booking-emails')
        .send(emailPayload('ada@example.com', 30))
        .expect(403);
      expect(refused.body.message).toBe('Booking emails can only be sent from the browser that made this reservation.');
      const { rows } = await db.query(`SELECT id FROM reservations WHERE guest_email = 'ada@example.com'`);
      const forged = await client('198.51.100.12')
        .post('/api/send-booking-emails')
        .set('Cookie', `lakehouse_reservation=${rows[0].id}.not-our-signature`)
        .send(emailPayload('ada@example.com', 30));
      expect(forged.status).toBe(403);
      // The owner's own ticket can't mail another address or other dates.
      await owner.post('/api/send-booking-emails').send(emailPayload('victim@example.com', 30)).expect(403);
      await owner.post('/api/send-booking-emails').send(emailPayload('ada@example.com', 31)).expect(403);
      await outboxQuiet();
      expect(await count('SELECT count(*)::int AS n FROM booking_email_requests')).toBe(0);
      expect(mailsTo('victim@example.com')).toEqual([]);
    });

    it("the owner's call sends no second set: the inquiry's own emails, built from the stored reservation, go out once each", async () => {
      const owner = client('198.51.100.20');
      await owner
        .post('/api/reservations')
        .send({
          guestName: 'Grace Hopper',
          guestEmail: 'grace@example.com',
          guestCount: 2,
          specialRequests: 'A crib please',
          ...stay(40),
        })
        .expect(201);
      const sent = await owner
        .post('/api/send-booking-emails')
        .send({
          ...emailPayload('GRACE@example.com', 40),
          guestName: 'Your account is locked, click here',
          specialRequests: 'http://phish.example',
          pricing: { total: 1 },
        })
        .expect(202);
      expect(sent.body.message).toBe('Booking emails are on their way.');
      const again = await owner
        .post('/api/send-booking-emails')
        .send(emailPayload('grace@example.com', 40))
        .expect(202);
      expect(again.body.message).toBe('The booking emails for this reservation are already on their way.');
      await outboxQuiet();
      const mails = sendgrid.sent.filter(
        (mail) => mail.to.includes('grace@example.com') || mail.subject === 'New inquiry: Grace Hopper',
      );
      expect(mails.map((mail) => [mail.to[0], mail.subject]).sort()).toEqual(
        [
          ['grace@example.com', expect.stringMatching(/^We received your inquiry for /)],
          ['stay@lakehouse-grantham.example', 'New inquiry: Grace Hopper'],
        ].sort(),
      );
      for (const mail of mails) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/phish|click here/);
    });
  });

  it("an anonymous inquiry's email to the address it names holds no text the sender chose", async () => {
    const lure = 'Your card was charged $2,400 - dispute at https://phish.example/x';
    await client('198.51.100.30')
      .post('/api/reservations')
      .send({ guestName: lure, guestEmail: 'stranger@example.com', guestCount: 2, specialRequests: lure, ...stay(44) })
      .expect(201);
    const [mail] = await waitFor('the inquiry email to the named address', () => {
      const sent = mailsTo('stranger@example.com');
      return sent.length > 0 ? sent : undefined;
    });
    expect(mail!.subject).toMatch(/^We received your inquiry for /);
    expect(mail!.text).toContain('Thank you. The host will answer within 2-4 hours');
    for (const part of [mail!.subject, mail!.text, mail!.html ?? ''])
      expect(part).not.toMatch(/phish|charged|dispute|\$2,400/);
    // The host's copy still names the sender, so the host can judge the inquiry.
    await waitFor('the host copy', () =>
      mailsTo('stay@lakehouse-grantham.example').find((m) => m.text.includes('phish.example')),
    );
  });

  describe('limits on the routes that send email (item 2)', () => {
    it('one client: contact, referral, inquiry and booking emails share an hourly budget; past it 429 with Retry-After, nothing stored', async () => {
      const sender = client('203.0.113.30');
      for (let i = 0; i < 3; i++) {
        await sender
          .post('/api/messages')
          .send({ name: 'Spammer', email: `s${i}@example.com`, message: 'Buy cheap watches now!' })
          .expect(201);
      }
      const messagesBefore = await count('SELECT count(*)::int AS n FROM contact_messages');
      const refused = await sender
        .post('/api/messages')
        .send({ name: 'Spammer', email: 's9@example.com', message: 'Buy cheap watches now!' })
        .expect(429);
      expect(refused.body.message).toMatch(
        /^Too many requests from your connection\. Please wait \d+ minutes and try again\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await sender
        .post('/api/referral/submit')
        .send({ referrerName: 'Spammer', referrerEmail: 'r@example.com', relationship: 'none' })
        .expect(429);
      await sender
        .post('/api/reservations')
        .send({ guestName: 'Spammer', guestEmail: 'i@example.com', guestCount: 2, ...stay(50) })
        .expect(429);
      expect(await count('SELECT count(*)::int AS n FROM contact_messages')).toBe(messagesBefore);
      expect(await count(`SELECT count(*)::int AS n FROM referrals`)).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM reservations WHERE guest_email = 'i@example.com'`)).toBe(0);
      await outboxQuiet();
      expect(mailsTo('stay@lakehouse-grantham.example').filter((mail) => /Spammer/.test(mail.subject))).toHaveLength(3);
    });

    it('one recipient: a daily budget whoever sends, across routes; nothing stored or sent past it', async () => {
      const victim = 'target@example.com';
      await client('203.0.113.40')
        .post('/api/messages')
        .send({ name: 'A', email: victim, message: 'first message here' })
        .expect(201);
      const booker = client('203.0.113.41');
      await booker
        .post('/api/reservations')
        .send({ guestName: 'Target', guestEmail: victim, guestCount: 2, ...stay(60) })
        .expect(201);
      const third = await client('203.0.113.42')
        .post('/api/referral/submit')
        .send({ referrerName: 'C', referrerEmail: victim, relationship: 'friend' })
        .expect(429);
      expect(third.body.message).toMatch(
        /^Too many messages have been sent for this email address\. Please wait \d+ minutes and try again\.$/,
      );
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      await outboxQuiet();
      expect(await count('SELECT count(*)::int AS n FROM referrals WHERE referrer_email = $1', [victim])).toBe(0);
      expect(mailsTo(victim)).toHaveLength(1);
    });
  });

  describe('one code holding the calendar (item 3)', () => {
    async function guestWithCode(code: string, address: string) {
      await admin.post('/api/admin/access-codes').send({ code, type: 'past_guest' }).expect(201);
      const guest = client(address);
      await guest.post('/api/access/verify').send({ code }).expect(200);
      return guest;
    }

    it('a code holds at most 2 unpaid stays: the third is refused with nothing held, emailed or invoiced', async () => {
      const guest = await guestWithCode('HOLDER-CODE-1', '203.0.113.50');
      for (const [i, from] of [70, 92].entries()) {
        const { body } = await guest
          .post('/api/reservations')
          .send({ guestName: 'Hal Holder', guestEmail: `hold${i}@example.com`, guestCount: 2, ...stay(from, 20) })
          .expect(201);
        expect(body.status).toBe('held');
      }
      await waitFor('two hold invoices', () => stripe.invoices.size === 2);
      const third = await guest
        .post('/api/reservations')
        .send({ guestName: 'Hal Holder', guestEmail: 'hold2@example.com', guestCount: 2, ...stay(114, 10) })
        .expect(409);
      expect(third.body.message).toBe(
        'Your access code already holds 2 unpaid stays. Please pay for one, or wait until a hold expires, before holding more dates.',
      );
      await outboxQuiet();
      expect(await count(`SELECT count(*)::int AS n FROM reservations WHERE guest_email LIKE 'hold%'`)).toBe(2);
      expect(mailsTo('hold2@example.com')).toEqual([]);
      expect(stripe.invoices.size).toBe(2);
    });

    it('a code holds at most 45 unpaid nights, however they are split: 30 then 20 more is refused, nothing held', async () => {
      const guest = await guestWithCode('NIGHTS-CODE-1', '203.0.113.55');
      await guest
        .post('/api/reservations')
        .send({ guestName: 'Nia Nights', guestEmail: 'nights0@example.com', guestCount: 2, ...stay(170, 30) })
        .expect(201);
      const refused = await guest
        .post('/api/reservations')
        .send({ guestName: 'Nia Nights', guestEmail: 'nights1@example.com', guestCount: 2, ...stay(205, 20) })
        .expect(409);
      expect(refused.body.message).toBe(
        'Your access code already holds 30 unpaid nights, and 20 more would pass the limit of 45 unpaid nights at once. Please pay for a held stay, or wait until a hold expires, before holding more dates.',
      );
      expect(await count(`SELECT count(*)::int AS n FROM reservations WHERE guest_email LIKE 'nights%'`)).toBe(1);
    });

    it('a code deactivated between verify and booking is refused inside the booking transaction', async () => {
      const guest = await guestWithCode('SOON-INACTIVE', '203.0.113.60');
      const { body: codes } = await admin.get('/api/admin/access-codes').expect(200);
      const { id } = (codes as { id: string; codeMasked: string }[]).find((code) => code.codeMasked.startsWith('SO'))!;
      await admin.put(`/api/admin/access-codes/${id}`).send({ isActive: false }).expect(200);
      const refused = await guest
        .post('/api/reservations')
        .send({ guestName: 'Ina Active', guestEmail: 'ina@example.com', guestCount: 2, ...stay(130) })
        .expect(403);
      expect(refused.body.message).toBe(
        'Your access code is no longer active. Please enter your access code again or contact us.',
      );
      await outboxQuiet();
      expect(await count(`SELECT count(*)::int AS n FROM reservations WHERE guest_email = 'ina@example.com'`)).toBe(0);
      expect(mailsTo('ina@example.com')).toEqual([]);
    });

    it('one client may try a reservation 3 times an hour; the 4th is 429 and holds nothing', async () => {
      const guest = await guestWithCode('BURST-CODE-1', '203.0.113.70');
      // The same nights three times: one hold, two 409s, all counted.
      for (const expected of [201, 409, 409]) {
        await guest
          .post('/api/reservations')
          .send({ guestName: 'Bea Burst', guestEmail: `burst${expected}@example.com`, guestCount: 2, ...stay(150) })
          .expect(expected);
      }
      const refused = await guest
        .post('/api/reservations')
        .send({ guestName: 'Bea Burst', guestEmail: 'burst4@example.com', guestCount: 2, ...stay(160) })
        .expect(429);
      expect(refused.body.message).toMatch(/^Too many booking attempts\. Please wait \d+ minutes and try again\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await count(`SELECT count(*)::int AS n FROM reservations WHERE guest_email LIKE 'burst%'`)).toBe(1);
    });
  });
});
