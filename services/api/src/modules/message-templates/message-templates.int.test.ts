import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  MESSAGE_TEMPLATE_KEYS,
  STALE_TEMPLATE_MESSAGE,
  adminMessageTemplateListSchema,
  adminMessageTemplateSchema,
  contentVersionsSchema,
  messageTemplatePreviewSchema,
} from '@lakehouse/contracts';
import { EmailEntity } from '@lakehouse/server-kit';
import { TEST_ADMIN_CODE, type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

describe('the email templates: /api/admin/messages', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    ({ app, database } = await startTestApi());
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const live = async (key: string) =>
    adminMessageTemplateSchema.parse((await admin.get(`/api/admin/messages/${key}`).expect(200)).body);
  const emails = () => app.get(DataSource).getRepository(EmailEntity);
  /** The host's contact email as Settings hold it: where tests go and what the emails' card shows. */
  const contactEmail = async () =>
    ((await admin.get('/api/admin/settings').expect(200)).body as { settings: { contactEmail: string } }).settings
      .contactEmail;

  it('lists every email with its default live, for the host only', async () => {
    await request(app.getHttpServer()).get('/api/admin/messages').expect(401);
    await request(app.getHttpServer()).get('/api/admin/messages/request-received').expect(401);
    const list = adminMessageTemplateListSchema.parse((await admin.get('/api/admin/messages').expect(200)).body);
    expect(list.map((entry) => entry.key)).toEqual(MESSAGE_TEMPLATE_KEYS);
    expect(list.every((entry) => entry.version === 0 && entry.isDefault && entry.fallback === null)).toBe(true);
    const held = await live('request-received');
    expect(held.template.subject).toBe('Your dates at {{ house.name }} are held');
    expect(held.variables.map((variable) => variable.name)).toContain('guest.firstName');
    await admin.get('/api/admin/messages/no-such-email').expect(404);
  });

  it('previews a draft from the sample booking with the house from the settings', async () => {
    const { template } = await live('request-received');
    const res = await admin
      .post('/api/admin/messages/request-received/preview')
      .send({ template: { ...template, subject: 'Hi {{ guest.firstName }}, {{ house.name }} is yours' } })
      .expect(200);
    const preview = messageTemplatePreviewSchema.parse(res.body);
    expect(preview.subject).toBe('Hi Ada, Grantham Lake House is yours');
    expect(preview.text).toContain('Thank you, Ada Lovelace. We are holding');
    expect(preview.text).toContain('Booking reference:');
    // The card at the foot: the house's name and address from the settings, the host's contact.
    expect(preview.text).toMatch(/\n--\nGrantham Lake House\n.+, NH \d{5}\n(.+)$/);
    expect(preview.text.split('\n').at(-1)).toContain(await contactEmail());
    // The preview's frame fetches nothing: the photo is in the sent email only (the test below).
    expect(preview.html).not.toContain('<img');
  });

  it('fills a draft off the event loop within its budgets: nested loops are stopped, and visitors are answered meanwhile', async () => {
    const { template } = await live('thank-you');
    const loops = '{% for a in (1..4000) %}{% for b in (1..4000) %}{{ a }}-{{ b }} {% endfor %}{% endfor %}';
    const filling = admin
      .post('/api/admin/messages/thank-you/preview')
      .send({ template: { ...template, heading: loops } })
      .then((answer) => answer);
    const visitor = request(app.getHttpServer());
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      await visitor.get('/api/property').expect(200);
      expect(performance.now() - started).toBeLessThan(500);
    }
    const refused = await filling;
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^The template (takes too long to fill in|fills in to more than|does not fill in: template render limit)/,
    );
    // The next draft fills as before.
    await admin.post('/api/admin/messages/thank-you/preview').send({ template }).expect(200);
  });

  it('refuses an unknown variable and a template that does not parse, with the field, the line and the reason', async () => {
    const { template, version } = await live('request-received');
    const unknown = await admin
      .put('/api/admin/messages/request-received')
      .send({ template: { ...template, body: 'Hello\n{{ guest.nickname }} and welcome' }, version })
      .expect(400);
    expect(unknown.body.issues).toEqual([
      { field: 'template.body', message: 'Line 2: unknown variable {{ guest.nickname }}' },
    ]);
    expect(unknown.body.message).toBe('Message, Line 2: unknown variable {{ guest.nickname }}');
    // A variable of another email is unknown here: the invoice's amount is not in the 'dates held' email.
    const elsewhere = await admin
      .put('/api/admin/messages/request-received')
      .send({ template: { ...template, subject: 'Pay {{ invoice.amount }}' }, version })
      .expect(400);
    expect(elsewhere.body.issues[0]).toEqual({
      field: 'template.subject',
      message: 'Line 1: unknown variable {{ invoice.amount }}',
    });
    const broken = await admin
      .put('/api/admin/messages/request-received')
      .send({ template: { ...template, body: 'One\nTwo\n{% if guest.name %}Hi' }, version })
      .expect(400);
    expect(broken.body.issues[0].field).toBe('template.body');
    expect(broken.body.issues[0].message).toMatch(/^Line 3: tag \{% if guest\.name %\} not closed/);
    const files = await admin
      .post('/api/admin/messages/request-received/preview')
      .send({ template: { ...template, footer: '{% include "secrets.txt" %}' } })
      .expect(400);
    expect(files.body.issues[0]).toEqual({
      field: 'template.footer',
      message: 'Line 1: templates cannot include other files',
    });
    const filter = await admin
      .post('/api/admin/messages/request-received/preview')
      .send({ template: { ...template, heading: '{{ guest.name | shout }}' } })
      .expect(400);
    expect(filter.body.issues[0].message).toMatch(/^Line 1: undefined filter: shout/);
    expect((await live('request-received')).version).toBe(0);
  });

  it('saves versions with who and when, 409 on a stale one, reset to the default and restore', async () => {
    const start = await live('hold-expired');
    const changed = { ...start.template, subject: 'Your hold on {{ stay.dates }} has ended' };
    const saved = adminMessageTemplateSchema.parse(
      (await admin.put('/api/admin/messages/hold-expired').send({ template: changed, version: 0 }).expect(200)).body,
    );
    expect(saved).toMatchObject({ version: 1, isDefault: false, publishedBy: 'the host (admin sign-in)' });
    const stale = await admin
      .put('/api/admin/messages/hold-expired')
      .send({ template: { ...changed, heading: 'Someone else' }, version: 0 })
      .expect(409);
    expect(stale.body.message).toBe(STALE_TEMPLATE_MESSAGE);
    await admin.post('/api/admin/messages/hold-expired/reset').send({ version: 0 }).expect(409);
    const reset = adminMessageTemplateSchema.parse(
      (await admin.post('/api/admin/messages/hold-expired/reset').send({ version: 1 }).expect(201)).body,
    );
    expect(reset).toMatchObject({ version: 2, isDefault: true });
    expect(reset.template).toEqual(reset.defaultTemplate);
    const restored = adminMessageTemplateSchema.parse(
      (await admin.post('/api/admin/messages/hold-expired/versions/1/restore').send({ version: 2 }).expect(201)).body,
    );
    expect(restored).toMatchObject({ version: 3, isDefault: false, template: changed });
    const versions = contentVersionsSchema.parse((await admin.get('/api/admin/messages/hold-expired/versions')).body);
    expect(versions.map((entry) => entry.version)).toEqual([3, 2, 1]);
    await admin.post('/api/admin/messages/hold-expired/versions/9/restore').send({ version: 3 }).expect(404);
  });

  it('sends the host a test of the draft, to the contact email', async () => {
    const { template } = await live('thank-you');
    const res = await admin
      .post('/api/admin/messages/thank-you/test')
      .send({ template: { ...template, heading: 'A test heading for {{ guest.firstName }}' } })
      .expect(202);
    const host = await contactEmail();
    expect(host).toMatch(/@/);
    expect(res.body).toEqual({ to: host });
    const email = await waitFor('the test email', () =>
      emails()
        .findOneBy({ kind: 'template-test', status: 'captured' })
        .then((row) => row ?? undefined),
    );
    expect(email).toMatchObject({ to: host, subject: 'Test: Thank you for staying at Grantham Lake House' });
    expect(email.bodyText).toContain('A test heading for Ada');
    expect(email.bodyHtml).toMatch(/<img src="http:\/\/[^"]+\/photos\/[^"]+" alt="Grantham Lake House"/);
  });

  it('sends the default when the saved template fails, and tells the host', async () => {
    // A row no editor could save (written by hand): it names a variable the contact email does not have.
    await app
      .get(DataSource)
      .query(
        `INSERT INTO content_documents (kind, version, body, published_by) VALUES ('message-contact-message', 1, $1::jsonb, 'psql')`,
        [JSON.stringify({ subject: 'Note from {{ guest.name }}', heading: 'Note', body: 'Text', footer: '' })],
      );
    await request(app.getHttpServer())
      .post('/api/messages')
      .send({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Do you allow dogs at the house?' })
      .expect(201);
    const email = await waitFor('the contact email', () =>
      emails()
        .findOneBy({ kind: 'contact-message', status: 'captured' })
        .then((row) => row ?? undefined),
    );
    expect(email.subject).toBe('Website message from Grace Hopper');
    expect(email.templateFallback).toBe('Subject, Line 1: unknown variable {{ guest.name }}');
    const entry = adminMessageTemplateListSchema
      .parse((await admin.get('/api/admin/messages').expect(200)).body)
      .find((item) => item.key === 'contact-message');
    expect(entry?.fallback?.reason).toBe('Subject, Line 1: unknown variable {{ guest.name }}');
    const detail = await admin.get(`/api/admin/emails/${email.id}`).expect(200);
    expect(detail.body.email.templateFallback).toBe('Subject, Line 1: unknown variable {{ guest.name }}');
  });
});
