import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addDays } from '@lakehouse/contracts';
import {
  type BookingLinks,
  type DamageHoldRow,
  ReservationEntity,
  loadDamageHoldSettings,
} from '@lakehouse/server-kit';
import { EmailDelivery } from '../email/email-delivery.js';
import { BOOKING_LINKS, damageHoldEmail, type DamageHoldEmailKind, EmailContext } from '@lakehouse/messages';

/** Sends a damage hold's emails, each once per delivery key. */
@Injectable()
export class DamageHoldMail {
  private readonly logger = new Logger(DamageHoldMail.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    private readonly context: EmailContext,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks | null,
  ) {}

  async send(kind: DamageHoldEmailKind, hold: DamageHoldRow, deliveryKey: string): Promise<void> {
    const { manager } = this.dataSource;
    const reservation = await manager.findOneByOrFail(ReservationEntity, { id: hold.reservationId });
    const [{ property, addresses, words }, settings] = await Promise.all([
      this.context.load(kind),
      loadDamageHoldSettings(manager),
    ]);
    const email = damageHoldEmail(
      kind,
      reservation,
      {
        amountCents: hold.amountCents,
        releaseDate: addDays(reservation.checkOut, settings.releaseDaysAfterCheckOut),
        claimedCents: hold.claimedCents,
        claimReason: hold.claimReason,
        problem: hold.lastError,
      },
      property,
      addresses,
      this.links?.url(reservation.id),
      words,
    );
    const outcome = await this.delivery.deliverOnce(deliveryKey, kind, email);
    this.logger.log(`reservation ${reservation.id} ${kind}: ${outcome}`);
  }
}
