import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  type HouseRulesContent,
  type PublishedContent,
  STALE_CONTENT_MESSAGE,
  adminContentDocumentSchema,
  contentVersionsSchema,
  propertySchema,
} from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';

describe('the site content: /api/content and /api/admin/content', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({ config: testConfig(), databaseUrl: database.url });
    await app.init();
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const live = async (kind: string) =>
    adminContentDocumentSchema.parse((await admin.get(`/api/admin/content/${kind}`).expect(200)).body);
  const published = async <K extends keyof typeof CONTENT_KINDS>(kind: K) =>
    (await request(app.getHttpServer()).get(`/api/content/${kind}`).expect(200)).body as PublishedContent<K>;

  it('seeds every kind with a first version that its schema accepts, the legal pages dated as before', async () => {
    for (const kind of CONTENT_KIND_NAMES) {
      const document = await live(kind);
      expect(document.version).toBe(1);
      const checked = CONTENT_KINDS[kind].schema.safeParse(document.body);
      expect(checked.error?.issues ?? []).toEqual([]);
    }
    expect((await published('terms')).publishedOn).toBe('2025-08-20');
    const rules = await published('house-rules');
    expect(rules.body.sections[0]!.content).toBe(
      '<p><strong>Check-in:</strong> {{checkIn}} or later. <strong>Check-out:</strong> {{checkOut}}.</p>\n<ul>\n<li>Keyless entry instructions are sent 24 hours before arrival.</li>\n<li>Early check-in or late check-out is available on request, subject to availability, and must be pre-arranged.</li>\n<li>Before leaving: run the dishwasher, take the trash to the garage bins, turn off lights and lock all doors.</li>\n</ul>',
    );
    expect((await published('local-guide')).body.categories.flatMap((category) => category.spots)).toHaveLength(37);
  });

  it('is edited by the host only, and names no unknown kind', async () => {
    await request(app.getHttpServer()).get('/api/admin/content/house-rules').expect(401);
    await request(app.getHttpServer()).put('/api/admin/content/house-rules').send({}).expect(401);
    await request(app.getHttpServer()).get('/api/content/secrets').expect(404);
    await admin.get('/api/admin/content/secrets').expect(404);
  });

  it('publishes a new version that the next public read shows, and records who and when', async () => {
    await published('house-rules'); // fills the read cache
    const before = await live('house-rules');
    const body = structuredClone(before.body) as HouseRulesContent;
    body.sections[4]!.content = '- Trash goes out on **Friday**.';
    const saved = adminContentDocumentSchema.parse(
      (await admin.put('/api/admin/content/house-rules').send({ body, version: before.version }).expect(200)).body,
    );
    expect(saved).toMatchObject({ version: before.version + 1, publishedBy: 'the host' });
    expect((await published('house-rules')).body.sections[4]!.content).toBe(
      '<ul>\n<li>Trash goes out on <strong>Friday</strong>.</li>\n</ul>',
    );
    const versions = contentVersionsSchema.parse((await admin.get('/api/admin/content/house-rules/versions')).body);
    expect(versions.map((version) => version.version)).toEqual([saved.version, before.version]);
    expect(versions[1]!.publishedBy).toBe('the site as installed');
  });

  it('answers 409 to a publish from a version that is no longer live, and to the loser of two at once', async () => {
    const before = await live('contact');
    const publish = (answer: string) => {
      const body = structuredClone(before.body) as { faqs: { answer: string }[] };
      body.faqs[0]!.answer = answer;
      return admin.put('/api/admin/content/contact').send({ body, version: before.version });
    };
    const results = await Promise.all([publish('First answer'), publish('Second answer')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const late = await publish('Late answer');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(STALE_CONTENT_MESSAGE);
    expect((await live('contact')).version).toBe(before.version + 1);
  });

  it('refuses bad input with a message on each field, HTML and script links included', async () => {
    const before = await live('house-rules');
    const body = structuredClone(before.body) as HouseRulesContent;
    body.sections[0]!.title = '';
    body.sections[1]!.content = 'x'.repeat(4001);
    body.sections[2]!.content = 'Hello <script>alert(1)</script>';
    body.sections[3]!.content = '[click](javascript:alert(1))';
    const refused = await admin
      .put('/api/admin/content/house-rules')
      .send({ body, version: before.version })
      .expect(400);
    const issues = refused.body.issues as { field: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'body.sections.0.title', message: 'Title is required' },
        { field: 'body.sections.1.content', message: 'Rules must be at most 4000 characters' },
        { field: 'body.sections.2.content', message: expect.stringContaining('HTML is not allowed here') },
        { field: 'body.sections.3.content', message: expect.stringContaining('Links must start with https://') },
      ]),
    );
    expect((await live('house-rules')).version).toBe(before.version);
  });

  it('holds no script, event handler, javascript: link or frame in what guests read, however the text was stored', async () => {
    const before = await live('house-rules');
    const body = structuredClone(before.body) as HouseRulesContent;
    body.sections[0]!.content =
      'Welcome <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<iframe src="https://evil.example"></iframe>';
    await published('house-rules'); // fills the read cache
    // Stored as a psql session or an old version could hold it, past the editor's checks.
    await app
      .get(DataSource)
      .query(
        `INSERT INTO content_documents (kind, version, body, published_by) VALUES ('house-rules', $1, $2::jsonb, 'psql')`,
        [before.version + 1, JSON.stringify(body)],
      );
    const html = JSON.stringify((await published('house-rules')).body);
    expect(html).toContain('Welcome');
    for (const forbidden of ['<script', 'onerror', 'javascript:', '<iframe', 'alert('])
      expect(html).not.toContain(forbidden);
  });

  it('restores an earlier version by publishing a copy of it', async () => {
    const before = await live('policies');
    const body = structuredClone(before.body) as { faqs: { question: string }[] };
    body.faqs[0]!.question = 'Changed question?';
    await admin.put('/api/admin/content/policies').send({ body, version: before.version }).expect(200);
    expect((await published('policies')).body.faqs[0]!.question).toBe('Changed question?');
    const restored = adminContentDocumentSchema.parse(
      (
        await admin
          .post(`/api/admin/content/policies/versions/${before.version}/restore`)
          .send({ version: before.version + 1 })
          .expect(201)
      ).body,
    );
    expect(restored.version).toBe(before.version + 2);
    expect(restored.body).toEqual(before.body);
    expect((await published('policies')).body.faqs[0]!.question).toBe('When is the security deposit released?');
  });

  it("writes the house's amenities and facts through to the property", async () => {
    await request(app.getHttpServer()).get('/api/property').expect(200);
    const before = await live('house');
    const body = { ...before.body, amenities: ['Sauna', 'Canoe'], bedrooms: 5, bathrooms: 3.5 };
    await admin.put('/api/admin/content/house').send({ body, version: before.version }).expect(200);
    const property = propertySchema.parse((await request(app.getHttpServer()).get('/api/property').expect(200)).body);
    expect(property).toMatchObject({ amenities: ['Sauna', 'Canoe'], bedrooms: 5, bathrooms: 3.5 });
  });

  it('previews a draft as guests would read it, without publishing it', async () => {
    const before = await live('how-to-guides');
    const body = structuredClone(before.body) as { guides: { summary: string }[] };
    body.guides[0]!.summary = 'A **new** summary';
    const preview = await admin.post('/api/admin/content/how-to-guides/preview').send({ body }).expect(201);
    expect(preview.body.body.guides[0].summary).toBe('<p>A <strong>new</strong> summary</p>');
    expect((await live('how-to-guides')).version).toBe(before.version);
  });
});
