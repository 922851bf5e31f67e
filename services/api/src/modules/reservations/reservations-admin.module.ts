import { type DynamicModule, Module } from '@nestjs/common';
import { CancelReservationHandler } from './commands/cancel-reservation.handler.js';
import { ConfirmReservationHandler } from './commands/confirm-reservation.handler.js';
import { KeepWaitingForBalanceHandler } from './commands/keep-waiting-for-balance.handler.js';
import { MarkInstalmentReceivedHandler } from './commands/mark-instalment-received.handler.js';
import { ResendInvoiceHandler } from './commands/resend-invoice.handler.js';
import { SetDoorCodeHandler } from './commands/set-door-code.handler.js';
import { InstalmentsAdminController } from './instalments-admin.controller.js';
import { GetReservationHandler } from './queries/get-reservation.handler.js';
import { ListReservationsHandler } from './queries/list-reservations.handler.js';
import { RESERVATIONS_ADMIN_OPTIONS, type ReservationsAdminOptions } from './reservations-admin-options.js';
import { ReservationsAdminController } from './reservations-admin.controller.js';

/** The host's bookings in the admin: the list, a stay's detail, cancelling, confirming, payments made by hand, the door code. */
@Module({})
export class ReservationsAdminModule {
  static forRoot(options: ReservationsAdminOptions): DynamicModule {
    return {
      module: ReservationsAdminModule,
      controllers: [ReservationsAdminController, InstalmentsAdminController],
      providers: [
        { provide: RESERVATIONS_ADMIN_OPTIONS, useValue: options },
        ListReservationsHandler,
        GetReservationHandler,
        CancelReservationHandler,
        ConfirmReservationHandler,
        SetDoorCodeHandler,
        MarkInstalmentReceivedHandler,
        KeepWaitingForBalanceHandler,
        ResendInvoiceHandler,
      ],
    };
  }
}
