import { Body, Controller, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AdminDamageHold,
  type DamageHoldClaim,
  damageHoldClaimSchema,
  RESERVATION_NOT_FOUND,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { ClaimDamageHoldCommand } from './commands/claim-damage-hold.command.js';

const reservationId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(RESERVATION_NOT_FOUND) });

/** The host's claim on a stay's damage deposit hold. */
@ApiAccess('adminSession')
@Controller('admin/reservations')
export class DamageHoldsAdminController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Part or all of the hold, with a reason the guest is emailed; the hold as it now stands. */
  @ApiErrors(404, 409, 422)
  @Post(':id/damage-hold/claim')
  @HttpCode(200)
  claim(
    @Param('id', reservationId) id: string,
    @Body(validatedBy(damageHoldClaimSchema)) claim: DamageHoldClaim,
  ): Promise<AdminDamageHold> {
    return this.commandBus.execute(new ClaimDamageHoldCommand(id, claim));
  }
}
