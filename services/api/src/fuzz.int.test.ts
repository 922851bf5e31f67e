import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { contactMessageSchema } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { startTestApi } from './testing/test-api.js';
import { routedCalls } from './testing/routed-calls.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Route {
  method: Method;
  /** As registered, with `:param` for path parameters. */
  path: string;
  /** A body the route accepts; each field is then replaced by bad values one at a time. */
  valid?: Record<string, unknown>;
  /** Query parameters it reads, each with values that are valid enough to reach the handler. */
  query?: Record<string, string>;
  /**
   * A form a browser posts without JavaScript (urlencoded) that the route accepts; each field is then replaced by bad
   * text one at a time. Its answer is always the page again (303), never a 4xx: the page says what was wrong.
   */
  form?: Record<string, string>;
}

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

/** Every route of the spec's call table (SPEC.md §7) and every admin and operations route. */
const routes: Route[] = [
  { method: 'get', path: '/api/property' },
  { method: 'get', path: '/api/photo-manifest' },
  { method: 'put', path: '/api/photo-manifest', valid: { hero: '', curated: [], excluded: [], version: 0 } },
  { method: 'post', path: '/api/refresh-images' },
  { method: 'get', path: '/api/photos' },
  // Its body is a file's bytes: a JSON body, whatever it holds, is refused.
  { method: 'post', path: '/api/photos' },
  { method: 'patch', path: '/api/photos/:id', valid: { caption: 'The dock', alt: '', room: 'Lake' } },
  { method: 'delete', path: '/api/photos/:id' },
  { method: 'get', path: '/api/availability', query: { startDate: '2027-01-01', endDate: '2027-03-31' } },
  { method: 'get', path: '/api/calendar/:file' },
  {
    method: 'post',
    path: '/api/messages',
    valid: { name: 'Ada', email: 'ada@example.com', phone: '', message: 'A long enough message.' },
  },
  {
    method: 'post',
    path: '/api/messages/form',
    form: { name: 'Ada', email: 'ada@example.com', phone: '', message: 'A long enough message.' },
  },
  { method: 'post', path: '/api/access/verify', valid: { code: 'SOME-CODE' } },
  { method: 'post', path: '/api/access-codes/validate', valid: { code: 'SOME-CODE' } },
  {
    method: 'post',
    path: '/api/reservations',
    valid: {
      guestName: 'Ada',
      guestEmail: 'ada@example.com',
      guestPhone: '',
      specialRequests: '',
      checkInDate: '2027-08-10',
      checkOutDate: '2027-08-12',
      guestCount: 2,
      totalAmount: '700',
    },
  },
  { method: 'post', path: '/api/create-payment-intent', valid: { amount: 700, reservationId: SOME_UUID } },
  { method: 'get', path: '/api/reservations/:id/payment' },
  {
    method: 'post',
    path: '/api/send-booking-emails',
    valid: {
      guestName: 'Ada',
      guestEmail: 'ada@example.com',
      guestPhone: '',
      checkInDate: '2027-08-10T04:00:00.000Z',
      checkOutDate: '2027-08-12T04:00:00.000Z',
      adults: 2,
      children: 0,
      infants: 0,
      specialRequests: '',
      accessCode: 'NOT-A-CODE',
      pricing: {
        nights: 2,
        baseRate: 350,
        roomTotal: 700,
        cleaningFee: 180,
        linenFee: 80,
        subtotal: 960,
        taxes: 81.6,
        total: 1041.6,
      },
    },
  },
  { method: 'get', path: '/api/auth/verify' },
  { method: 'get', path: '/api/auth/session' },
  { method: 'post', path: '/api/auth/logout' },
  { method: 'get', path: '/api/config/:provider' },
  {
    method: 'post',
    path: '/api/referral/submit',
    valid: {
      referrerName: 'Anna',
      referrerEmail: 'anna@example.com',
      referrerPhone: '',
      relationship: 'Sister',
      notes: '',
    },
  },
  { method: 'post', path: '/api/admin/login', valid: { adminCode: 'WRONG-CODE' } },
  { method: 'get', path: '/api/admin/sign-in-security' },
  { method: 'post', path: '/api/admin/totp' },
  { method: 'post', path: '/api/admin/totp/confirm', valid: { code: '123456' } },
  { method: 'delete', path: '/api/admin/totp' },
  { method: 'post', path: '/api/admin/recovery-codes' },
  { method: 'get', path: '/api/admin/turnovers' },
  { method: 'get', path: '/api/admin/turnovers/schedule' },
  { method: 'post', path: '/api/admin/turnovers/feed-link' },
  { method: 'delete', path: '/api/admin/turnovers/feed-link' },
  { method: 'put', path: '/api/admin/turnovers/digest-email', valid: { digestEmail: 'cleaner@example.com' } },
  { method: 'get', path: '/api/turnovers/:file' },
  { method: 'get', path: '/api/admin/webhook' },
  { method: 'put', path: '/api/admin/webhook', valid: { url: 'https://example.com/hooks/stays' } },
  { method: 'post', path: '/api/admin/webhook/secret' },
  { method: 'post', path: '/api/admin/webhook/deliveries/:id/resend' },
  { method: 'get', path: '/api/admin/helpers' },
  { method: 'post', path: '/api/admin/helpers/invites', valid: { role: 'cleaner' } },
  { method: 'delete', path: '/api/admin/helpers/invites/:id' },
  { method: 'post', path: '/api/admin/helpers/:id/end-sessions' },
  { method: 'delete', path: '/api/admin/helpers/:id' },
  { method: 'post', path: '/api/admin/helpers/accept', valid: { token: 'A'.repeat(43), name: 'Fuzz' } },
  { method: 'post', path: '/api/admin/helpers/sign-in', valid: { key: 'A'.repeat(43) } },
  { method: 'get', path: '/api/admin/access-codes' },
  {
    method: 'post',
    path: '/api/admin/access-codes',
    valid: { code: 'FUZZ-CODE', type: 'referred', description: null, isActive: true, maxUsage: null, expiresAt: null },
  },
  { method: 'put', path: '/api/admin/access-codes/:id', valid: { isActive: true, maxUsage: 2, expiresAt: null } },
  { method: 'delete', path: '/api/admin/access-codes/:id' },
  { method: 'post', path: '/api/admin/migrate-access-codes' },
  { method: 'post', path: '/api/admin/access-codes/apply-default-limits' },
  { method: 'get', path: '/api/config/pricing' },
  {
    method: 'post',
    path: '/api/config/calculate-pricing',
    valid: { nights: 3, guests: 2, includeLinens: true, familyDiscount: false },
  },
  { method: 'get', path: '/api/admin/reservations', query: { status: 'held', month: '2027-08' } },
  { method: 'get', path: '/api/admin/reservations/:id' },
  { method: 'post', path: '/api/admin/reservations/:id/cancel' },
  { method: 'post', path: '/api/admin/reservations/:id/confirm' },
  { method: 'post', path: '/api/admin/reservations/:id/resend-invoice' },
  { method: 'put', path: '/api/admin/reservations/:id/door-code', valid: { code: '482913' } },
  {
    method: 'post',
    path: '/api/admin/reservations/:id/damage-hold/claim',
    valid: { amount: 80, reason: 'A broken window' },
  },
  { method: 'post', path: '/api/admin/reservations/:id/instalments/:instalmentId/received' },
  { method: 'post', path: '/api/admin/reservations/:id/instalments/:instalmentId/keep-waiting' },
  { method: 'get', path: '/api/admin/emails', query: { status: 'failed' } },
  { method: 'get', path: '/api/admin/emails/:id' },
  { method: 'post', path: '/api/admin/emails/:id/retry' },
  { method: 'get', path: '/api/admin/failed-jobs' },
  { method: 'post', path: '/api/admin/failed-jobs/:id/retry' },
  { method: 'get', path: '/api/admin/worker-status' },
  { method: 'get', path: '/api/admin/calendar-feed' },
  { method: 'post', path: '/api/admin/calendar-feed/sync' },
  { method: 'get', path: '/api/admin/calendar', query: { month: '2027-09' } },
  { method: 'get', path: '/api/admin/overview', query: { year: '2027' } },
  { method: 'get', path: '/api/admin/calendar-feeds' },
  // An address nothing answers on: the sync it starts fails at once and changes only that feed's status.
  {
    method: 'post',
    path: '/api/admin/calendar-feeds',
    valid: { name: 'Fuzz feed', url: 'http://127.0.0.1:9/fuzz.ics' },
  },
  { method: 'delete', path: '/api/admin/calendar-feeds/:source' },
  { method: 'post', path: '/api/admin/calendar-feeds/:source/sync' },
  { method: 'get', path: '/api/admin/owner-blocks' },
  {
    method: 'post',
    path: '/api/admin/owner-blocks',
    valid: { kind: 'maintenance', startsOn: '2027-09-07', endsOn: '2027-09-09', note: 'Dock repair' },
  },
  { method: 'delete', path: '/api/admin/owner-blocks/:id' },
  { method: 'post', path: '/api/payments/webhook' },
  { method: 'get', path: '/api/bookings/:reference', query: { key: 'not-a-key' } },
  { method: 'post', path: '/api/bookings/:reference/cancel' },
  {
    method: 'post',
    path: '/api/bookings/:reference/review',
    query: { key: 'not-a-key' },
    valid: {
      overall: 5,
      cleanliness: 5,
      accuracy: 5,
      communication: 5,
      location: 5,
      value: 5,
      text: 'A lovely week by the lake with the kids.',
    },
  },
  {
    method: 'put',
    path: '/api/bookings/:reference/arrival',
    query: { key: 'not-a-key' },
    valid: { adults: ['Ada Lovelace'], children: [], arrivalTime: '16:00', cars: ['NH 123 456'] },
  },
  { method: 'get', path: '/api/reviews' },
  { method: 'get', path: '/api/admin/reviews' },
  { method: 'put', path: '/api/admin/reviews/:id/reply', valid: { text: 'Thank you for staying!' } },
  { method: 'post', path: '/api/admin/reviews/:id/hide', valid: { reason: 'Names a neighbour by name.' } },
  { method: 'post', path: '/api/admin/reviews/:id/show' },
  { method: 'get', path: '/api/admin/settings' },
  { method: 'get', path: '/api/admin/settings/changes' },
  { method: 'get', path: '/api/content/:kind' },
  { method: 'get', path: '/api/admin/content/:kind' },
  { method: 'put', path: '/api/admin/content/:kind' },
  { method: 'post', path: '/api/admin/content/:kind/preview' },
  { method: 'get', path: '/api/admin/content/:kind/versions' },
  { method: 'get', path: '/api/admin/content/:kind/versions/:version' },
  { method: 'post', path: '/api/admin/content/:kind/versions/:version/restore' },
  { method: 'get', path: '/api/admin/messages' },
  { method: 'get', path: '/api/admin/messages/:key' },
  { method: 'put', path: '/api/admin/messages/:key' },
  { method: 'post', path: '/api/admin/messages/:key/preview' },
  { method: 'post', path: '/api/admin/messages/:key/test' },
  { method: 'post', path: '/api/admin/messages/:key/reset' },
  { method: 'get', path: '/api/admin/messages/:key/versions' },
  { method: 'post', path: '/api/admin/messages/:key/versions/:version/restore' },
  { method: 'get', path: '/api/admin/agreement' },
  // A version no publish has reached: even the valid body is refused (409), so every variant must change nothing.
  { method: 'put', path: '/api/admin/agreement', valid: { markdown: 'Be kind to the house.', version: 999 } },
  { method: 'post', path: '/api/admin/agreement/preview' },
  { method: 'get', path: '/api/admin/agreement/versions' },
  { method: 'get', path: '/api/admin/agreement/versions/:version' },
  { method: 'post', path: '/api/admin/agreement/versions/:version/restore' },
  { method: 'get', path: '/api/admin/agreement/signatures' },
  { method: 'get', path: '/api/admin/agreement/reservations/:id/pdf' },
  { method: 'get', path: '/api/bookings/:reference/agreement', query: { key: 'not-a-key' } },
  {
    method: 'post',
    path: '/api/bookings/:reference/agreement',
    query: { key: 'not-a-key' },
    valid: { name: 'Ada Lovelace', agree: true, version: 1 },
  },
  { method: 'get', path: '/api/bookings/:reference/agreement.pdf', query: { key: 'not-a-key' } },
  // A version no save has reached: even the valid body is refused (409), so every variant must change nothing.
  {
    method: 'put',
    path: '/api/admin/settings',
    valid: {
      version: 999,
      settings: {
        houseName: 'Fuzz House',
        address: '1 Fuzz Road, Grantham, NH 03753',
        latitude: '',
        longitude: '',
        contactEmail: 'fuzz@example.com',
        contactPhone: '(603) 555-0100',
        responseTime: '2-4 hours',
        hostName: 'Fuzz Host',
        hostPhoto: '',
        registeredAgent: '',
        mealsRoomsLicense: '',
        airbnbUrl: '',
        vrboUrl: '',
        otherListingLabel: '',
        otherListingUrl: '',
        bookingWidgetUrl: '',
        checkInTime: '15:00',
        checkOutTime: '10:00',
        quietHoursStart: '22:00',
        quietHoursEnd: '07:00',
        entryInstructions: '',
        propertyManagerPhone: '',
        securityOfficePhone: '',
        familyCouponCode: '',
        logo: '',
      },
    },
  },
  { method: 'get', path: '/api/admin/pricing' },
  { method: 'get', path: '/api/admin/pricing/changes' },
  // As for the settings: a version no save has reached, so even the valid body changes nothing (409).
  {
    method: 'put',
    path: '/api/admin/pricing',
    valid: {
      version: 999,
      rules: {
        nightlyRate: 350,
        cleaningFee: 180,
        linenFee: 80,
        taxRatePercent: 8.5,
        weekendNightlyRate: 425,
        seasons: [{ name: 'Summer', start: '07-01', end: '08-31', nightlyRate: 450, minimumNights: 3 }],
        minimumNights: 1,
        maximumNights: 60,
        bookingHorizonDays: null,
        maxUnpaidHoldsPerCode: null,
        cardFeePercent: null,
      },
    },
  },
];

/** Registered routes with no input to fuzz: probes and the API's own documentation. */
const WITHOUT_INPUT = new Set([
  'get /api/health',
  'get /api/health/live',
  'get /api/health/ready',
  'get /api/docs',
  'get /api/docs/openapi.json',
  'get /api/docs/swagger-initializer.js',
]);

/**
 * What a refusal must write, by design: the attempt limiter's records (counting refused codes), and what a form posted
 * without JavaScript came to, kept for the page it returns to.
 */
const WRITTEN_BY_REFUSALS = new Set(['access_events', 'attempt_counters', 'contact_form_outcomes']);

const hugeString = 'x'.repeat(100_000);
const badValues: unknown[] = [
  42,
  -1,
  -1.5,
  1e308,
  Number.MAX_SAFE_INTEGER * 4,
  true,
  null,
  [],
  [1, 'a'],
  {},
  { nested: { deeper: [null] } },
  '',
  hugeString,
  '\u0000\u0007\u001b[31m\uffff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ ‮reversed‬ \ud800',
  '2025-02-30',
  '2027-13-01T25:61:00Z',
  "'; DROP TABLE reservations; --",
];
const badBodies = [
  '{"unterminated": ',
  '[1, 2, 3]',
  '"a string"',
  '12345',
  'null',
  '{"a": 1,}',
  '\u0000',
  '{"__proto__": {"polluted": true}}',
];
const wrongContentTypes: [string, string][] = [
  ['text/plain', 'name=Ada'],
  ['application/x-www-form-urlencoded', 'name=Ada&email=ada%40example.com'],
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--xyz--'],
  ['application/xml', '<name>Ada</name>'],
];
const badPathValues = [
  'not-a-uuid',
  '0',
  '-1',
  '9'.repeat(60),
  'x'.repeat(5_000),
  '%00',
  '%FF%FE',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  `${SOME_UUID}.ics`,
];
const badQueryValues = [
  '',
  '2025-02-30',
  '2027-02-29',
  '0000-00-00',
  '2027-13-01',
  '-2027-01-01',
  '99999-01-01',
  '01/10/2027',
  'x'.repeat(100_000),
  '%00',
  '%FF',
  '2027-01-01T00:00:00Z',
];
/** Form bodies no browser sends: repeated, bracketed, prototype-named, broken escapes, no values at all. */
const oddForms = [
  'name=Ada&name=Eve',
  'name[]=Ada',
  '__proto__[name]=Ada',
  'constructor=x',
  '%zz=%',
  '&&&',
  '=',
  'name',
];
/** Where a form's post may not send the guest back: only the pages with the form are places to return to. */
const foreignPages = ['https://evil.example/', '//evil.example', '/admin', '/contact/../admin', '%00', ''];

/** Availability queries that must be refused: reversed, huge, repeated, impossible. */
const refusedAvailabilityQueries = [
  'startDate=2027-03-10&endDate=2027-03-01',
  'startDate=1900-01-01&endDate=2999-12-31',
  'startDate=2027-01-01&startDate=2027-02-01',
  'endDate=2025-02-30',
];
/** Parameters it does not know (the query parser keeps `a[]` as its own name): ignored, so the default window. */
const ignoredAvailabilityQueries = ['startDate[]=2027-01-01', 'startDate[gt]=2027-01-01', 'start_date=2027-01-01'];

describe('fuzz: every route answers bad input with 4xx JSON, never 5xx, and a refused request changes nothing', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;
  let db: pg.Client;
  let tables: string[];
  let snapshot: Record<string, string>;

  /** A checksum of every row of every table, in one round trip. */
  async function checksums(): Promise<Record<string, string>> {
    const columns = tables.map(
      (table) =>
        `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${table}" t) AS "${table}"`,
    );
    const { rows } = await db.query(`SELECT ${columns.join(', ')}`);
    return rows[0] as Record<string, string>;
  }

  /** Background work an accepted request started (jobs run in-process here) must finish before the next baseline. */
  async function settle(): Promise<void> {
    await waitFor('the outbox to be quiet', async () => {
      const { rowCount } = await db.query(
        `SELECT 1 FROM outbox WHERE dispatched_at IS NULL AND dead_at IS NULL AND available_at <= now()`,
      );
      return rowCount === 0;
    });
    snapshot = await checksums();
  }

  beforeAll(async () => {
    ({ app, database } = await startTestApi({
      env: {
        ACCESS_ATTEMPT_LIMIT: '100000',
        LOG_LEVEL: 'error',
        ICAL_FEED_URL: 'none',
        STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      },
    }));
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const { rows } = await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    tables = rows
      .map((row: { tablename: string }) => row.tablename)
      .filter((name: string) => !WRITTEN_BY_REFUSALS.has(name));
    await settle();
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await database?.drop();
  });

  const concrete = (route: Route) =>
    route.path
      .replace(/:file/, 'fuzz.ics')
      .replace(/:source/, 'no-such-feed')
      .replace(/:provider/, 'guesty')
      // A real email, so the bodies reach the template checks rather than a 404.
      .replace(/:key/, 'request-received')
      .replace(/:instalmentId/, SOME_UUID)
      .replace(/:id/, SOME_UUID);

  function call(method: Method, url: string): request.Test {
    // As the host (so validation, not only the gate, is exercised), with the photo admin's header too.
    return admin[method](url).set('X-Access-Code', TEST_ADMIN_CODE);
  }

  /** Never a 5xx; a 4xx says why in JSON; a refused request leaves every table as it was. */
  async function expectReadableAnswer(response: request.Response, what: string): Promise<void> {
    expect([what, response.status, response.status < 500 ? 'ok' : response.text.slice(0, 200)]).toEqual([
      what,
      response.status,
      'ok',
    ]);
    if (response.status >= 400) {
      expect([what, typeof response.body?.message, response.headers['content-type']]).toEqual([
        what,
        'string',
        expect.stringMatching(/^application\/json/),
      ]);
      expect(response.body.message.length).toBeGreaterThan(0);
      const after = await checksums();
      const changed = tables.filter((table) => after[table] !== snapshot[table]);
      expect([what, changed]).toEqual([what, []]);
    } else {
      await settle();
    }
  }

  it('covers every registered API route', () => {
    const registered = routedCalls(app.getHttpAdapter().getInstance())
      .filter((call) => call.split(' ')[1]!.startsWith('/api'))
      .map((call) => `${call.split(' ')[0]!.toLowerCase()} ${call.split(' ')[1]}`);
    const fuzzed = new Set(routes.map((route) => `${route.method} ${route.path}`));
    expect(registered.filter((route) => !fuzzed.has(route) && !WITHOUT_INPUT.has(route))).toEqual([]);
  });

  for (const route of routes) {
    const label = `${route.method.toUpperCase()} ${route.path}`;

    if (route.method !== 'get' && route.method !== 'delete') {
      it(`${label}: bodies`, async () => {
        const url = concrete(route);
        for (const raw of badBodies) {
          const response = await call(route.method, url).set('Content-Type', 'application/json').send(raw);
          await expectReadableAnswer(response, `body ${JSON.stringify(raw)}`);
          // A form's route takes no JSON at all; malformed JSON never gets through; a well-formed non-object fails
          // wherever a body is read.
          if (route.form) expect([raw, response.status]).toEqual([raw, 415]);
          else if (raw.startsWith('{"unterminated') || raw.includes(',}') || raw === '\u0000')
            expect(response.status).toBe(400);
          else if (route.valid && !raw.includes('__proto__')) expect(response.status).toBeGreaterThanOrEqual(400);
        }
        for (const [type, body] of wrongContentTypes) {
          const response = await call(route.method, url).set('Content-Type', type).send(body);
          await expectReadableAnswer(response, `content type ${type}`);
          if (route.valid) expect([type, response.status >= 400]).toEqual([type, true]);
        }
        if (!route.valid) return;
        expect((await call(route.method, url).send({})).status).toBeGreaterThanOrEqual(400);
        await expectReadableAnswer(
          await call(route.method, url).send({ ...route.valid, unexpected: hugeString }),
          'an extra field',
        );
        for (const field of Object.keys(route.valid)) {
          const { [field]: _dropped, ...missing } = route.valid;
          await expectReadableAnswer(await call(route.method, url).send(missing), `without ${field}`);
          for (const value of badValues) {
            const response = await call(route.method, url).send({ ...route.valid, [field]: value });
            await expectReadableAnswer(response, `${field} = ${JSON.stringify(value).slice(0, 40)}`);
          }
        }
      });
    }

    if (route.form) {
      it(`${label}: form fields`, async () => {
        const form = route.form!;
        const post = (body: string, page = '/') =>
          call('post', `${route.path}?page=${encodeURIComponent(page)}`)
            .set('Content-Type', 'application/x-www-form-urlencoded')
            .send(body);
        /** Back to the page it came from (its form shows the outcome); refused, it changed nothing else. */
        async function expectBackOnThePage(response: request.Response, what: string, page = '/'): Promise<void> {
          if (response.status >= 400) return expectReadableAnswer(response, what);
          expect([what, response.status, response.headers.location]).toEqual([what, 303, `${page}#contact-form`]);
          await expectReadableAnswer(response, what);
        }
        for (const field of Object.keys(form)) {
          for (const value of badValues) {
            const text = typeof value === 'string' ? value : JSON.stringify(value);
            const fields = { ...form, [field]: text };
            const what = `${field} = ${text.slice(0, 40)}`;
            const response = await post(new URLSearchParams(fields).toString());
            // Refused: the page shows why, and nothing is written but that outcome.
            if (!contactMessageSchema.safeParse(fields).success && response.status < 400) {
              const after = await checksums();
              expect([what, tables.filter((table) => after[table] !== snapshot[table])]).toEqual([what, []]);
            }
            await expectBackOnThePage(response, what);
          }
        }
        for (const body of oddForms) await expectBackOnThePage(await post(body), body);
        for (const page of foreignPages)
          await expectBackOnThePage(await post(new URLSearchParams(form).toString(), page), page, '/contact');
      });
    }

    if (route.path.includes('/:')) {
      it(`${label}: path parameters`, async () => {
        for (const value of badPathValues) {
          const url = route.path.replace(/:[a-z]+/, value);
          const sent = call(route.method, url);
          const response = route.valid ? await sent.send(route.valid) : await sent;
          await expectReadableAnswer(response, `${route.path} with ${value.slice(0, 40)}`);
          // Any provider name has a coupon answer; every other parameter names something that must exist.
          if (!route.path.startsWith('/api/config/'))
            expect([value.slice(0, 40), response.status >= 400]).toEqual([value.slice(0, 40), true]);
        }
      });
    }

    if (route.query) {
      it(`${label}: query parameters`, async () => {
        for (const name of Object.keys(route.query!)) {
          for (const value of badQueryValues) {
            const query = new URLSearchParams({ ...route.query!, [name]: value }).toString().replace(/%25/g, '%');
            const response = await call('get', `${route.path}?${query}`);
            await expectReadableAnswer(response, `${name}=${value.slice(0, 40)}`);
          }
        }
        if (route.path !== '/api/availability') return;
        for (const query of refusedAvailabilityQueries) {
          const response = await call('get', `${route.path}?${query}`);
          await expectReadableAnswer(response, query);
          expect([query, response.status]).toEqual([query, 400]);
        }
        for (const query of ignoredAvailabilityQueries)
          expect([query, (await call('get', `${route.path}?${query}`)).status]).toEqual([query, 200]);
        // Impossible dates are refused, not rolled over into March.
        for (const value of ['2025-02-30', '2027-02-29', '2027-13-01', '0000-00-00']) {
          expect([value, (await call('get', `${route.path}?startDate=${value}&endDate=2027-03-31`)).status]).toEqual([
            value,
            400,
          ]);
        }
      });
    }
  }
});
