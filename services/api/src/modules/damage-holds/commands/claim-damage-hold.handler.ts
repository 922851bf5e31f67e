import { ConflictException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminDamageHold, JobName, formatCents, RESERVATION_NOT_FOUND } from '@lakehouse/contracts';
import {
  type DamageHoldRow,
  OutboxRelay,
  ReservationEntity,
  damageHoldsOf,
  shownDamageHold,
  writeOutboxEntry,
} from '@lakehouse/server-kit';
import { holdDayText, loadDamageHold } from '../damage-hold.view.js';
import { ClaimDamageHoldCommand } from './claim-damage-hold.command.js';

const PAY_DIRECTLY = 'If the guest owes you for damage, ask them to pay you directly.';

/** Why nothing can be claimed from the stay's hold now, in the host's words; null when it can be. */
function refusal(hold: DamageHoldRow | undefined, now: Date): string | null {
  if (!hold)
    return `No damage deposit is held on this guest's card, so there is nothing to claim from. ${PAY_DIRECTLY}`;
  if (hold.claimRequestedAt)
    return `You already claimed ${formatCents(hold.claimedCents!)} from this hold; a hold can be claimed from once.`;
  if (hold.status === 'placing')
    return "The hold is being placed on the guest's card right now; try again in a minute.";
  if (hold.status === 'failed')
    return `The hold could not be placed on the guest's card (${hold.lastError ?? 'the bank refused it'}), so nothing is held. ${PAY_DIRECTLY}`;
  if (hold.status === 'released' || hold.releaseRequestedAt)
    return `The hold was released to the guest's card on ${holdDayText(hold.releasedAt ?? hold.releaseRequestedAt!)}; nothing is held any more. ${PAY_DIRECTLY}`;
  if (hold.status === 'lapsed' || hold.lapsesAt!.getTime() <= now.getTime())
    return `The card authorization lapsed on ${holdDayText(hold.lapsesAt ?? now)} (banks drop a hold after about 7 days), so nothing is held any more. ${PAY_DIRECTLY}`;
  return null;
}

/**
 * The host claims part or all of a stay's damage hold with a reason: recorded on the standing authorization, with
 * the job that captures it written in the same transaction (the guest's email follows the capture). The stay's row
 * is locked, so two claims, or a claim and the scan's release, cannot both take the hold.
 */
@CommandHandler(ClaimDamageHoldCommand)
export class ClaimDamageHoldHandler implements ICommandHandler<ClaimDamageHoldCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ reservationId, claim }: ClaimDamageHoldCommand): Promise<AdminDamageHold> {
    const view = await this.dataSource.transaction(async (manager) => {
      const [reservation] = await manager.query<{ id: string }[]>(
        `SELECT id FROM reservations WHERE id = $1 FOR UPDATE`,
        [reservationId],
      );
      if (!reservation) throw new NotFoundException(RESERVATION_NOT_FOUND);
      const now = new Date();
      const hold = shownDamageHold(await damageHoldsOf(manager, [reservationId]));
      const refused = refusal(hold, now);
      if (refused || !hold) throw new ConflictException(refused);
      const cents = Math.round(claim.amount * 100);
      if (cents > hold.amountCents)
        throw new UnprocessableEntityException(
          `You can claim at most ${formatCents(hold.amountCents)}, the amount held on the guest's card.`,
        );
      await manager.query(
        `UPDATE damage_holds SET claimed_cents = $2, claim_reason = $3, claim_requested_at = $4 WHERE id = $1`,
        [hold.id, cents, claim.reason, now],
      );
      await writeOutboxEntry(manager, JobName.ClaimDamageHold, { holdId: hold.id });
      return loadDamageHold(manager, await manager.findOneByOrFail(ReservationEntity, { id: reservationId }), now);
    });
    this.relay.nudge();
    return view;
  }
}
