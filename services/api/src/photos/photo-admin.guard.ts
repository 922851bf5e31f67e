import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AdminAccess } from '../auth/admin-access.js';

/** Photo admin calls need the admin code in X-Access-Code or an admin session. */
@Injectable()
export class PhotoAdminGuard implements CanActivate {
  constructor(private readonly adminAccess: AdminAccess) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.adminAccess.isAdminRequest(context.switchToHttp().getRequest<FastifyRequest>())) return true;
    throw new UnauthorizedException({ statusCode: 401, message: 'Invalid access code' });
  }
}
