import { UnauthorizedException } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AccessCodeType, type GuestRole, roleOfCodeType } from '@lakehouse/contracts';
import { AttemptLimiter } from '../../auth/attempt-limiter.js';
import { CodeHashKeys } from '../../auth/code-hash-keys.js';
import { AccessAttemptedEvent } from '../events/access-attempted.event.js';
import { VerifyAccessCommand } from './verify-access.command.js';

const INVALID_ACCESS_CODE = 'Invalid access code. Please check your access code and try again.';

@CommandHandler(VerifyAccessCommand)
export class VerifyAccessHandler implements ICommandHandler<VerifyAccessCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly codeKeys: CodeHashKeys,
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
    // Verifying uses nothing: a code's uses are the stays it holds (counted by the booking). A code with no stays
    // left no longer opens a session. The code may be stored under the current, previous or legacy key: one row,
    // preferring the current key's.
    const rows = await this.dataSource.query<{ id: string; type: AccessCodeType; code_hash_key_id: string | null }[]>(
      `SELECT id, type, code_hash_key_id FROM access_codes
        WHERE code_hash = ANY($1::text[]) AND is_active
          AND (expires_at IS NULL OR expires_at > now())
          AND (max_usage IS NULL OR usage_count < max_usage)
        ORDER BY code_hash = $2 DESC LIMIT 1`,
      [this.codeKeys.candidates(code).map(({ codeHash }) => codeHash), this.codeKeys.hash(code).codeHash],
    );
    const granted = rows[0];
    if (!granted) {
      this.events.publish(new AccessAttemptedEvent('guest-code', 'denied', clientHash));
      throw new UnauthorizedException(INVALID_ACCESS_CODE);
    }
    if (!this.codeKeys.isCurrent(granted.code_hash_key_id)) await this.rehash(granted.id, code);
    await this.limiter.succeeded(limitKey);
    const role = roleOfCodeType[granted.type];
    this.events.publish(new AccessAttemptedEvent('guest-code', 'granted', clientHash, granted.id, role));
    return { role, accessCodeId: granted.id };
  }

  /** Moves a code found under an older key to the current one (unless the same code exists under it already). */
  private async rehash(id: string, code: string): Promise<void> {
    const { codeHash, codeHashKeyId } = this.codeKeys.hash(code);
    await this.dataSource.query(
      `UPDATE access_codes SET code_hash = $2, code_hash_key_id = $3
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM access_codes WHERE code_hash = $2)`,
      [id, codeHash, codeHashKeyId],
    );
  }
}
