import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminDoorCode,
  type AdminMessage,
  type AdminReservation,
  type AdminReservationDetailResponse,
  type AdminReservationsQuery,
  type AdminReservationsResponse,
  type CancelReservation,
  type SetDoorCode,
  adminReservationsQuerySchema,
  cancelReservationSchema,
  setDoorCodeSchema,
  RESERVATION_NOT_FOUND,
} from '@lakehouse/contracts';
import { type AdminActor, CurrentActor, actorLabel } from '../../platform/auth/admin-actor.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { CancelReservationCommand } from './commands/cancel-reservation.command.js';
import { ConfirmReservationCommand } from './commands/confirm-reservation.command.js';
import { ResendInvoiceCommand } from './commands/resend-invoice.command.js';
import { SetDoorCodeCommand } from './commands/set-door-code.command.js';
import { GetReservationQuery } from './queries/get-reservation.query.js';
import { ListReservationsQuery } from './queries/list-reservations.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

const reservationId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(RESERVATION_NOT_FOUND) });

/**
 * The host's reservations: list, detail, cancel, confirm (paid outside Stripe), resend the invoice link, set the door
 * code.
 */
@ApiAccess('adminSession')
@Controller('admin/reservations')
export class ReservationsAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  list(
    @Query(validatedBy(adminReservationsQuerySchema)) query: AdminReservationsQuery,
  ): Promise<AdminReservationsResponse> {
    return this.queryBus.execute(new ListReservationsQuery(query));
  }

  @ApiErrors(404)
  @Get(':id')
  get(@Param('id', reservationId) id: string): Promise<AdminReservationDetailResponse> {
    return this.queryBus.execute(new GetReservationQuery(id));
  }

  @ApiErrors(404, 409)
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Param('id', reservationId) id: string,
    @Body(validatedBy(cancelReservationSchema)) body: CancelReservation,
  ): Promise<AdminReservation> {
    return this.commandBus.execute(new CancelReservationCommand(id, body.refund));
  }

  // The other action POSTs take no body; anything sent is ignored.
  @ApiErrors(404, 409)
  @Post(':id/confirm')
  @HttpCode(200)
  confirm(@Param('id', reservationId) id: string, @CurrentActor() actor: AdminActor): Promise<AdminReservation> {
    return this.commandBus.execute(new ConfirmReservationCommand(id, actorLabel(actor)));
  }

  @ApiErrors(404, 409)
  @Post(':id/resend-invoice')
  @HttpCode(200)
  resendInvoice(@Param('id', reservationId) id: string): Promise<AdminMessage> {
    return this.commandBus.execute(new ResendInvoiceCommand(id));
  }

  @ApiErrors(404, 409)
  @Put(':id/door-code')
  setDoorCode(
    @Param('id', reservationId) id: string,
    @Body(validatedBy(setDoorCodeSchema)) body: SetDoorCode,
  ): Promise<AdminDoorCode> {
    return this.commandBus.execute(new SetDoorCodeCommand(id, body.code));
  }
}
