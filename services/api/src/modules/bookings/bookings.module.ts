import { type DynamicModule, Module } from '@nestjs/common';
import { BookingLinks } from '@lakehouse/server-kit';
import { CancelGuestBookingHandler } from './commands/cancel-guest-booking.handler.js';
import { GiveArrivalDetailsHandler } from './commands/give-arrival-details.handler.js';
import { SubmitReviewHandler } from './commands/submit-review.handler.js';
import { GuestBookingsController } from './guest-bookings.controller.js';
import { GetGuestBookingHandler } from './queries/get-guest-booking.handler.js';

@Module({})
export class BookingsModule {
  static forRoot(links: BookingLinks): DynamicModule {
    return {
      module: BookingsModule,
      controllers: [GuestBookingsController],
      providers: [
        { provide: BookingLinks, useValue: links },
        GetGuestBookingHandler,
        CancelGuestBookingHandler,
        SubmitReviewHandler,
        GiveArrivalDetailsHandler,
      ],
    };
  }
}
