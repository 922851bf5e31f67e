import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type GuestRole,
  type ReservationCreated,
  type ReservationRequest,
  bookingEmailsRequestSchema,
  reservationRequestSchema,
} from '@lakehouse/contracts';
import { SessionService } from '../auth/session.service.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CreateReservationCommand } from './commands/create-reservation.command.js';
import { SendBookingEmailsCommand } from './commands/send-booking-emails.command.js';

@Controller()
export class ReservationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionService,
  ) {}

  /** The guest role of an active session, if any: it decides hold or inquiry, and the family rate. */
  private guestRole(request: FastifyRequest): GuestRole | null {
    const session = this.sessions.read(request);
    return session.status === 'active' && session.role !== 'admin' ? session.role : null;
  }

  @Post('reservations')
  @HttpCode(201)
  create(@Body(new ZodValidationPipe(reservationRequestSchema)) body: ReservationRequest, @Req() request: FastifyRequest): Promise<ReservationCreated> {
    return this.commandBus.execute(new CreateReservationCommand(body, this.guestRole(request)));
  }

  @Post('send-booking-emails')
  @HttpCode(202)
  async sendBookingEmails(
    @Body(new ZodValidationPipe(bookingEmailsRequestSchema)) body: z.output<typeof bookingEmailsRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    const { queued } = await this.commandBus.execute(new SendBookingEmailsCommand(body, this.guestRole(request)));
    return { message: queued ? 'Booking emails are on their way.' : 'These booking emails were already sent.' };
  }
}
