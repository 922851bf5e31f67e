import { Controller, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminInstalmentsResponse } from '@lakehouse/contracts';
import { type AdminActor, CurrentActor, actorLabel } from '../../platform/auth/admin-actor.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { KeepWaitingForBalanceCommand } from './commands/keep-waiting-for-balance.command.js';
import { INSTALMENT_NOT_FOUND } from './commands/mark-instalment-received.handler.js';
import { MarkInstalmentReceivedCommand } from './commands/mark-instalment-received.command.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(INSTALMENT_NOT_FOUND) });

/** A stay's payment schedule in the admin: a payment received by hand, the answer to a balance still declined. */
@ApiAccess('adminSession')
@Controller('admin/reservations/:id/instalments/:instalmentId')
export class InstalmentsAdminController {
  constructor(private readonly commandBus: CommandBus) {}

  // The action POSTs take no body; anything sent is ignored.
  @ApiErrors(404, 409)
  @Post('received')
  @HttpCode(200)
  received(
    @Param('id', uuid) id: string,
    @Param('instalmentId', uuid) instalmentId: string,
    @CurrentActor() actor: AdminActor,
  ): Promise<AdminInstalmentsResponse> {
    return this.commandBus.execute(new MarkInstalmentReceivedCommand(id, instalmentId, actorLabel(actor)));
  }

  @ApiErrors(404, 409)
  @Post('keep-waiting')
  @HttpCode(200)
  keepWaiting(
    @Param('id', uuid) id: string,
    @Param('instalmentId', uuid) instalmentId: string,
  ): Promise<AdminInstalmentsResponse> {
    return this.commandBus.execute(new KeepWaitingForBalanceCommand(id, instalmentId));
  }
}
