import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { CONTACT_FORM_PAGES, type ContactFormOutcome, contactFormOutcomeSchema } from '@lakehouse/contracts';
import { AUTH_OPTIONS, type AuthOptions } from '../../platform/auth/auth-options.js';

/** The post and the page are one redirect apart: ten minutes leaves room for a slow phone, and is all a record lives. */
const LIFETIME_SECONDS = 10 * 60;

/** As the session cookie: `__Host-` where the site is https, so no sibling subdomain can set or shadow it. */
const cookieNameOf = (secure: boolean) => (secure ? '__Host-lakehouse_contact_form' : 'lakehouse_contact_form');

const isFormPage = (path: string) => (CONTACT_FORM_PAGES as readonly string[]).includes(path);

/**
 * What a contact form posted without JavaScript came to, carried across the redirect to its page. The record is in
 * Postgres (every replica reads it) under a random id that only the posting browser's cookie holds (HttpOnly,
 * SameSite=Strict): nothing in a URL, so no link can put text into someone else's page, and the guest's words are
 * never in a URL or a log. The page takes it once; a record nobody took is gone after ten minutes.
 */
@Injectable()
export class ContactFormOutcomes {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  private get cookieName(): string {
    return cookieNameOf(this.options.secureCookies);
  }

  private get cookie(): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'strict', secure: this.options.secureCookies, path: '/' };
  }

  /** Keeps the outcome and names it in this browser's cookie (and drops records nobody took). */
  async keep(reply: FastifyReply, outcome: ContactFormOutcome): Promise<void> {
    const id = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `WITH expired AS (DELETE FROM contact_form_outcomes WHERE expires_at < now())
       INSERT INTO contact_form_outcomes (id, outcome, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [id, JSON.stringify(outcome), LIFETIME_SECONDS],
    );
    void reply.setCookie(this.cookieName, id, { ...this.cookie, maxAge: LIFETIME_SECONDS });
  }

  /**
   * The outcome this browser's cookie names, when the page at `path` is the one it is for: taken (the record and the
   * cookie go), so a reload shows the plain form. Without the cookie, nothing is read.
   */
  async take(request: FastifyRequest, reply: FastifyReply, path: string): Promise<ContactFormOutcome | undefined> {
    const id = request.cookies[this.cookieName];
    if (!id || !isFormPage(path)) return undefined;
    const [row] = await this.dataSource.query<{ outcome: unknown }[]>(
      `WITH taken AS (
         DELETE FROM contact_form_outcomes WHERE id = $1 AND outcome->>'page' = $2 RETURNING outcome, expires_at
       )
       SELECT outcome FROM taken WHERE expires_at > now()`,
      [id, path],
    );
    if (!row) return undefined;
    void reply.clearCookie(this.cookieName, this.cookie);
    const outcome = contactFormOutcomeSchema.safeParse(row.outcome);
    return outcome.success ? outcome.data : undefined;
  }
}
