import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { type SessionRole, sessionRoleSchema } from '@lakehouse/contracts';
import { AuthKeys } from './auth-keys.js';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';

const SESSION_COOKIE = 'lakehouse_session';

const HOUR_MS = 60 * 60 * 1000;
const lifetimeMs: Record<SessionRole, number> = {
  family: 7 * 24 * HOUR_MS,
  repeat: 7 * 24 * HOUR_MS,
  referred: 7 * 24 * HOUR_MS,
  admin: 8 * HOUR_MS,
};

export type SessionState =
  /** `accessCodeId`: the guest code that started it (null for the admin). */
  | { status: 'active'; role: SessionRole; expiresAt: Date; accessCodeId: string | null }
  | { status: 'expired'; role: SessionRole; expiresAt: Date }
  /** `endedGuest`: a genuine guest cookie whose session was ended (sign-out elsewhere, code deactivated or deleted). */
  | { status: 'none'; endedGuest?: true };

type SessionRow = { role: string; access_code_id: string | null; admin_code_fingerprint: string | null };

/**
 * Sessions are signed cookies (HttpOnly, SameSite=Lax, Secure in production) naming a row of the `sessions` table,
 * checked on every request. A table rather than a generation number per code: signing out ends only that one
 * session (a family shares one code across devices), deleting a code ends its sessions by cascade, and the cost is
 * one primary-key lookup per request. An admin row records a fingerprint of the ADMIN_CODE that started it, so
 * rotating ADMIN_CODE ends every admin session; rotating APP_SECRET ends all of them (the signatures no longer match).
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly keys: AuthKeys,
    private readonly dataSource: DataSource,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  async start(
    response: FastifyReply,
    role: SessionRole,
    { accessCodeId = null, now = new Date() }: { accessCodeId?: string | null; now?: Date } = {},
  ): Promise<Date> {
    const expiresAt = new Date(now.getTime() + lifetimeMs[role]);
    const id = randomBytes(32).toString('base64url');
    await this.dataSource.query('DELETE FROM sessions WHERE expires_at < now()');
    await this.dataSource.query(
      'INSERT INTO sessions (id, role, access_code_id, admin_code_fingerprint, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [id, role, accessCodeId, role === 'admin' ? this.keys.adminCodeFingerprint : null, expiresAt],
    );
    const payload = Buffer.from(JSON.stringify({ sid: id, role, exp: expiresAt.getTime() })).toString('base64url');
    response.setCookie(SESSION_COOKIE, `${payload}.${this.keys.sign(payload)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secureCookies,
      path: '/',
      expires: expiresAt,
    });
    return expiresAt;
  }

  /** Ends this request's session on the server too, so a copy of the cookie stops working. */
  async end(request: FastifyRequest, response: FastifyReply): Promise<void> {
    const claims = this.verifiedClaims(request);
    if (claims) await this.dataSource.query('DELETE FROM sessions WHERE id = $1', [claims.sid]);
    response.clearCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secureCookies,
      path: '/',
    });
  }

  /** Ends every session a guest code started (the code was deactivated). */
  async endForAccessCode(accessCodeId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM sessions WHERE access_code_id = $1', [accessCodeId]);
  }

  /** A cookie that is missing, malformed, not signed by us or whose session was ended counts as no session. */
  async read(request: FastifyRequest, now = new Date()): Promise<SessionState> {
    const claims = this.verifiedClaims(request);
    if (!claims) return { status: 'none' };
    const expiresAt = new Date(claims.exp);
    if (expiresAt <= now) return { status: 'expired', role: claims.role, expiresAt };
    const [row] = await this.dataSource.query<SessionRow[]>(
      'SELECT role, access_code_id, admin_code_fingerprint FROM sessions WHERE id = $1',
      [claims.sid],
    );
    if (!row) return claims.role === 'admin' ? { status: 'none' } : { status: 'none', endedGuest: true };
    if (row.role !== claims.role) return { status: 'none' };
    if (row.role === 'admin' && row.admin_code_fingerprint !== this.keys.adminCodeFingerprint)
      return { status: 'none' };
    return { status: 'active', role: claims.role, expiresAt, accessCodeId: row.access_code_id };
  }

  private verifiedClaims(request: FastifyRequest): { sid: string; role: SessionRole; exp: number } | undefined {
    const token: unknown = request.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string') return undefined;
    const [payload, signature] = token.split('.');
    if (!payload || !signature || !this.keys.sameSecret(signature, this.keys.sign(payload))) return undefined;
    let claims: { sid?: unknown; role?: unknown; exp?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return undefined;
    }
    const role = sessionRoleSchema.safeParse(claims.role);
    if (!role.success || typeof claims.exp !== 'number' || typeof claims.sid !== 'string') return undefined;
    return { sid: claims.sid, role: role.data, exp: claims.exp };
  }
}
