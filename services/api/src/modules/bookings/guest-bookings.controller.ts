import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type ArrivalDetails,
  type GuestBooking,
  type SubmitReview,
  arrivalDetailsSchema,
  guestBookingKeySchema,
  submitReviewSchema,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { CancelGuestBookingCommand } from './commands/cancel-guest-booking.command.js';
import { GiveArrivalDetailsCommand } from './commands/give-arrival-details.command.js';
import { SubmitReviewCommand } from './commands/submit-review.command.js';
import { GetGuestBookingQuery } from './queries/get-guest-booking.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

/** The guest's own booking page's calls, reached by the signed link in every booking email (no account). */
@ApiAccess('bookingKey')
@Controller('bookings')
export class GuestBookingsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get(':reference')
  get(
    @Param('reference') reference: string,
    @Query(validatedBy(guestBookingKeySchema)) { key }: { key: string },
  ): Promise<GuestBooking> {
    return this.queryBus.execute(new GetGuestBookingQuery(reference, key));
  }

  @ApiErrors(409)
  @Post(':reference/cancel')
  @HttpCode(200)
  cancel(
    @Param('reference') reference: string,
    @Query(validatedBy(guestBookingKeySchema)) { key }: { key: string },
  ): Promise<GuestBooking> {
    return this.commandBus.execute(new CancelGuestBookingCommand(reference, key));
  }

  /** The guest's review of their stay, once it is over; the booking as it now stands. */
  @ApiErrors(409)
  @Post(':reference/review')
  @HttpCode(201)
  review(
    @Param('reference') reference: string,
    @Query(validatedBy(guestBookingKeySchema)) { key }: { key: string },
    @Body(validatedBy(submitReviewSchema)) review: SubmitReview,
  ): Promise<GuestBooking> {
    return this.commandBus.execute(new SubmitReviewCommand(reference, key, review));
  }

  /** Who is coming, when, and in which cars, given (or changed) before the day of arrival; the booking as it now stands. */
  @ApiErrors(409, 422)
  @Put(':reference/arrival')
  arrival(
    @Param('reference') reference: string,
    @Query(validatedBy(guestBookingKeySchema)) { key }: { key: string },
    @Body(validatedBy(arrivalDetailsSchema)) details: ArrivalDetails,
  ): Promise<GuestBooking> {
    return this.commandBus.execute(new GiveArrivalDetailsCommand(reference, key, details));
  }
}
