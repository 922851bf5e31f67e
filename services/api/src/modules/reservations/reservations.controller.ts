import { Body, Controller, ForbiddenException, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type GuestRole,
  type ReservationCreated,
  type ReservationRequest,
  bookingEmailsRequestSchema,
  reservationRequestSchema,
} from '@lakehouse/contracts';
import { AUTH_OPTIONS, type AuthOptions } from '../../platform/auth/auth-options.js';
import { ClientKeys, clientAddress } from '../../platform/auth/client-key.js';
import { RequestLimits } from '../../platform/auth/request-limits.js';
import { SessionService } from '../../platform/auth/session.service.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { CreateReservationCommand } from './commands/create-reservation.command.js';
import { CODE_NOT_USABLE } from './commands/create-reservation.handler.js';
import { SendBookingEmailsCommand } from './commands/send-booking-emails.command.js';
import { RESERVATION_TICKET_COOKIE, RESERVATION_TICKET_LIFETIME_MS, ReservationTicket } from './reservation-ticket.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

@Controller()
export class ReservationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionService,
    private readonly clientKeys: ClientKeys,
    private readonly limits: RequestLimits,
    private readonly tickets: ReservationTicket,
    @Inject(AUTH_OPTIONS) private readonly authOptions: AuthOptions,
  ) {}

  /**
   * The guest role (and the code behind it) of an active session, if any: it decides hold or inquiry, and the family
   * rate. A guest whose session was ended (its code deactivated or deleted) is told so rather than sent an inquiry.
   */
  private async guest(request: FastifyRequest): Promise<{ role: GuestRole; accessCodeId: string | null } | null> {
    const session = await this.sessions.read(request);
    if (session.status === 'none' && session.endedGuest) throw new ForbiddenException(CODE_NOT_USABLE);
    return session.status === 'active' && session.role !== 'admin'
      ? { role: session.role, accessCodeId: session.accessCodeId }
      : null;
  }

  @ApiAccess('anyone', 'guestSession')
  @ApiErrors(403, 409, 429)
  @Post('reservations')
  @HttpCode(201)
  async create(
    @Body(validatedBy(reservationRequestSchema)) body: ReservationRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ReservationCreated> {
    const client = this.clientKeys.ofAddress(clientAddress(request));
    await this.limits.reservationRequest(client, body.guestEmail);
    const created = await this.commandBus.execute(new CreateReservationCommand(body, await this.guest(request)));
    response.setCookie(RESERVATION_TICKET_COOKIE, this.tickets.issue(created.id), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.authOptions.secureCookies,
      path: '/api',
      // @fastify/cookie counts maxAge in seconds.
      maxAge: RESERVATION_TICKET_LIFETIME_MS / 1000,
    });
    return created;
  }

  @ApiAccess('reservationTicket')
  @Post('send-booking-emails')
  @HttpCode(202)
  async sendBookingEmails(
    @Body(validatedBy(bookingEmailsRequestSchema)) body: z.output<typeof bookingEmailsRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    const { queued } = await this.commandBus.execute(
      new SendBookingEmailsCommand(body, this.tickets.fromRequest(request)),
    );
    return { message: queued ? 'Booking emails are on their way.' : ALREADY_ON_THEIR_WAY };
  }
}

const ALREADY_ON_THEIR_WAY = 'The booking emails for this reservation are already on their way.';
