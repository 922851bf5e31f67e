import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@lakehouse/contracts';
import { type AdminActor, rememberActor } from './admin-actor.js';
import { ANYONE, routeAccess } from './admin-route-roles.js';
import { SessionService } from './session.service.js';

const HOST_ONLY: readonly AdminRole[] = ['host'];

/** The routes of the admin API, by the path Fastify matched (not the URL the client wrote). */
const isAdminRoute = (request: FastifyRequest) => /^\/api\/admin(\/|$)/.test(request.routeOptions.url ?? '');

/**
 * The one gate of the admin, global: ADMIN_ROUTE_ROLES says who may call a route (401 without a session, 403 for a
 * guest's or a role not listed); a route under /api/admin it does not name is the host's alone.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isAdminRoute(request)) return true;
    const access = routeAccess(request.method, request.routeOptions.url);
    if (access === ANYONE) return true;
    await this.assertAdmin(request, access ?? HOST_ONLY);
    return true;
  }

  /** Throws the 401/403 unless the request's session is one of `roles` (also by the queue dashboard's own routes). */
  async assertAdmin(request: FastifyRequest, roles: readonly AdminRole[] = HOST_ONLY): Promise<AdminActor> {
    const session = await this.sessions.read(request);
    if (session.status === 'none') throw new UnauthorizedException('Authentication required');
    if (session.status === 'expired') throw new UnauthorizedException('Your session has expired. Please log in again.');
    if (session.role !== 'admin' || !session.staff) throw new ForbiddenException('This needs the admin sign-in.');
    if (!roles.includes(session.staff.role))
      throw new ForbiddenException(`This is not open to a ${ADMIN_ROLE_LABELS[session.staff.role].toLowerCase()}.`);
    rememberActor(request, session.staff);
    return session.staff;
  }
}
