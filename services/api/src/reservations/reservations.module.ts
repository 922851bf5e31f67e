import { Module } from '@nestjs/common';
import { CreateReservationHandler } from './commands/create-reservation.handler.js';
import { SendBookingEmailsHandler } from './commands/send-booking-emails.handler.js';
import { ReservationsController } from './reservations.controller.js';

@Module({
  controllers: [ReservationsController],
  providers: [CreateReservationHandler, SendBookingEmailsHandler],
})
export class ReservationsModule {}
