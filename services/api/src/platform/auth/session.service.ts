import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { type SessionRole, sessionRoleSchema } from '@lakehouse/contracts';
import { type AdminActor, HOST_ACTOR } from './admin-actor.js';
import { AuthKeys } from './auth-keys.js';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';

/**
 * Where the site is https (production), the `__Host-` prefix: browsers then take the cookie only if it is Secure,
 * for path / and from this very host, so a sibling subdomain can neither set nor shadow it. The embedded http mode
 * keeps the plain name (a browser refuses `__Host-` cookies without Secure).
 */
const sessionCookieName = (secure: boolean) => (secure ? '__Host-lakehouse_session' : 'lakehouse_session');

const HOUR_MS = 60 * 60 * 1000;
const lifetimeMs: Record<SessionRole, number> = {
  family: 7 * 24 * HOUR_MS,
  repeat: 7 * 24 * HOUR_MS,
  referred: 7 * 24 * HOUR_MS,
  admin: 8 * HOUR_MS,
};
/** A helper comes back through their personal link, so their session may last longer than the host's. */
const HELPER_LIFETIME_MS = 7 * 24 * HOUR_MS;

export type SessionState =
  /** `accessCodeId`: the guest code that started it (null for the admin); `staff`: the admin's person (null for a guest). */
  | {
      status: 'active';
      role: SessionRole;
      expiresAt: Date;
      accessCodeId: string | null;
      staff: AdminActor | null;
    }
  | { status: 'expired'; role: SessionRole; expiresAt: Date }
  /** `endedGuest`: a genuine guest cookie whose session was ended (sign-out elsewhere, code deactivated or deleted). */
  | { status: 'none'; endedGuest?: true };

type SessionRow = {
  role: string;
  access_code_id: string | null;
  admin_code_fingerprint: string | null;
  helper_id: string | null;
  helper_name: string | null;
  helper_role: 'cohost' | 'cleaner' | null;
};

/**
 * Sessions are signed cookies (HttpOnly, SameSite=Lax, Secure in production) naming a row of the `sessions` table,
 * checked on every request. A table rather than a generation number per code: signing out ends only that one
 * session (a family shares one code across devices), deleting a code ends its sessions by cascade, and the cost is
 * one primary-key lookup per request. The host's row records a fingerprint of the ADMIN_CODE that started it, so
 * rotating ADMIN_CODE ends every host session; a helper's row names the helper, so removing them ends theirs;
 * rotating APP_SECRET ends all of them (the signatures no longer match).
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly keys: AuthKeys,
    private readonly dataSource: DataSource,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  private get cookieName(): string {
    return sessionCookieName(this.options.secureCookies);
  }

  async start(
    response: FastifyReply,
    role: SessionRole,
    {
      accessCodeId = null,
      helperId = null,
      now = new Date(),
    }: { accessCodeId?: string | null; helperId?: string | null; now?: Date } = {},
  ): Promise<Date> {
    const expiresAt = new Date(now.getTime() + (helperId ? HELPER_LIFETIME_MS : lifetimeMs[role]));
    const id = randomBytes(32).toString('base64url');
    const isHost = role === 'admin' && !helperId;
    await this.dataSource.query('DELETE FROM sessions WHERE expires_at < now()');
    await this.dataSource.query(
      `INSERT INTO sessions (id, role, access_code_id, admin_code_fingerprint, helper_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, role, accessCodeId, isHost ? this.keys.adminCodeFingerprint : null, helperId, expiresAt],
    );
    const payload = Buffer.from(JSON.stringify({ sid: id, role, exp: expiresAt.getTime() })).toString('base64url');
    response.setCookie(this.cookieName, `${payload}.${this.keys.sign(payload)}`, {
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
    response.clearCookie(this.cookieName, {
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

  /** Ends every session of a helper (the host signed them out everywhere); returns how many ended. */
  async endForHelper(helperId: string): Promise<number> {
    const [, count] = await this.dataSource.query<[unknown, number]>('DELETE FROM sessions WHERE helper_id = $1', [
      helperId,
    ]);
    return count;
  }

  /** Ends the host's sessions other than this request's (a second factor was added: the code alone no longer holds). */
  async endOtherHostSessions(request: FastifyRequest): Promise<void> {
    const claims = this.verifiedClaims(request);
    await this.dataSource.query(`DELETE FROM sessions WHERE role = 'admin' AND helper_id IS NULL AND id <> $1`, [
      claims?.sid ?? '',
    ]);
  }

  /** A cookie that is missing, malformed, not signed by us or whose session was ended counts as no session. */
  async read(request: FastifyRequest, now = new Date()): Promise<SessionState> {
    const claims = this.verifiedClaims(request);
    if (!claims) return { status: 'none' };
    const expiresAt = new Date(claims.exp);
    if (expiresAt <= now) return { status: 'expired', role: claims.role, expiresAt };
    const [row] = await this.dataSource.query<SessionRow[]>(
      `SELECT s.role, s.access_code_id, s.admin_code_fingerprint, s.helper_id, h.name AS helper_name, h.role AS helper_role
         FROM sessions s LEFT JOIN helpers h ON h.id = s.helper_id
        WHERE s.id = $1`,
      [claims.sid],
    );
    if (!row) return claims.role === 'admin' ? { status: 'none' } : { status: 'none', endedGuest: true };
    if (row.role !== claims.role) return { status: 'none' };
    const staff = this.staffOf(row);
    if (row.role === 'admin' && !staff) return { status: 'none' };
    return { status: 'active', role: claims.role, expiresAt, accessCodeId: row.access_code_id, staff };
  }

  /** The admin session's person: a helper by their row, or the host while ADMIN_CODE is the one that signed them in. */
  private staffOf(row: SessionRow): AdminActor | null {
    if (row.role !== 'admin') return null;
    if (row.helper_id)
      return row.helper_name && row.helper_role
        ? { role: row.helper_role, name: row.helper_name, helperId: row.helper_id }
        : null;
    return row.admin_code_fingerprint === this.keys.adminCodeFingerprint ? HOST_ACTOR : null;
  }

  private verifiedClaims(request: FastifyRequest): { sid: string; role: SessionRole; exp: number } | undefined {
    const token: unknown = request.cookies?.[this.cookieName];
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
