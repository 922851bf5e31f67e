import type { EntityManager } from 'typeorm';
import { type ReservationEntity, bookingReference, latestSignature, loadPropertySettings } from '@lakehouse/server-kit';
import { formatStayDate } from '../templates/render-email.js';
import { signedAgreementPdf } from './agreement-pdf.js';

/** A signed agreement's PDF and its file name. */
export interface SignedAgreementFile {
  filename: string;
  bytes: Uint8Array;
}

/**
 * The PDF of a stay's newest signature (downloaded from the booking page and the admin, attached to the
 * confirmation email); null when the stay signed none.
 */
export async function signedAgreementFile(
  manager: EntityManager,
  reservation: ReservationEntity,
): Promise<SignedAgreementFile | null> {
  const signature = await latestSignature(manager, reservation.id);
  if (!signature) return null;
  const { settings } = await loadPropertySettings(manager);
  const reference = bookingReference(reservation.id);
  const bytes = await signedAgreementPdf(
    {
      houseName: settings.houseName,
      reference,
      dates: `${formatStayDate(reservation.checkIn)} to ${formatStayDate(reservation.checkOut)}`,
      guests: reservation.guestCount,
    },
    signature,
  );
  return { filename: `rental-agreement-${reference}-v${signature.version}.pdf`, bytes };
}
