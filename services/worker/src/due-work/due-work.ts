import { Injectable } from '@nestjs/common';
import { OutboxRelay, type DueWorkAt } from '@lakehouse/server-kit';
import { DamageHoldScan } from '../damage-hold/damage-hold-scan.js';
import { BalanceChargeScan } from '../payment/balance-charge-scan.js';
import { StayEmailScan } from '../reservations/stay-email-scan.js';

/**
 * Every scan of what falls due for a stay at a given time (balances charged, scheduled emails, door codes shown, damage
 * holds placed, renewed and released), run together at a time the caller names: how a test moves the house's clock forward without
 * waiting for it. The jobs the scans write run as always, through the outbox.
 */
@Injectable()
export class DueWork implements DueWorkAt {
  constructor(
    private readonly stayEmails: StayEmailScan,
    private readonly damageHolds: DamageHoldScan,
    private readonly balances: BalanceChargeScan,
    private readonly relay: OutboxRelay,
  ) {}

  async runAt(now: Date): Promise<Record<string, number>> {
    const done = {
      stayEmails: await this.stayEmails.scan(now),
      balances: await this.balances.scan(now),
      damageHolds: await this.damageHolds.scan(now),
    };
    this.relay.nudge();
    return done;
  }
}
