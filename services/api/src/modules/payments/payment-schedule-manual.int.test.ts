import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { addDays, dateInPropertyZone } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE } from '@lakehouse/server-kit/testing';
import { BalanceChargeScan } from '../../../../worker/src/payment/balance-charge-scan.js';
import { type TestApi, startTestApi } from '../../testing/test-api.js';

/** Without Stripe (the embedded default) the schedule still says what is due when, and the host marks it received. */
describe('the payment schedule without Stripe', () => {
  let api: TestApi;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    api = await startTestApi({ env: { LOG_LEVEL: 'error', OUTBOX_POLL_MS: '100' } });
    admin = request.agent(api.app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const { body: pricing } = await admin.get('/api/admin/pricing').expect(200);
    await admin
      .put('/api/admin/pricing')
      .send({
        version: pricing.version,
        rules: {
          ...pricing.rules,
          paymentSchedule: {
            ...pricing.rules.paymentSchedule,
            family: { depositPercent: 30, balanceDaysBeforeCheckIn: 14 },
          },
        },
      })
      .expect(200);
  });

  afterAll(async () => {
    await api?.app.close();
    await api?.database.drop();
  });

  it('shows what is due when, and the host marks each payment received, signed', async () => {
    const code = 'FAMILY-MANUAL-1';
    await admin.post('/api/admin/access-codes').send({ code, type: 'family_friend' }).expect(201);
    const guest = request.agent(api.app.getHttpServer());
    await guest.post('/api/access/verify').send({ code }).expect(200);
    const checkIn = addDays(dateInPropertyZone(new Date()), 45);
    const { body: held } = await guest
      .post('/api/reservations')
      .send({
        guestName: 'Ada Lovelace',
        guestEmail: 'manual@example.com',
        guestCount: 2,
        checkInDate: checkIn,
        checkOutDate: addDays(checkIn, 2),
      })
      .expect(201);
    const detail = async () => (await admin.get(`/api/admin/reservations/${held.id}`).expect(200)).body;
    const [deposit, balance] = (await detail()).instalments;
    expect(deposit).toMatchObject({
      kind: 'deposit',
      status: 'due',
      amount: Math.round(held.pricing.total * 30) / 100,
    });
    expect(balance).toMatchObject({ kind: 'balance', status: 'due', dueDate: addDays(checkIn, -14) });
    // The booking's payment step asks for the deposit now, of the whole total.
    const { body: payment } = await guest.get(`/api/reservations/${held.id}/payment`).expect(200);
    expect(payment).toMatchObject({ total: held.pricing.total, dueNow: deposit.amount, payment: 'manual' });

    // A hold's payment is confirmed with "Confirm (paid)", which marks its deposit received.
    const early = await admin.post(`/api/admin/reservations/${held.id}/instalments/${balance.id}/received`).expect(409);
    expect(early.body.message).toMatch(/not confirmed yet/);
    await admin.post(`/api/admin/reservations/${held.id}/confirm`).expect(200);
    await admin.post(`/api/admin/reservations/${held.id}/instalments/${balance.id}/received`).expect(200);
    const after = (await detail()).instalments;
    expect(after).toEqual([
      expect.objectContaining({ kind: 'deposit', status: 'paid', paidBy: 'the host' }),
      expect.objectContaining({ kind: 'balance', status: 'paid', paidBy: 'the host' }),
    ]);
    expect(after[1].paidAt).toEqual(expect.any(String));
    await admin.post(`/api/admin/reservations/${held.id}/instalments/${balance.id}/received`).expect(409);
    await admin
      .post(`/api/admin/reservations/${held.id}/instalments/00000000-0000-4000-8000-000000000000/received`)
      .expect(404);
    const scan = api.app.get(BalanceChargeScan, { strict: false });
    expect(await scan.scan(new Date(`${balance.dueDate}T16:00:00Z`))).toBe(0);
  });
});
