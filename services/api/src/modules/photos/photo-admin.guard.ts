import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AdminRole } from '@lakehouse/contracts';
import { AdminAccess } from '../../platform/auth/admin-access.js';
import { routeAccess } from '../../platform/auth/admin-route-roles.js';
import { ClientKeys, clientAddress } from '../../platform/auth/client-key.js';
import { SessionService } from '../../platform/auth/session.service.js';

const HOST_ONLY: readonly AdminRole[] = ['host'];

/**
 * Photo admin calls need an admin session of a role ADMIN_ROUTE_ROLES allows, or the admin code in X-Access-Code (limited and audited like the
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
    const access = routeAccess(request.method, request.routeOptions.url);
    const allowed = Array.isArray(access) ? access : HOST_ONLY;
    const session = await this.sessions.read(request);
    if (await this.adminAccess.isAdmin(session, allowed, code, this.clientKeys.ofAddress(clientAddress(request))))
      return true;
    throw new UnauthorizedException({ statusCode: 401, message: 'Invalid access code' });
  }
}
