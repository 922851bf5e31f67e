import { type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';

const LIMIT_SECONDS = 1;

/** Opens a connection, writes `data` and resolves with how long the server took to close it (ms). */
function heldFor(port: number, data: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(data));
    socket.on('data', () => undefined);
    socket.on('error', reject);
    socket.on('close', () => resolve(Date.now() - started));
  });
}

/**
 * A slow sender (headers and one byte of a body, or half the headers, then nothing) holds a connection only as long
 * as the request time limit: a thousand of them can no longer keep the server's descriptors. The limit is set low
 * here so the test runs fast; production's is 30 s (REQUEST_TIMEOUT_SECONDS, at most 60).
 */
describe('slow requests', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({
      config: testConfig({ REQUEST_TIMEOUT_SECONDS: String(LIMIT_SECONDS) }),
      databaseUrl: database.url,
    });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as { port: number }).port;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  // Node checks open connections every half limit: closed within 1.5 limits, with room for a busy machine.
  const withinLimit = LIMIT_SECONDS * 1000 * 1.5 + 1500;

  it('closes a connection whose body stops after one byte', async () => {
    const ms = await heldFor(
      port,
      'POST /api/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    expect(ms).toBeGreaterThanOrEqual(LIMIT_SECONDS * 1000 - 50);
    expect(ms).toBeLessThan(withinLimit);
  });

  it('closes a connection whose headers never end', async () => {
    const ms = await heldFor(port, 'GET /api/property HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(ms).toBeLessThan(withinLimit);
  });

  it('still answers a request that comes whole', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(response.status).toBe(200);
  });
});
