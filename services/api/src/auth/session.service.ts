import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type SessionRole, sessionRoleSchema } from '@lakehouse/contracts';
import { AuthKeys } from './auth-keys.js';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';

export const SESSION_COOKIE = 'lakehouse_session';

const HOUR_MS = 60 * 60 * 1000;
const lifetimeMs: Record<SessionRole, number> = {
  family: 7 * 24 * HOUR_MS,
  repeat: 7 * 24 * HOUR_MS,
  referred: 7 * 24 * HOUR_MS,
  admin: 8 * HOUR_MS,
};

export type SessionState =
  /** `accessCodeId`: the guest code that started it (null for the admin, and for sessions issued before codes were recorded). */
  | { status: 'active'; role: SessionRole; expiresAt: Date; accessCodeId: string | null }
  | { status: 'expired'; role: SessionRole; expiresAt: Date }
  | { status: 'none' };

/** Sessions are signed cookies carrying role and expiry: HttpOnly, SameSite=Lax, Secure in production. */
@Injectable()
export class SessionService {
  constructor(
    private readonly keys: AuthKeys,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  start(response: FastifyReply, role: SessionRole, { accessCodeId = null, now = new Date() }: { accessCodeId?: string | null; now?: Date } = {}): Date {
    const expiresAt = new Date(now.getTime() + lifetimeMs[role]);
    const payload = Buffer.from(JSON.stringify({ role, exp: expiresAt.getTime(), ...(accessCodeId ? { code: accessCodeId } : {}) })).toString('base64url');
    response.setCookie(SESSION_COOKIE, `${payload}.${this.keys.sign(payload)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secureCookies,
      path: '/',
      expires: expiresAt,
    });
    return expiresAt;
  }

  end(response: FastifyReply): void {
    response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: this.options.secureCookies, path: '/' });
  }

  /** A cookie that is missing, malformed or not signed by us counts as no session. */
  read(request: FastifyRequest, now = new Date()): SessionState {
    const token: unknown = request.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string') return { status: 'none' };
    const [payload, signature] = token.split('.');
    if (!payload || !signature || !this.keys.sameSecret(signature, this.keys.sign(payload))) return { status: 'none' };
    let claims: { role?: unknown; exp?: unknown; code?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { status: 'none' };
    }
    const role = sessionRoleSchema.safeParse(claims.role);
    if (!role.success || typeof claims.exp !== 'number') return { status: 'none' };
    const expiresAt = new Date(claims.exp);
    if (expiresAt <= now) return { status: 'expired', role: role.data, expiresAt };
    return { status: 'active', role: role.data, expiresAt, accessCodeId: typeof claims.code === 'string' ? claims.code : null };
  }
}
