import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthStatus, GuestSession } from '@lakehouse/contracts';
import { SessionService } from '../../platform/auth/session.service.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';

@ApiAccess('anyone')
@Controller('auth')
export class AuthController {
  constructor(private readonly sessions: SessionService) {}

  /** The session's role and expiry; 401 (with the same fields) when there is none or it has expired. */
  @ApiOkResponse({ description: 'An active session: its role and expiry.' })
  @ApiUnauthorizedResponse({ description: 'No session, or it expired: the same fields, with `authenticated: false`.' })
  @Get('verify')
  async status(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AuthStatus> {
    const session = await this.sessions.read(request);
    if (session.status === 'active') {
      return {
        authenticated: true,
        role: session.role,
        expiresAt: session.expiresAt.toISOString(),
        message: 'Authenticated',
        ...(session.staff ? { staff: { role: session.staff.role, name: session.staff.name } } : {}),
      };
    }
    response.status(401);
    if (session.status === 'expired') {
      return {
        authenticated: false,
        role: null,
        expiresAt: session.expiresAt.toISOString(),
        message: 'Your session has expired. Please log in again.',
      };
    }
    return { authenticated: false, role: null, expiresAt: null, message: 'Authentication required' };
  }

  /** The live session's guest role, or null (an admin's session or none): the booking page skips the code step with it. */
  @Get('session')
  async guestSession(@Req() request: FastifyRequest): Promise<GuestSession> {
    const session = await this.sessions.read(request);
    return { role: session.status === 'active' && session.role !== 'admin' ? session.role : null };
  }

  @Post('logout')
  @HttpCode(200)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<{ message: string }> {
    await this.sessions.end(request, response);
    return { message: 'You are signed out.' };
  }
}
