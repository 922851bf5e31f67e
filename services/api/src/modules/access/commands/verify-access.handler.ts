import { UnauthorizedException } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AccessCodeType, type GuestRole, roleOfCodeType } from '@lakehouse/contracts';
import { Metrics } from '@lakehouse/server-kit';
import { AttemptLimiter } from '../../../platform/auth/attempt-limiter.js';
import { CodeHashKeys } from '../../../platform/auth/code-hash-keys.js';
import { AccessAttemptedEvent } from '../../../platform/auth/access-attempted.event.js';
import { VerifyAccessCommand } from './verify-access.command.js';

const INVALID_ACCESS_CODE = 'Invalid access code. Please check your access code and try again.';
/** A real code past its date or its stays: the guest needs a new one from the host, not another try. */
const EXPIRED_ACCESS_CODE = 'This access code has expired. Please ask the host for a new one.';
const USED_UP_ACCESS_CODE =
  'This access code has been used for all the stays it allows. Please ask the host for a new one.';

type CodeRow = {
  id: string;
  type: AccessCodeType;
  code_hash_key_id: string | null;
  expired: boolean;
  used_up: boolean;
};

@CommandHandler(VerifyAccessCommand)
export class VerifyAccessHandler implements ICommandHandler<VerifyAccessCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly codeKeys: CodeHashKeys,
    private readonly limiter: AttemptLimiter,
    private readonly events: EventBus,
    private readonly metrics: Metrics,
  ) {}

  async execute({ code, clientHash }: VerifyAccessCommand): Promise<{ role: GuestRole; accessCodeId: string }> {
    const limitKey = `guest-code:${clientHash}`;
    try {
      await this.limiter.consume(limitKey);
    } catch (error) {
      // A refused attempt is counted, never audited row by row: a flood of them would only grow the table.
      this.metrics.refusedAttemptsTotal.inc({ kind: 'guest-code' });
      throw error;
    }
    // Verifying uses nothing: a code's uses are the stays it holds (counted by the booking). A code with no stays
    // left no longer opens a session. The code may be stored under the current, previous or legacy key: one row,
    // preferring the current key's.
    const rows = await this.dataSource.query<CodeRow[]>(
      `SELECT id, type, code_hash_key_id,
              expires_at IS NOT NULL AND expires_at <= now() AS expired,
              max_usage IS NOT NULL AND usage_count >= max_usage AS used_up
         FROM access_codes
        WHERE code_hash = ANY($1::text[]) AND is_active
        ORDER BY code_hash = $2 DESC LIMIT 1`,
      [this.codeKeys.candidates(code).map(({ codeHash }) => codeHash), this.codeKeys.hash(code).codeHash],
    );
    const granted = rows[0];
    // An expired or used-up code still counts against the limit: it opens nothing, whatever it says.
    if (!granted || granted.expired || granted.used_up) {
      this.events.publish(new AccessAttemptedEvent('guest-code', 'denied', clientHash));
      throw new UnauthorizedException(
        !granted ? INVALID_ACCESS_CODE : granted.expired ? EXPIRED_ACCESS_CODE : USED_UP_ACCESS_CODE,
      );
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
