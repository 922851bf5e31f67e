import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { defaultUsageLimits } from '@lakehouse/contracts';
import { ApplyDefaultLimitsCommand } from './apply-default-limits.command.js';

@CommandHandler(ApplyDefaultLimitsCommand)
export class ApplyDefaultLimitsHandler implements ICommandHandler<ApplyDefaultLimitsCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<{ updatedCount: number }> {
    const [, updatedCount] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE access_codes SET max_usage = CASE type
           WHEN 'past_guest' THEN $1::int
           WHEN 'referred' THEN $2::int
           ELSE $3::int END
        WHERE is_active AND max_usage IS NULL AND type <> 'family_friend'`,
      [defaultUsageLimits.past_guest, defaultUsageLimits.referred, defaultUsageLimits.other],
    );
    return { updatedCount };
  }
}
