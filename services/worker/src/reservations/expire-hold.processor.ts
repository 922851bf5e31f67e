import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, OutboxRelay, writeOutboxEntry } from '@lakehouse/server-kit';

/**
 * Runs when a hold's 24 hours are up (the outbox holds the job until then). Held → expired is a compare-and-swap,
 * so a payment that confirmed the hold first wins; the guest is told once, in the same transaction's outbox.
 */
@Injectable()
export class ExpireHoldProcessor {
  private readonly logger = new Logger(ExpireHoldProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  @JobHandler(JobName.ExpireHold)
  async handle({ reservationId }: JobPayload<JobName.ExpireHold>): Promise<void> {
    const expired = await this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE reservations SET status = 'expired', updated_at = now()
          WHERE id = $1 AND status = 'held' AND hold_expires_at <= now()
          RETURNING id`,
        [reservationId],
      )) as [{ id: string }[], number];
      if (rows.length === 0) return false;
      await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId, email: 'hold-expired' });
      return true;
    });
    if (expired) {
      this.logger.log(`hold ${reservationId} expired; its nights are free again`);
      this.relay.nudge();
    }
  }
}
