import { UnauthorizedException } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AccessCodeType, type GuestRole, roleOfCodeType } from '@lakehouse/contracts';
import { AttemptLimiter } from '../../auth/attempt-limiter.js';
import { AuthKeys } from '../../auth/auth-keys.js';
import { AccessAttemptedEvent } from '../events/access-attempted.event.js';
import { VerifyAccessCommand } from './verify-access.command.js';

export const INVALID_ACCESS_CODE = 'Invalid access code. Please check your access code and try again.';

@CommandHandler(VerifyAccessCommand)
export class VerifyAccessHandler implements ICommandHandler<VerifyAccessCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: AuthKeys,
    private readonly limiter: AttemptLimiter,
    private readonly events: EventBus,
  ) {}

  async execute({ code, clientHash }: VerifyAccessCommand): Promise<{ role: GuestRole; accessCodeId: string }> {
    const limitKey = `guest-code:${clientHash}`;
    try {
      await this.limiter.consume(limitKey);
    } catch (error) {
      this.events.publish(new AccessAttemptedEvent('guest-code', 'throttled', clientHash));
      throw error;
    }
    // One statement checks every rule and counts the use, so a code with uses left can't be over-used by a race.
    const [rows] = (await this.dataSource.query(
      `UPDATE access_codes SET usage_count = usage_count + 1
        WHERE code_hash = $1 AND is_active
          AND (expires_at IS NULL OR expires_at > now())
          AND (max_usage IS NULL OR usage_count < max_usage)
        RETURNING id, type`,
      [this.keys.hashAccessCode(code)],
    )) as [{ id: string; type: AccessCodeType }[], number];
    const granted = rows[0];
    if (!granted) {
      this.events.publish(new AccessAttemptedEvent('guest-code', 'denied', clientHash));
      throw new UnauthorizedException(INVALID_ACCESS_CODE);
    }
    await this.limiter.succeeded(limitKey);
    const role = roleOfCodeType[granted.type];
    this.events.publish(new AccessAttemptedEvent('guest-code', 'granted', clientHash, granted.id, role));
    return { role, accessCodeId: granted.id };
  }
}
