import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  AGREEMENT_ALREADY_SIGNED,
  AGREEMENT_CHANGED_MESSAGE,
  type GuestAgreement,
  JobName,
} from '@lakehouse/contracts';
import { BookingLinks, OutboxRelay, writeOutboxEntry } from '@lakehouse/server-kit';
import { findGuestBooking } from '../../bookings/find-guest-booking.js';
import { agreementMarkdown, liveAgreement } from '../agreement-signatures.js';
import { fillAgreement, textHash } from '../agreement-text.js';
import { guestAgreementOf } from '../queries/get-guest-agreement.handler.js';
import { SignAgreementCommand } from './sign-agreement.command.js';

const NO_AGREEMENT = 'There is no rental agreement to sign for this stay.';

/**
 * Stores the text as signed, its SHA-256, the typed name, the time and the client's address. Only the version the
 * guest read can be signed (409 when the host published another since), once per stay and version (the unique key
 * refuses a second, whichever request races). A held stay's invoice waited for the signature: its job is written
 * with it (a job that already ran reuses its invoice and does not email the link twice).
 */
@CommandHandler(SignAgreementCommand)
export class SignAgreementHandler implements ICommandHandler<SignAgreementCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BookingLinks) private readonly links: BookingLinks,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ reference, key, signature, clientIp }: SignAgreementCommand): Promise<GuestAgreement> {
    const { manager } = this.dataSource;
    const reservation = await findGuestBooking(manager, this.links, reference, key);
    // Only a held stay signs: the signature is what lets it be paid.
    if (reservation.status !== 'held') throw new ConflictException(NO_AGREEMENT);
    const live = await liveAgreement(manager);
    if (!live) throw new ConflictException(NO_AGREEMENT);
    if (live.version !== signature.version) throw new ConflictException(AGREEMENT_CHANGED_MESSAGE);
    const { text } = await fillAgreement(manager, agreementMarkdown(live), reservation);
    const signed = await this.dataSource.transaction(async (tx) => {
      const inserted: unknown[] = await tx.query(
        `INSERT INTO agreement_signatures
           (reservation_id, agreement_version, signed_text, text_sha256, typed_name, client_ip)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (reservation_id, agreement_version) DO NOTHING RETURNING id`,
        [reservation.id, live.version, text, textHash(text), signature.name, clientIp.slice(0, 64)],
      );
      if (inserted.length === 0) return false;
      await writeOutboxEntry(tx, JobName.CreateHoldInvoice, { reservationId: reservation.id });
      return true;
    });
    if (!signed) throw new ConflictException(AGREEMENT_ALREADY_SIGNED);
    this.relay.nudge();
    return guestAgreementOf(manager, reservation);
  }
}
