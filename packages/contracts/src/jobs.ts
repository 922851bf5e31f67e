import { z } from 'zod';
import { MESSAGE_TEMPLATE_KEYS, type MessageTemplateKey } from './message-templates/template-catalogue.js';
import { messageTemplateTrialSchema } from './message-templates/template-payloads.js';

/**
 * The job catalogue: every queue, every job, and the payload each job carries.
 * A process that hosts processors refuses to start while a job here has no handler.
 */
export enum QueueName {
  Email = 'email',
  Images = 'images',
  Calendar = 'calendar',
  Reservations = 'reservations',
  Payment = 'payment',
}

export enum JobName {
  SendContactMessageEmail = 'email.contact-message',
  SendReferralEmail = 'email.referral',
  SendReservationEmail = 'email.reservation',
  SendTemplateTestEmail = 'email.template-test',
  SendCleaningSchedule = 'email.cleaning-schedule',
  DeliverStayWebhook = 'reservations.deliver-stay-webhook',
  ExpireHold = 'reservations.expire-hold',
  RefreshPropertyImages = 'images.refresh-property-images',
  BuildPhotoVariants = 'images.build-photo-variants',
  RemoveUnrecordedPhoto = 'images.remove-unrecorded-photo',
  SyncCalendarFeed = 'calendar.sync-feed',
  CreateHoldInvoice = 'payment.create-hold-invoice',
  SendStayConfirmationEmail = 'payment.stay-confirmation-email',
  ReleaseHoldPayment = 'payment.release-hold-payment',
  RefundLatePayment = 'payment.refund-late-payment',
  RefundCancelledStay = 'payment.refund-cancelled-stay',
  PlaceDamageHold = 'payment.place-damage-hold',
  CheckDamageHold = 'payment.check-damage-hold',
  ReleaseDamageHold = 'payment.release-damage-hold',
  ClaimDamageHold = 'payment.claim-damage-hold',
  SaveStayCard = 'payment.save-stay-card',
  ChargeBalance = 'payment.charge-balance',
  RefundSecondPayment = 'payment.refund-second-payment',
}

export const jobCatalogue = {
  [JobName.SendContactMessageEmail]: {
    queue: QueueName.Email,
    payload: z.object({ messageId: z.uuid() }),
  },
  [JobName.SendReferralEmail]: {
    queue: QueueName.Email,
    payload: z.object({ referralId: z.uuid() }),
  },
  [JobName.SendReservationEmail]: {
    queue: QueueName.Email,
    payload: z.object({
      reservationId: z.uuid(),
      email: z.enum([
        'request-received',
        'host-new-booking',
        'inquiry-received',
        'host-new-inquiry',
        'hold-expired',
        'cancelled',
        'host-late-payment-accepted',
        'late-payment-refunded',
        'host-late-payment-refunded',
        'hold-reminder',
        'entry-instructions',
        'thank-you',
        'arrival-details-request',
        'guest-cancelled',
        'host-guest-cancelled',
        'host-balance-declined',
        'host-balance-decision',
      ]),
    }),
  },
  [JobName.SendTemplateTestEmail]: {
    queue: QueueName.Email,
    // "Send me a test" in the message editor: the words in the editor, to the host's own address.
    payload: messageTemplateTrialSchema.extend({
      templateKey: z.enum(MESSAGE_TEMPLATE_KEYS as [MessageTemplateKey, ...MessageTemplateKey[]]),
    }),
  },
  [JobName.SendCleaningSchedule]: {
    queue: QueueName.Email,
    // Queued by the worker's scan: this week's digest of the coming turnovers once per week, and an email whenever
    // they moved since the last one sent.
    payload: z.object({}),
  },
  [JobName.DeliverStayWebhook]: {
    // Written with the stay's change; the delivery row holds the body, so every try sends the same bytes. Each
    // failed try writes the next on the delivery's own schedule, with the tries made so far: a job run twice finds
    // the count moved on and does nothing.
    queue: QueueName.Reservations,
    payload: z.object({ deliveryId: z.uuid(), attempts: z.number().int().nonnegative().optional() }),
  },
  [JobName.ExpireHold]: {
    // Written to the outbox with the hold's expiry as its not-before time.
    queue: QueueName.Reservations,
    payload: z.object({ reservationId: z.uuid() }),
  },
  [JobName.RefreshPropertyImages]: {
    queue: QueueName.Images,
    // Why the scan was asked for; the job itself always rescans the whole photo folder.
    payload: z.object({ reason: z.enum(['admin', 'start-up']) }),
  },
  [JobName.BuildPhotoVariants]: {
    queue: QueueName.Images,
    // An uploaded photo's three WebP sizes, smallest first; sizes already stored are kept, so a rerun only finishes.
    payload: z.object({ photoId: z.uuid() }),
  },
  [JobName.RemoveUnrecordedPhoto]: {
    queue: QueueName.Images,
    // An upload whose file may have reached the photo store late (it hung, then took the PUT after the upload gave
    // up): minutes later, the file goes unless a photo row records its path.
    payload: z.object({ path: z.string().startsWith('/photos/') }),
  },
  [JobName.SyncCalendarFeed]: {
    queue: QueueName.Calendar,
    // Why the sync runs, and the one feed to sync (none: every feed). Every sync fetches and
    // replaces a whole feed, so runs never conflict.
    payload: z.object({ reason: z.enum(['schedule', 'start-up', 'admin']), source: z.string().optional() }),
  },
  [JobName.CreateHoldInvoice]: {
    queue: QueueName.Payment,
    // A held reservation gets its Stripe invoice (24 h to pay) and the guest the link to it. `resend` (the admin's
    // "resend invoice"): the link is emailed again under a delivery key of this job, so it really goes out again.
    payload: z.object({ reservationId: z.uuid(), resend: z.literal(true).optional() }),
  },
  [JobName.SendStayConfirmationEmail]: {
    queue: QueueName.Payment,
    // Written by the payment webhook in the transaction that confirms the stay.
    payload: z.object({ reservationId: z.uuid() }),
  },
  [JobName.ReleaseHoldPayment]: {
    queue: QueueName.Payment,
    // Written with every held → expired or held → cancelled: the hold's invoice is voided and its PaymentIntent
    // cancelled, so nobody can pay for nights that are no longer kept.
    payload: z.object({ reservationId: z.uuid() }),
  },
  [JobName.RefundLatePayment]: {
    queue: QueueName.Payment,
    // A payment that arrived for an expired or cancelled stay whose nights were taken meanwhile: refunded in full.
    // `paidWith` names the Stripe object the webhook saw paid (an invoice, or a PaymentIntent of our own).
    payload: z.object({
      reservationId: z.uuid(),
      paidWith: z.object({ kind: z.enum(['invoice', 'payment_intent']), id: z.string().min(1) }),
    }),
  },
  [JobName.RefundCancelledStay]: {
    queue: QueueName.Payment,
    // A paid stay was cancelled: the amount fixed at cancel time goes back (the policy's share when the guest
    // cancelled; the host's choice when they did, absent in jobs written before hosts could refund).
    payload: z.object({
      reservationId: z.uuid(),
      amountCents: z.number().int().positive(),
      cancelledBy: z.enum(['guest', 'host']).optional(),
    }),
  },
  // A damage hold's jobs name its row in damage_holds (one card authorization); the row says what is due.
  [JobName.PlaceDamageHold]: {
    // Authorize the amount on the stay's saved card off session; the attempt's key is recorded before the call.
    queue: QueueName.Payment,
    payload: z.object({ holdId: z.uuid() }),
  },
  [JobName.CheckDamageHold]: {
    // Whether the authorization still stands (a card network may drop it early): a lapsed one is replaced.
    queue: QueueName.Payment,
    payload: z.object({ holdId: z.uuid() }),
  },
  [JobName.ReleaseDamageHold]: {
    // Cancel the authorization after check-out (at once for a cancelled stay) and tell the guest.
    queue: QueueName.Payment,
    payload: z.object({ holdId: z.uuid() }),
  },
  [JobName.ClaimDamageHold]: {
    // Capture what the host claimed (the rest goes back to the card) and tell the guest how much and why.
    queue: QueueName.Payment,
    payload: z.object({ holdId: z.uuid() }),
  },
  [JobName.SaveStayCard]: {
    queue: QueueName.Payment,
    // Written by the payment webhook with the confirmation: the card that paid the first invoice is kept for the balance.
    payload: z.object({ reservationId: z.uuid() }),
  },
  [JobName.ChargeBalance]: {
    queue: QueueName.Payment,
    // Queued by the balance scan with the attempt's row (and its idempotency key) already in Postgres.
    payload: z.object({ instalmentId: z.uuid(), attempt: z.number().int().min(1) }),
  },
  [JobName.RefundSecondPayment]: {
    queue: QueueName.Payment,
    // A balance paid twice (the card charge and the guest's own payment crossed), or paid for a stay cancelled
    // meanwhile: that payment is refunded in full.
    payload: z.object({
      instalmentId: z.uuid(),
      paidWith: z.object({ kind: z.enum(['invoice', 'payment_intent']), id: z.string().min(1) }),
    }),
  },
} as const satisfies Record<JobName, { queue: QueueName; payload: z.ZodType }>;

export type JobPayload<N extends JobName> = z.infer<(typeof jobCatalogue)[N]['payload']>;

export function queueOf(job: JobName): QueueName {
  return jobCatalogue[job].queue;
}

/** Parses a payload against its job's schema; throws a ZodError naming the bad field. */
export function parseJobPayload<N extends JobName>(job: N, payload: unknown): JobPayload<N> {
  return jobCatalogue[job].payload.parse(payload) as JobPayload<N>;
}
