import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import {
  AGREEMENT_CHANGED_MESSAGE,
  AGREEMENT_SIGNATURE_NEEDED,
  STALE_AGREEMENT_MESSAGE,
  adminAgreementSchema,
  guestAgreementSchema,
  reservationPaymentSchema,
} from '@lakehouse/contracts';
import { BookingLinks } from '@lakehouse/server-kit';
import { type FakeSendGrid, TEST_ADMIN_CODE, pdfText, waitFor, inDays } from '@lakehouse/server-kit/testing';
import { type TestApiWithPayments, startTestApiWithPayments } from '../../testing/test-api-with-payments.js';

const WEBHOOK_SECRET = 'whsec_test_agreement';

const AGREEMENT = [
  '# Rental agreement for {{ house.name }}',
  '',
  'Between the host and **{{ guest.name }}** ({{ guest.email }}), for {{ stay.dates }}:',
  '{{ stay.nights }} nights, {{ stay.guests }} guests, {{ stay.total }} in all.',
  '',
  '## House rules',
  '',
  '{{ house.rules }}',
].join('\n');

/**
 * The rental agreement through the real endpoints, Stripe and SendGrid faked, jobs in process: the host publishes
 * it; a guest's hold made with the spec's payload can't be paid until the guest signs on the booking page; the
 * signature is kept as signed and can't be edited; the PDF holds the typed name and the version.
 */
describe('the rental agreement', () => {
  let stack: TestApiWithPayments;
  let app: NestFastifyApplication;
  let db: pg.Client;
  let sendgrid: FakeSendGrid;
  let admin: ReturnType<typeof request.agent>;
  let links: BookingLinks;

  beforeAll(async () => {
    stack = await startTestApiWithPayments({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    ({ api: app, db, sendgrid } = stack);
    links = app.get(BookingLinks, { strict: false });
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'LAKE-SIGN', type: 'past_guest' }).expect(201);
  });

  afterAll(() => stack?.stop());

  /** A guest's hold made with the spec's reservation payload, from a browser holding its ticket. */
  async function hold(guestName: string, fromDay: number) {
    const guest = request.agent(app.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'LAKE-SIGN' }).expect(200);
    const { body } = await guest
      .post('/api/reservations')
      .send({
        guestName,
        guestEmail: 'ada@example.com',
        checkInDate: inDays(fromDay),
        checkOutDate: inDays(fromDay + 3),
        guestCount: 4,
      })
      .expect(201);
    const id = body.id as string;
    const page = `/api/bookings/${id.slice(0, 8)}`;
    return { guest, id, page, key: links.key(id), total: body.pricing.total as number };
  }

  const invoiceMailsTo = (name: string) =>
    sendgrid.sent.filter((mail) => mail.subject.startsWith('Your invoice for') && mail.text.includes(name));

  it('until the host publishes one, no stay needs a signature: the invoice is made and the payment starts', async () => {
    const editor = adminAgreementSchema.parse((await admin.get('/api/admin/agreement').expect(200)).body);
    expect(editor).toMatchObject({ version: 0, markdown: '' });
    expect(editor.variables.map(({ name }) => name)).toEqual(expect.arrayContaining(['guest.name', 'house.rules']));
    const stay = await hold('Grace Hopper', 30);
    await waitFor('the invoice email', () => invoiceMailsTo('Grace Hopper').length === 1, 30_000);
    const agreement = guestAgreementSchema.parse(
      (await request(app.getHttpServer()).get(`${stay.page}/agreement?key=${stay.key}`).expect(200)).body,
    );
    expect(agreement).toEqual({ agreement: null, signatureNeeded: false, signature: null });
    await stay.guest
      .post('/api/create-payment-intent')
      .send({ reservationId: stay.id, amount: stay.total })
      .expect(200);
  });

  it('the host publishes versions: a line-numbered 400 for an unknown variable, 409 when stale, a preview', async () => {
    await request(app.getHttpServer()).get('/api/admin/agreement').expect(401);
    const unknown = await admin
      .put('/api/admin/agreement')
      .send({ markdown: 'Hello\n{{ guest.nickname }}', version: 0 })
      .expect(400);
    expect(unknown.body.message).toBe('Line 2: unknown variable {{ guest.nickname }}');
    const preview = await admin.post('/api/admin/agreement/preview').send({ markdown: AGREEMENT }).expect(200);
    expect(preview.body.text).toContain('Between the host and **Ada Lovelace**');
    expect(preview.body.html).toContain('<strong>Ada Lovelace</strong>');
    expect(preview.body.html).toContain('Quiet hours are 10 PM to 7 AM');
    const first = await admin.put('/api/admin/agreement').send({ markdown: 'An early draft', version: 0 }).expect(200);
    expect(first.body).toMatchObject({ version: 1, publishedBy: 'the host' });
    const stale = await admin.put('/api/admin/agreement').send({ markdown: AGREEMENT, version: 0 }).expect(409);
    expect(stale.body.message).toBe(STALE_AGREEMENT_MESSAGE);
    const second = await admin.put('/api/admin/agreement').send({ markdown: AGREEMENT, version: 1 }).expect(200);
    expect(second.body).toMatchObject({ version: 2, markdown: AGREEMENT });
    const versions = await admin.get('/api/admin/agreement/versions').expect(200);
    expect(versions.body.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
  });

  it('refuses to take a payment for a stay that needs a signature and has none, until the guest signs', async () => {
    const stay = await hold('Ada Lovelace', 40);
    // The hold is made as the spec says; no invoice is made or emailed while the agreement is unsigned.
    await waitFor('the hold’s invoice job done', async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM outbox WHERE payload->>'reservationId' = $1 AND dispatched_at IS NOT NULL`,
        [stay.id],
      );
      return rows[0].n >= 1;
    });
    expect(invoiceMailsTo('Ada Lovelace')).toEqual([]);
    const refused = await stay.guest
      .post('/api/create-payment-intent')
      .send({ reservationId: stay.id, amount: stay.total })
      .expect(409);
    expect(refused.body.message).toBe(AGREEMENT_SIGNATURE_NEEDED);
    const payment = reservationPaymentSchema.parse(
      (await stay.guest.get(`/api/reservations/${stay.id}/payment`).expect(200)).body,
    );
    expect(payment).toMatchObject({
      payUrl: null,
      signAgreementUrl: `https://lakehouse.example/booking/${stay.id.slice(0, 8).toUpperCase()}?key=${stay.key}`,
    });

    const guestPage = request(app.getHttpServer());
    const read = guestAgreementSchema.parse(
      (await guestPage.get(`${stay.page}/agreement?key=${stay.key}`).expect(200)).body,
    );
    expect(read).toMatchObject({ signatureNeeded: true, signature: null, agreement: { version: 2 } });
    expect(read.agreement!.html).toContain('<strong>Ada Lovelace</strong> (ada@example.com)');
    await guestPage.get(`${stay.page}/agreement?key=${links.key(stay.id).replace(/^./, 'A')}x`).expect(404);
    const unticked = await guestPage
      .post(`${stay.page}/agreement?key=${stay.key}`)
      .send({ name: 'Ada King Lovelace', agree: false, version: 2 })
      .expect(400);
    expect(unticked.body.message).toContain('Tick "I agree" to sign the agreement');
    const old = await guestPage
      .post(`${stay.page}/agreement?key=${stay.key}`)
      .send({ name: 'Ada King Lovelace', agree: true, version: 1 })
      .expect(409);
    expect(old.body.message).toBe(AGREEMENT_CHANGED_MESSAGE);

    const signed = guestAgreementSchema.parse(
      (
        await guestPage
          .post(`${stay.page}/agreement?key=${stay.key}`)
          .set('x-forwarded-for', '198.51.100.7')
          .send({ name: '  Ada King Lovelace ', agree: true, version: 2 })
          .expect(201)
      ).body,
    );
    expect(signed).toMatchObject({ signatureNeeded: false, signature: { version: 2, name: 'Ada King Lovelace' } });
    const { rows } = await db.query(`SELECT * FROM agreement_signatures WHERE reservation_id = $1`, [stay.id]);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.signed_text).toBe(read.agreement!.text);
    expect(row.text_sha256).toBe(createHash('sha256').update(read.agreement!.text).digest('hex'));
    expect(signed.signature!.sha256).toBe(row.text_sha256);
    expect(row.client_ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    await expect(
      db.query(`UPDATE agreement_signatures SET typed_name = 'Someone Else' WHERE reservation_id = $1`, [stay.id]),
    ).rejects.toThrow('a signed rental agreement cannot be changed');
    await guestPage
      .post(`${stay.page}/agreement?key=${stay.key}`)
      .send({ name: 'Ada King Lovelace', agree: true, version: 2 })
      .expect(409);

    // A newer version changes nothing for a stay that signed: its page shows the text it signed.
    await admin
      .put('/api/admin/agreement')
      .send({ markdown: `${AGREEMENT}\n\nVersion three.`, version: 2 })
      .expect(200);
    const kept = guestAgreementSchema.parse((await guestPage.get(`${stay.page}/agreement?key=${stay.key}`)).body);
    expect(kept).toMatchObject({ signatureNeeded: false, agreement: { version: 2, text: read.agreement!.text } });

    // Signing lets the invoice be made and emailed once, and the payment start.
    await waitFor('the invoice email after signing', () => invoiceMailsTo('Ada Lovelace').length === 1, 30_000);
    const paying = reservationPaymentSchema.parse(
      (await stay.guest.get(`/api/reservations/${stay.id}/payment`).expect(200)).body,
    );
    expect(paying.payUrl).toMatch(/^http/);
    expect(paying.signAgreementUrl).toBeUndefined();
    await stay.guest
      .post('/api/create-payment-intent')
      .send({ reservationId: stay.id, amount: stay.total })
      .expect(200);

    // The signed PDF, from the guest's page and the admin: the typed name and the agreement version.
    const pdf = await guestPage
      .get(`${stay.page}/agreement.pdf?key=${stay.key}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="rental-agreement-${stay.id.slice(0, 8).toUpperCase()}-v2.pdf"`,
    );
    const shown = await pdfText(pdf.body as Buffer);
    expect(shown).toContain('Signed by typing their full name: Ada King Lovelace');
    expect(shown).toContain('Agreement version: 2');
    expect(shown).toContain(`SHA-256 of the text as signed: ${row.text_sha256}`);
    const fromAdmin = await admin.get(`/api/admin/agreement/reservations/${stay.id}/pdf`).expect(200);
    expect(fromAdmin.headers['content-type']).toBe('application/pdf');

    // Paid: the confirmation email carries the signed agreement beside the calendar file.
    const { rows: held } = await db.query(`SELECT stripe_invoice_id FROM reservations WHERE id = $1`, [stay.id]);
    const payload = JSON.stringify({
      id: 'evt_agreement_paid',
      object: 'event',
      type: 'invoice.paid',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: held[0].stripe_invoice_id,
          object: 'invoice',
          status: 'paid',
          amount_paid: Math.round(stay.total * 100),
          currency: 'usd',
          metadata: { reservationId: stay.id },
        },
      },
    });
    await request(app.getHttpServer())
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
    const confirmation = await waitFor(
      'the confirmation email',
      () => sendgrid.sent.find((mail) => mail.attachments.some((file) => file.type === 'application/pdf')),
      30_000,
    );
    const attached = confirmation.attachments.find((file) => file.type === 'application/pdf')!;
    expect(attached.filename).toBe(`rental-agreement-${stay.id.slice(0, 8).toUpperCase()}-v2.pdf`);
    expect(await pdfText(Buffer.from(attached.content, 'base64'))).toContain(
      'Signed by typing their full name: Ada King Lovelace',
    );
  });

  it('a stay with no signature has no PDF', async () => {
    const stay = await hold('Mary Jackson', 50);
    const res = await request(app.getHttpServer()).get(`${stay.page}/agreement.pdf?key=${stay.key}`).expect(404);
    expect(res.body.message).toBe('This stay has no signed rental agreement.');
    await admin.get(`/api/admin/agreement/reservations/${stay.id}/pdf`).expect(404);
  });
});
