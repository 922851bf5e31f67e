import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';
import { waitForStartUpWork } from '../../testing/start-up-work.js';
import { visibleText } from '../../testing/visible-text.js';

const SENT = "Message Sent! Thank you for your message. We'll get back to you soon.";

/**
 * The contact form posted by a browser without JavaScript, and the page it comes back to (docs/security.md names its
 * threat: a plain form any website can aim at the site).
 */
describe('the contact form without JavaScript', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  const query = <T>(sql: string, parameters: unknown[] = []) => app.get(DataSource).query<T[]>(sql, parameters);
  const storedFrom = async (email: string) =>
    (await query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages WHERE email = $1', [email]))[0]!.n;

  /** The form's post as a browser on the site sends it. */
  const post = (page: string, fields: Record<string, string>) =>
    request(app.getHttpServer())
      .post(`/api/messages/form?page=${encodeURIComponent(page)}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send(fields);

  /** The outcome's cookie, as the browser sends it back with the page it is redirected to. */
  const cookieOf = (answer: request.Response) => {
    const cookies = [answer.headers['set-cookie'] ?? []].flat();
    const cookie = cookies.find((line) => line.startsWith('lakehouse_contact_form='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    return cookie!.split(';', 1)[0]!;
  };

  const pageWith = (path: string, cookie: string) => request(app.getHttpServer()).get(path).set('Cookie', cookie);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({
      config: testConfig({ SERVE_WEB: 'true', RENDER_PAGES: 'true', EMAIL_LIMIT_PER_RECIPIENT: '2' }),
      databaseUrl: database.url,
    });
    await waitForStartUpWork(app, database.url);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('sends the message through the same command and returns to the page, which confirms it once', async () => {
    const fields = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '603-555-0100',
      message: 'Is the dock open in early June?',
    };
    const answer = await post('/contact', fields).expect(303);
    expect(answer.headers.location).toBe('/contact#contact-form');
    const [stored] = await query<Record<string, unknown>>('SELECT name, email, phone, message FROM contact_messages');
    expect(stored).toEqual(fields);
    const jobs = await query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE job_name = $1', [
      JobName.SendContactMessageEmail,
    ]);
    expect(jobs[0]!.n).toBe(1);

    const page = await pageWith('/contact', cookieOf(answer)).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(visibleText(page.text)).toContain(SENT);
    // Taken once: the cookie is cleared, and a reload shows the plain form.
    expect([page.headers['set-cookie']].flat().join()).toMatch(/lakehouse_contact_form=;/);
    const reload = await pageWith('/contact', cookieOf(answer)).expect(200);
    expect(visibleText(reload.text)).not.toContain('Message Sent!');
  });

  it("returns bad input to the page with each field's message and everything typed, as text", async () => {
    const typed = { name: '', email: 'grace@', phone: '603-555-0101', message: '<b>Hi</b>' };
    const answer = await post('/', typed).expect(303);
    expect(answer.headers.location).toBe('/#contact-form');
    expect(await storedFrom('grace@')).toBe(0);
    const cookie = cookieOf(answer);

    // Another page does not take it.
    expect(visibleText((await pageWith('/contact', cookie).expect(200)).text)).not.toContain('Name is required');

    const page = await pageWith('/', cookie).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const text = visibleText(page.text);
    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      'Message must be at least 10 characters',
    ])
      expect(text).toContain(message);
    expect(page.text).toMatch(/<input[^>]*name="email"[^>]*value="grace@"|<input[^>]*value="grace@"[^>]*name="email"/);
    expect(page.text).toMatch(/value="603-555-0101"/);
    // What the guest typed is text in the field, never markup of the page.
    expect(page.text).toContain('&lt;b&gt;Hi&lt;/b&gt;</textarea>');
    expect(page.text).not.toContain('<b>Hi</b>');
  });

  it('refuses a post from another website exactly as the JSON route does, and keeps nothing', async () => {
    const fields = { name: 'Mallory', email: 'mallory@example.com', phone: '', message: 'Posted from another site' };
    for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'https://evil.example' }]) {
      const form = await request(app.getHttpServer())
        .post('/api/messages/form?page=%2Fcontact')
        .set(headers)
        .type('form')
        .send(fields)
        .expect(403);
      const json = await request(app.getHttpServer()).post('/api/messages').set(headers).send(fields).expect(403);
      expect(form.body).toEqual(json.body);
      expect(form.headers['set-cookie']).toBeUndefined();
    }
    expect(await storedFrom('mallory@example.com')).toBe(0);
    expect(await query('SELECT id FROM contact_form_outcomes WHERE outcome::text LIKE $1', ['%Mallory%'])).toEqual([]);
  });

  it('counts form posts and JSON calls against the same email limits', async () => {
    const fields = { name: 'Linus', email: 'limits@example.com', phone: '', message: 'Is there a crib at the house?' };
    await request(app.getHttpServer()).post('/api/messages').send(fields).expect(201);
    await post('/contact', fields).expect(303);
    // The limit (two a day for an address) is reached: the form's next post says so on the page, with the text kept.
    const refused = await post('/contact', fields).expect(303);
    const page = await pageWith('/contact', cookieOf(refused)).expect(200);
    expect(visibleText(page.text)).toContain('Error Too many messages have been sent for this email address.');
    expect(page.text).toContain('Is there a crib at the house?</textarea>');
    await request(app.getHttpServer()).post('/api/messages').send(fields).expect(429);
    expect(await storedFrom('limits@example.com')).toBe(2);
  });

  it('takes only a urlencoded form, and answers anything else as the API does', async () => {
    const json = await request(app.getHttpServer())
      .post('/api/messages/form')
      .send({ name: 'Ada', email: 'ada@example.com', message: 'A long enough message.' })
      .expect(415);
    expect(json.body.message).toBe('Send the form as application/x-www-form-urlencoded.');
    await request(app.getHttpServer()).post('/api/messages').type('form').send({ name: 'Ada' }).expect(415);
  });
});
