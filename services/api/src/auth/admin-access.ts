import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthKeys } from './auth-keys.js';
import { SessionService } from './session.service.js';

/** The photo admin's gate: the admin code in `X-Access-Code`, or an admin session. */
@Injectable()
export class AdminAccess {
  constructor(
    private readonly keys: AuthKeys,
    private readonly sessions: SessionService,
  ) {}

  isAdminRequest(request: FastifyRequest): boolean {
    const header = request.headers['x-access-code'];
    if (typeof header === 'string' && this.keys.isAdminCode(header)) return true;
    const session = this.sessions.read(request);
    return session.status === 'active' && session.role === 'admin';
  }
}
