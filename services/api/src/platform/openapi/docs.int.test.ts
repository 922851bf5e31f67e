import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { type TestDatabase } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';
import { routedCalls } from '../../testing/routed-calls.js';

/** The call table of SPEC.md section 7, kept here by hand: the docs must describe every one of them. */
const specCalls = [
  'GET /api/property',
  'GET /api/photo-manifest',
  'PUT /api/photo-manifest',
  'POST /api/refresh-images',
  'GET /api/availability',
  'POST /api/messages',
  'POST /api/access/verify',
  'POST /api/access-codes/validate',
  'POST /api/reservations',
  'POST /api/create-payment-intent',
  'POST /api/send-booking-emails',
  'GET /api/auth/verify',
  'GET /api/config/{provider}',
  'POST /api/referral/submit',
  'POST /api/admin/login',
  'GET /api/admin/access-codes',
  'POST /api/admin/access-codes',
  'PUT /api/admin/access-codes/{id}',
  'DELETE /api/admin/access-codes/{id}',
  'POST /api/admin/migrate-access-codes',
  'GET /api/config/pricing',
  'POST /api/config/calculate-pricing',
];

/** The docs page and its script are pages (served with the site's headers), not API calls. */
const PAGES = new Set(['GET /api/docs', 'GET /api/docs/swagger-initializer.js']);

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Redocly's CLI, run on this Node with its recommended rules, offline (no telemetry, no update check). */
async function redoclyLint(
  document: OpenApi,
): Promise<{ totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'openapi-'));
  try {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const cli = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
      'bin/cli.js',
    );
    // It exits 1 when it finds an error; the JSON report is on stdout either way.
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((failed: { stdout: string }) => failed);
    return JSON.parse(stdout) as Awaited<ReturnType<typeof redoclyLint>>;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const anyoneMayCall = (operation: Operation) =>
  (operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0);

function documented(document: OpenApi): Set<string> {
  return new Set(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
}

describe('OpenAPI at /api/docs', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let document: OpenApi;

  beforeAll(async () => {
    ({ app, database } = await startTestApi());
    document = (await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200)).body as OpenApi;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("describes every call of the spec's call table", () => {
    expect(document.openapi).toBe('3.1.0');
    const missing = specCalls.filter((call) => !documented(document).has(call));
    expect(missing).toEqual([]);
  });

  it('describes every route Fastify actually routes under /api, so a new one cannot be forgotten', () => {
    const registered = routedCalls(app.getHttpAdapter().getInstance())
      .filter((call) => !PAGES.has(call))
      .map((call) => call.replace(/:(\w+)/g, '{$1}'));
    const apiRoutes = registered.filter((route) => route.split(' ')[1]!.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(specCalls.length);
    expect(apiRoutes.filter((route) => !documented(document).has(route))).toEqual([]);
    // and nothing that isn't routed
    expect([...documented(document)].filter((route) => !apiRoutes.includes(route))).toEqual([]);
  });

  it('describes inputs with the zod schemas that validate them, and who may call', () => {
    const contact = document.paths['/api/messages']!.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> };
    };
    const schema = contact.requestBody.content['application/json']!.schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'message']));
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    const availability = document.paths['/api/availability']!.get as unknown as {
      parameters: { name: string; in: string }[];
    };
    expect(availability.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'startDate', in: 'query' })]),
    );
    expect(document.paths['/api/admin/access-codes']!.get).toMatchObject({ security: [{ adminSession: [] }] });
    expect(document.paths['/api/send-booking-emails']!.post).toMatchObject({ security: [{ reservationTicket: [] }] });
    expect(document.paths['/api/bookings/{reference}']!.get).toMatchObject({ security: [{ bookingKey: [] }] });
    expect(document.paths['/api/property']!.get).toMatchObject({ security: [{}] });
    expect(document.paths['/api/admin/access-codes/{id}']!.put).toMatchObject({
      parameters: [expect.objectContaining({ name: 'id', in: 'path', required: true })],
    });
  });

  it("passes Redocly's recommended lint with no error and lists a 4xx answer for every operation", async () => {
    const report = await redoclyLint(document);
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.problems.filter((problem) => problem.ruleId === 'operation-4xx-response')).toEqual([]);
  });

  it('declares what a call without credentials gets: a refusal where access is needed, each 4xx among its answers', async () => {
    const undeclared: string[] = [];
    for (const [pathPattern, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = pathPattern.replace(/\{\w+\}/g, 'unknown');
        const answer = await app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(method === 'get' ? {} : { payload: {} }),
        });
        const call = `${method.toUpperCase()} ${pathPattern} -> ${answer.statusCode}`;
        if (answer.statusCode >= 400 && answer.statusCode < 500 && !(String(answer.statusCode) in operation.responses))
          undeclared.push(call);
        if (!anyoneMayCall(operation) && answer.statusCode < 400) undeclared.push(`${call} without credentials`);
        if (operation.security?.some((requirement) => 'adminSession' in requirement) && !anyoneMayCall(operation))
          expect([call, answer.statusCode]).toEqual([call, 401]);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('serves a readable page (Swagger UI) under the site Content-Security-Policy', async () => {
    const page = await request(app.getHttpServer()).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script>(?!<\/script>)/);
    for (const asset of [
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/swagger-ui.css',
      '/api/docs/swagger-initializer.js',
    ]) {
      expect(page.text).toContain(asset);
      await request(app.getHttpServer()).get(asset).expect(200);
    }
  });
});
