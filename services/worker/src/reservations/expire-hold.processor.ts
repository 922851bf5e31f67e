import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, OutboxRelay, expireOverdueHolds } from '@lakehouse/server-kit';

/**
 * Runs when a hold's 24 hours are up (the outbox holds the job until then). A payment that confirmed the hold
 * first wins; otherwise the guest is told once and the unpaid invoice is voided, through the same transaction's outbox.
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
    const expired = await this.dataSource.transaction((manager) => expireOverdueHolds(manager, { reservationId }));
    if (expired.length > 0) {
      this.logger.log(`hold ${reservationId} expired; its nights are free again`);
      this.relay.nudge();
    }
  }
}
