import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type GuestBooking, guestBookingKeySchema } from '@lakehouse/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CancelGuestBookingCommand } from './commands/cancel-guest-booking.command.js';
import { GetGuestBookingQuery } from './queries/get-guest-booking.query.js';

/** The guest's own booking page's calls, reached by the signed link in every booking email (no account). */
@Controller('bookings')
export class GuestBookingsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get(':reference')
  get(
    @Param('reference') reference: string,
    @Query(new ZodValidationPipe(guestBookingKeySchema)) { key }: { key: string },
  ): Promise<GuestBooking> {
    return this.queryBus.execute(new GetGuestBookingQuery(reference, key));
  }

  @Post(':reference/cancel')
  @HttpCode(200)
  cancel(
    @Param('reference') reference: string,
    @Query(new ZodValidationPipe(guestBookingKeySchema)) { key }: { key: string },
  ): Promise<GuestBooking> {
    return this.commandBus.execute(new CancelGuestBookingCommand(reference, key));
  }
}
