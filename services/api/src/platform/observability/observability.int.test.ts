import { OperationsServer } from '@lakehouse/server-kit';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { TEST_ADMIN_CODE, waitFor, type TestDatabase } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

/** The embedded mode (no Redis): health, metrics and JSON logs of one API process that also runs the jobs. */
describe('API health, metrics and logs (in-process jobs)', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  const written: string[] = [];
  const logs = (): LogLine[] =>
    written
      .join('')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    ({ app, database } = await startTestApi({ env: { LOG_LEVEL: 'info' }, logDestination }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('is live, and ready once the database answers and the relay runs', async () => {
    await request(app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
    await request(app.getHttpServer())
      .get('/api/health/ready')
      .expect(200, {
        status: 'ready',
        checks: { database: 'up', outboxRelay: 'running', deadLetters: 0, changeListener: 'listening' },
      });
  });

  it('echoes a sane X-Request-Id, replaces a forged one, and carries it into the job the request caused', async () => {
    const sane = await request(app.getHttpServer()).get('/api/property').set('X-Request-Id', 'edge-7f3a.1').expect(200);
    expect(sane.headers['x-request-id']).toBe('edge-7f3a.1');
    const forged = await request(app.getHttpServer())
      .get('/api/property')
      .set('X-Request-Id', 'two words {"level":"fatal"}')
      .expect(200);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    await request(app.getHttpServer())
      .post('/api/messages')
      .set('X-Request-Id', 'contact-req-1')
      .send({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Is the dock open in May?' })
      .expect(201);
    const jobLine = await waitFor('the email job to log its completion', () =>
      logs().find((line) => line.job === 'email.contact-message' && line.msg?.includes('completed')),
    );
    expect(jobLine).toMatchObject({ requestId: 'contact-req-1', service: 'api', level: 'info' });
    expect(logs()).toContainEqual(
      expect.objectContaining({
        req: expect.objectContaining({ id: 'contact-req-1', method: 'POST', url: '/api/messages' }),
      }),
    );
  });

  it('keeps session cookies, the admin code and request bodies out of the logs', async () => {
    const admin = request.agent(app.getHttpServer());
    const login = await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    await admin.post('/api/admin/access-codes').send({ code: 'SECRET-FAMILY-9', type: 'family_friend' }).expect(201);
    await request(app.getHttpServer()).post('/api/access/verify').send({ code: 'SECRET-FAMILY-9' }).expect(200);
    await request(app.getHttpServer())
      .put('/api/photo-manifest')
      .set('X-Access-Code', TEST_ADMIN_CODE)
      .send({})
      .expect(400);
    const everything = written.join('');
    expect(everything).toContain('/api/admin/login');
    for (const secret of [TEST_ADMIN_CODE, 'SECRET-FAMILY-9', cookie]) expect(everything).not.toContain(secret);
  });

  it('exposes Prometheus figures on /metrics of its own port (never the public one), with route patterns rather than URLs', async () => {
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.get('/api/admin/emails/00000000-0000-4000-8000-000000000000').expect(404);
    const { text, headers } = await request(`http://127.0.0.1:${app.get(OperationsServer).boundPort}`)
      .get('/metrics')
      .expect(200);
    expect(headers['content-type']).toContain('text/plain');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/emails\/:id",status_code="404"\} 1/,
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/messages",status_code="201"\} 1/,
    );
    expect(text).toMatch(/lakehouse_jobs_total\{queue="email",job="email.contact-message",outcome="completed"\} 1/);
    expect(text).toMatch(
      /lakehouse_job_duration_seconds_count\{queue="email",job="email.contact-message",outcome="completed"\} 1/,
    );
    expect(text).toMatch(/lakehouse_queue_depth\{queue="email",state="active"\} 0/);
    expect(text).toMatch(/lakehouse_outbox_backlog \d+/);
    // No feed has synced in this test (ICAL_FEED_URL=none): the age is absent, not 0.
    expect(text).not.toMatch(/^lakehouse_calendar_feed_last_success_age_seconds\{/m);
    expect(text).toContain('process_cpu_user_seconds_total');
    await request(app.getHttpServer()).get('/api/metrics').expect(404);
    await request(app.getHttpServer()).get('/metrics').expect(404);
  });
});
