import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AdminAccess } from '../../platform/auth/admin-access.js';
import { ClientKeys, clientAddress } from '../../platform/auth/client-key.js';
import { SessionService } from '../../platform/auth/session.service.js';

/**
 * Photo admin calls need an admin session or the admin code in X-Access-Code (limited and audited like the
 * sign-in). Guards run before the body is validated, so a wrong code gets the same 401 whatever the body.
 */
@Injectable()
export class PhotoAdminGuard implements CanActivate {
  constructor(
    private readonly adminAccess: AdminAccess,
    private readonly sessions: SessionService,
    private readonly clientKeys: ClientKeys,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers['x-access-code'];
    const code = typeof header === 'string' ? header : undefined;
    if (await this.adminAccess.isAdmin(await this.sessions.read(request), code, this.clientKeys.ofAddress(clientAddress(request)))) return true;
    throw new UnauthorizedException({ statusCode: 401, message: 'Invalid access code' });
  }
}
