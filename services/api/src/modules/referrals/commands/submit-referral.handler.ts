import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { OutboxRelay, ReferralEntity, writeOutboxEntry } from '@lakehouse/server-kit';
import { SubmitReferralCommand } from './submit-referral.command.js';

/** Stores who referred the guest and, in the same transaction, the job that tells the host. */
@CommandHandler(SubmitReferralCommand)
export class SubmitReferralHandler implements ICommandHandler<SubmitReferralCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ referral, submittedByRole }: SubmitReferralCommand): Promise<{ id: string }> {
    const id = await this.dataSource.transaction(async (manager) => {
      const row = await manager.save(
        manager.create(ReferralEntity, {
          referrerName: referral.referrerName,
          referrerEmail: referral.referrerEmail,
          referrerPhone: referral.referrerPhone ?? null,
          relationship: referral.relationship,
          notes: referral.notes ?? null,
          submittedByRole,
        }),
      );
      await writeOutboxEntry(manager, JobName.SendReferralEmail, { referralId: row.id });
      return row.id;
    });
    this.relay.nudge();
    return { id };
  }
}
