import { type DynamicModule, Module } from '@nestjs/common';
import { CreateReservationHandler } from './commands/create-reservation.handler.js';
import { SendBookingEmailsHandler } from './commands/send-booking-emails.handler.js';
import { RESERVATION_OPTIONS, type ReservationOptions } from './reservation-options.js';
import { ReservationTicket } from './reservation-ticket.js';
import { ReservationsController } from './reservations.controller.js';

@Module({})
export class ReservationsModule {
  static forRoot(options: ReservationOptions): DynamicModule {
    return {
      module: ReservationsModule,
      controllers: [ReservationsController],
      providers: [
        { provide: RESERVATION_OPTIONS, useValue: options },
        ReservationTicket,
        CreateReservationHandler,
        SendBookingEmailsHandler,
      ],
    };
  }
}
