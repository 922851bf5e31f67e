import {
  type AdminDoorCode,
  type AdminEmailDetail,
  type AdminEmailSummary,
  type AdminReservation,
  type AdminReservationDetail,
  centsToDollars,
  pricingResponse,
} from '@lakehouse/contracts';
import type { DoorCodeRow, EmailEntity, ReservationEntity } from '@lakehouse/server-kit';

/** A reservation as the admin list shows it. */
export function reservationView(reservation: ReservationEntity): AdminReservation {
  return {
    id: reservation.id,
    status: reservation.status,
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    guestName: reservation.guestName,
    guestEmail: reservation.guestEmail,
    guestCount: reservation.guestCount,
    total: centsToDollars(reservation.totalCents),
    holdExpiresAt: reservation.holdExpiresAt ? reservation.holdExpiresAt.toISOString() : null,
    invoiced: reservation.stripeInvoiceId !== null,
    createdAt: reservation.createdAt.toISOString(),
  };
}

export function reservationDetailView(reservation: ReservationEntity): AdminReservationDetail {
  return {
    ...reservationView(reservation),
    guestPhone: reservation.guestPhone,
    specialRequests: reservation.specialRequests,
    role: reservation.role,
    clientTotalAmount: reservation.clientTotalAmount,
    confirmedAt: reservation.confirmedAt ? reservation.confirmedAt.toISOString() : null,
    pricing: pricingResponse(reservation.quote),
    nights: reservation.quote.nights,
    refunded: reservation.refundCents === null ? null : centsToDollars(reservation.refundCents),
  };
}

export function emailSummaryView(email: EmailEntity): AdminEmailSummary {
  return {
    id: email.id,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError,
    createdAt: email.createdAt.toISOString(),
    sentAt: email.sentAt ? email.sentAt.toISOString() : null,
  };
}

export function emailDetailView(email: EmailEntity): AdminEmailDetail {
  return {
    ...emailSummaryView(email),
    replyTo: email.replyTo,
    bodyText: email.bodyText,
    bodyHtml: email.bodyHtml,
    // Never the content: the admin sees what was attached, not the bytes.
    attachments: (email.attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
    templateFallback: email.templateFallback,
  };
}

export function adminDoorCodeView({ code, validFrom, validUntil, chosenBy, shownAt }: DoorCodeRow): AdminDoorCode {
  return { code, validFrom, validUntil, chosenBy, shownToGuestAt: shownAt?.toISOString() ?? null };
}

export const RESERVATION_NOT_FOUND = 'That reservation does not exist.';
export const EMAIL_NOT_FOUND = 'That email does not exist.';
export const FAILED_JOB_NOT_FOUND = 'No failed job with that id (it may be running again already).';
