import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { SessionService } from './session.service.js';

/** Every /api/admin call: 401 without a session, 403 with a guest's. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  canActivate(context: ExecutionContext): boolean {
    const session = this.sessions.read(context.switchToHttp().getRequest<Request>());
    if (session.status === 'none') throw new UnauthorizedException('Authentication required');
    if (session.status === 'expired') throw new UnauthorizedException('Your session has expired. Please log in again.');
    if (session.role !== 'admin') throw new ForbiddenException('This needs the admin sign-in.');
    return true;
  }
}
