import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { QueueName } from '@lakehouse/contracts';
import {
  TEST_ADMIN_CODE,
  deleteQueueKeys,
  testRedisUrl,
  uniqueQueuePrefix,
  type TestDatabase,
} from '@lakehouse/server-kit/testing';
import { startApiOn, startTestApi } from '../../testing/test-api.js';

describe('queue dashboard at /api/admin/queues', () => {
  let database: TestDatabase;
  let withRedis: NestFastifyApplication;
  let withoutRedis: NestFastifyApplication;
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    ({ app: withRedis, database } = await startTestApi({ env: { REDIS_URL: testRedisUrl, QUEUE_PREFIX: prefix } }));
    withoutRedis = await startApiOn(database);
  });

  afterAll(async () => {
    await withRedis?.close();
    await withoutRedis?.close();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  it('needs the admin session: 401 without one, 403 with a guest session', async () => {
    await request(withRedis.getHttpServer())
      .get('/api/admin/queues')
      .expect(401, { statusCode: 401, message: 'Authentication required' });
    await request(withRedis.getHttpServer()).get('/api/admin/queues/api/queues').expect(401);
    const admin = request.agent(withRedis.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'QUEUE-GUEST-1', type: 'past_guest' }).expect(201);
    const guest = request.agent(withRedis.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'QUEUE-GUEST-1' }).expect(200);
    await guest.get('/api/admin/queues').expect(403);
  });

  it('shows every queue of the catalogue to the admin, with its fonts allowed on that page only', async () => {
    const admin = request.agent(withRedis.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const page = await admin.get('/api/admin/queues').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain('https://fonts.googleapis.com');
    const { body } = await admin.get('/api/admin/queues/api/queues').expect(200);
    expect((body as { queues: { name: string }[] }).queues.map((queue) => queue.name).sort()).toEqual(
      Object.values(QueueName).sort(),
    );
    const site = await request(withRedis.getHttpServer()).get('/api/docs').expect(200);
    expect(site.headers['content-security-policy']).not.toContain('fonts.googleapis.com');
    // The API's JSON carries no page headers.
    const json = await request(withRedis.getHttpServer()).get('/api/property').expect(200);
    expect(json.headers['content-security-policy']).toBeUndefined();
  });

  it('does not exist without Redis (jobs run in-process, there are no queues to show)', async () => {
    const admin = request.agent(withoutRedis.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.get('/api/admin/queues').expect(404);
  });
});
