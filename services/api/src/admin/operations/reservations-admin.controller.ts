import {
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminMessage,
  type AdminReservation,
  type AdminReservationDetailResponse,
  type AdminReservationsQuery,
  type AdminReservationsResponse,
  adminReservationsQuerySchema,
} from '@lakehouse/contracts';
import { AdminGuard } from '../../auth/admin.guard.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CancelReservationCommand } from './commands/cancel-reservation.command.js';
import { ConfirmReservationCommand } from './commands/confirm-reservation.command.js';
import { ResendInvoiceCommand } from './commands/resend-invoice.command.js';
import { GetReservationQuery } from './queries/get-reservation.query.js';
import { ListReservationsQuery } from './queries/list-reservations.query.js';
import { RESERVATION_NOT_FOUND } from './views.js';

const reservationId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(RESERVATION_NOT_FOUND) });

/** The host's reservations: list, detail, cancel, confirm (paid outside Stripe), resend the invoice link. */
@Controller('admin/reservations')
@UseGuards(AdminGuard)
export class ReservationsAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  list(
    @Query(new ZodValidationPipe(adminReservationsQuerySchema)) query: AdminReservationsQuery,
  ): Promise<AdminReservationsResponse> {
    return this.queryBus.execute(new ListReservationsQuery(query));
  }

  @Get(':id')
  get(@Param('id', reservationId) id: string): Promise<AdminReservationDetailResponse> {
    return this.queryBus.execute(new GetReservationQuery(id));
  }

  // The action POSTs take no body; anything sent is ignored.
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Param('id', reservationId) id: string): Promise<AdminReservation> {
    return this.commandBus.execute(new CancelReservationCommand(id));
  }

  @Post(':id/confirm')
  @HttpCode(200)
  confirm(@Param('id', reservationId) id: string): Promise<AdminReservation> {
    return this.commandBus.execute(new ConfirmReservationCommand(id));
  }

  @Post(':id/resend-invoice')
  @HttpCode(200)
  resendInvoice(@Param('id', reservationId) id: string): Promise<AdminMessage> {
    return this.commandBus.execute(new ResendInvoiceCommand(id));
  }
}
