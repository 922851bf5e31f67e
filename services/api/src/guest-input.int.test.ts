import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { TEST_ADMIN_CODE, inDays, waitFor, type TestDatabase } from '@lakehouse/server-kit/testing';
import { startTestApi } from './testing/test-api.js';

/**
 * Threats 15 and 16 of docs/security.md: control characters in names, addresses, phones, codes and subjects are refused with
 * a message before anything is stored or sent; a guest's name never reaches the logs.
 */
describe('guest input: control characters refused, names kept out of the logs', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let db: pg.Client;
  const logLines: string[] = [];

  beforeAll(async () => {
    // Captured email mode (no SendGrid key): the emails table shows what would have gone out.
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    ({ app, database } = await startTestApi({ env: { LOG_LEVEL: 'debug', OUTBOX_POLL_MS: '100' }, logDestination }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await database?.drop();
  });

  const injected = ['Eve\r\nBcc: everyone@example.com', 'Eve\nSubject: free money', 'Eve\u0000', 'Eve\u001b[31m'];
  const stay = { checkInDate: inDays(30), checkOutDate: inDays(32), guestCount: 2 };
  const attacks: { route: string; valid: Record<string, unknown>; fields: string[] }[] = [
    {
      route: '/api/messages',
      valid: { name: 'Eve', email: 'eve@example.com', phone: '555 0100', message: 'A long enough message.' },
      fields: ['name', 'email', 'phone'],
    },
    {
      route: '/api/referral/submit',
      valid: {
        referrerName: 'Eve',
        referrerEmail: 'eve@example.com',
        referrerPhone: '5550100',
        relationship: 'Sister',
      },
      fields: ['referrerName', 'referrerEmail', 'referrerPhone', 'relationship'],
    },
    {
      route: '/api/reservations',
      valid: { guestName: 'Eve', guestEmail: 'eve@example.com', guestPhone: '555 0100', ...stay },
      fields: ['guestName', 'guestEmail', 'guestPhone'],
    },
    { route: '/api/access/verify', valid: { code: 'SOME-CODE' }, fields: ['code'] },
    { route: '/api/admin/login', valid: { adminCode: TEST_ADMIN_CODE }, fields: ['adminCode'] },
  ];

  it('CR, LF, NUL or ESC in any one-line field: 400 naming the field, nothing stored or emailed (item 15)', async () => {
    for (const { route, valid, fields } of attacks) {
      for (const field of fields) {
        for (const value of injected) {
          const response = await request(app.getHttpServer())
            .post(route)
            .send({ ...valid, [field]: value });
          expect([route, field, response.status]).toEqual([route, field, 400]);
          expect(response.body.message).toMatch(
            /must not contain (line breaks or )?control characters|must not contain NUL|valid email address|valid phone number/,
          );
        }
      }
    }
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM contact_messages)::int + (SELECT count(*) FROM referrals)::int + (SELECT count(*) FROM reservations)::int
              + (SELECT count(*) FROM emails)::int + (SELECT count(*) FROM access_codes)::int AS n`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('an admin can not create a code with a line break in it (item 15)', async () => {
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const { body } = await admin
      .post('/api/admin/access-codes')
      .send({ code: 'GOOD\r\nCODE', type: 'referred' })
      .expect(400);
    expect(body.message).toBe('Access code must not contain line breaks or control characters');
  });

  it("line breaks stay allowed in free text (a message), and the guest's name never reaches the logs (item 16)", async () => {
    const name = 'Zelda Quuxington';
    await request(app.getHttpServer())
      .post('/api/messages')
      .send({ name, email: 'zelda@example.com', message: 'Hello,\r\nis the dock open in May?' })
      .expect(201);
    await request(app.getHttpServer())
      .post('/api/reservations')
      .send({ guestName: name, guestEmail: 'zelda@example.com', ...stay })
      .expect(201);
    await waitFor(
      'the captured emails',
      async () => (await db.query(`SELECT 1 FROM emails WHERE status = 'captured'`)).rowCount! >= 3,
    );
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes('Zelda') || line.includes('zelda@'))).toEqual([]);
  });
});
