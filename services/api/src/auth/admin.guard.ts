import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SessionService } from './session.service.js';

/** Every /api/admin call: 401 without a session, 403 with a guest's. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.assertAdmin(context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }

  /** Throws the 401/403 unless the request carries an active admin session (also by the queue dashboard's own Fastify routes). */
  async assertAdmin(request: FastifyRequest): Promise<void> {
    const session = await this.sessions.read(request);
    if (session.status === 'none') throw new UnauthorizedException('Authentication required');
    if (session.status === 'expired') throw new UnauthorizedException('Your session has expired. Please log in again.');
    if (session.role !== 'admin') throw new ForbiddenException('This needs the admin sign-in.');
  }
}
