import { z } from 'zod';
import { oneLine, plainText } from './text-rules.js';
import { pricingResponseSchema } from './pricing.js';
import { LONGEST_STAY_NIGHTS } from './pricing-defaults.js';
import { MAX_GUESTS, nightsBetween } from './stay-quote.js';
import { stayDate } from './stay-dates.js';

const optionalText = (max: number, label: string, rule: typeof oneLine) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .refine(...rule(label))
    .nullish()
    .transform((text) => text || undefined);

const guestName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name too long')
  .refine(...oneLine('Name'));
const guestEmail = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(100, 'Email too long')
  .refine(...oneLine('Email'))
  .pipe(z.email('Please enter a valid email address'));

/** `POST /api/reservations`. `totalAmount` is the browser's figure: kept for the host, never charged. */
export const reservationRequestSchema = z
  .object({
    guestName,
    guestEmail,
    guestPhone: optionalText(30, 'Phone number', oneLine),
    specialRequests: optionalText(2000, 'Special requests', plainText),
    checkInDate: stayDate('Check-in date'),
    checkOutDate: stayDate('Check-out date'),
    guestCount: z
      .number({ error: 'Number of guests is required' })
      .int('Number of guests must be a whole number')
      .min(1, 'At least 1 guest')
      .max(MAX_GUESTS, `At most ${MAX_GUESTS} guests (adults and children)`),
    totalAmount: z
      .union([z.string().max(50), z.number()])
      .nullish()
      .transform((amount) => (amount == null ? undefined : String(amount))),
    /**
     * One per attempt at the same form: sent again (after a timeout, say), it answers with the reservation the
     * first sending made instead of a conflict with it.
     */
    idempotencyKey: z.uuid('idempotencyKey must be a UUID').optional(),
  })
  .superRefine((request, context) => {
    const nights = nightsBetween(request.checkInDate, request.checkOutDate);
    if (nights <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['checkOutDate'],
        message: 'Check-out date must be after check-in date.',
      });
    } else if (nights > LONGEST_STAY_NIGHTS) {
      // The host's own maximum is checked with the other stay rules when the stay is priced.
      context.addIssue({
        code: 'custom',
        path: ['checkOutDate'],
        message: `Stays are at most ${LONGEST_STAY_NIGHTS} nights; contact us for longer stays.`,
      });
    }
  });
export type ReservationRequestInput = z.input<typeof reservationRequestSchema>;
export type ReservationRequest = z.output<typeof reservationRequestSchema>;

export const reservationCreatedSchema = z.object({
  id: z.uuid(),
  /** held: an access-code booking holding its nights for 24 h; inquiry: a request the host answers. */
  status: z.enum(['held', 'inquiry']),
  holdExpiresAt: z.iso.datetime().nullable(),
  nights: z.number().int(),
  pricing: pricingResponseSchema,
});
export type ReservationCreated = z.infer<typeof reservationCreatedSchema>;

/** `POST /api/send-booking-emails`: the spec's booking-email payload. */
export const bookingEmailsRequestSchema = z
  .object({
    guestName,
    guestEmail,
    guestPhone: optionalText(30, 'Phone number', oneLine),
    checkInDate: stayDate('Check-in date'),
    checkOutDate: stayDate('Check-out date'),
    adults: z.number({ error: 'adults must be a number' }).int().min(1, 'At least 1 adult').max(MAX_GUESTS),
    children: z
      .number({ error: 'children must be a number' })
      .int()
      .min(0)
      .max(MAX_GUESTS - 1)
      .optional()
      .default(0),
    infants: z
      .number({ error: 'infants must be a number' })
      .int()
      .min(0)
      .max(4, 'At most 4 infants')
      .optional()
      .default(0),
    specialRequests: optionalText(2000, 'Special requests', plainText),
    // Sent by the booking page; never stored or emailed (the server knows the role from the session).
    accessCode: z
      .string()
      .max(100)
      .refine(...oneLine('Access code'))
      .nullish(),
    // The browser's figures; the emails show the server's own quote.
    pricing: z.record(z.string(), z.unknown()).nullish(),
  })
  .refine((request) => request.adults + request.children <= MAX_GUESTS, {
    path: ['children'],
    message: `At most ${MAX_GUESTS} guests (adults and children)`,
  });
export type BookingEmailsRequest = z.input<typeof bookingEmailsRequestSchema>;
