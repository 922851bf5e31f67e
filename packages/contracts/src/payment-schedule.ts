import { z } from 'zod';
import { type GuestRole } from './access.js';
import { type IsoDate, addDays } from './iso-dates.js';

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} is at least ${min}`)
    .max(max, `${label} is at most ${max}`);

/** One guest role's plan: the share paid at booking (100 = in full), and when the rest is due. */
export const rolePaymentScheduleSchema = z.object({
  depositPercent: wholeNumber('Share paid at booking', 1, 100),
  balanceDaysBeforeCheckIn: wholeNumber('Days before check-in the balance is due', 0, 365),
});
export type RolePaymentSchedule = z.output<typeof rolePaymentScheduleSchema>;

/**
 * The payment schedule of the pricing rules, per access-code role, and how many days a declined balance is tried
 * again before the host decides. Rules saved before it existed parse to the default: paid in full at booking.
 */
export const paymentScheduleSchema = z.object({
  family: rolePaymentScheduleSchema,
  repeat: rolePaymentScheduleSchema,
  referred: rolePaymentScheduleSchema,
  declinedRetryDays: wholeNumber('Days a declined balance is tried again', 1, 14),
});
export type PaymentSchedule = z.output<typeof paymentScheduleSchema>;

const inFull: RolePaymentSchedule = { depositPercent: 100, balanceDaysBeforeCheckIn: 30 };
/** Today's behaviour: every role pays the whole stay at booking. */
export const defaultPaymentSchedule: PaymentSchedule = {
  family: inFull,
  repeat: inFull,
  referred: inFull,
  declinedRetryDays: 3,
};

export const instalmentKindSchema = z.enum(['full', 'deposit', 'balance']);
export type InstalmentKind = z.infer<typeof instalmentKindSchema>;

/** One payment of a stay's plan, fixed when the stay is held. */
export interface PlannedInstalment {
  kind: InstalmentKind;
  amountCents: number;
  /** The house's date it is due on: the booking day, or the balance's day before check-in. */
  dueDate: IsoDate;
}

/**
 * What a stay pays when: in full at booking (100 %, a role without a schedule, or a stay booked inside the balance's
 * window), or a deposit now (rounded to the cent) and the rest on its due date. The amounts add up to the total.
 */
export function planInstalments(
  totalCents: number,
  checkIn: IsoDate,
  today: IsoDate,
  schedule: RolePaymentSchedule | null,
): PlannedInstalment[] {
  const full: PlannedInstalment[] = [{ kind: 'full', amountCents: totalCents, dueDate: today }];
  if (!schedule || schedule.depositPercent >= 100) return full;
  const balanceDue = addDays(checkIn, -schedule.balanceDaysBeforeCheckIn);
  if (balanceDue <= today) return full;
  const depositCents = Math.round((totalCents * schedule.depositPercent) / 100);
  if (depositCents <= 0 || depositCents >= totalCents) return full;
  return [
    { kind: 'deposit', amountCents: depositCents, dueDate: today },
    { kind: 'balance', amountCents: totalCents - depositCents, dueDate: balanceDue },
  ];
}

/** The role's plan, or none for a stay made without an access code (an inquiry). */
export const roleSchedule = (schedule: PaymentSchedule, role: string | null): RolePaymentSchedule | null =>
  role === 'family' || role === 'repeat' || role === 'referred' ? schedule[role satisfies GuestRole] : null;

export const instalmentStatusSchema = z.enum(['due', 'paid', 'declined']);

/** One instalment as the guest's page and the admin show it (dollars, the house's dates). */
export const instalmentViewSchema = z.object({
  id: z.uuid(),
  kind: instalmentKindSchema,
  amount: z.number(),
  dueDate: z.string(),
  status: instalmentStatusSchema,
  paidAt: z.iso.datetime().nullable(),
  /** 'card' (Stripe), or the admin who marked it received by hand. */
  paidBy: z.string().nullable(),
  /** A declined balance's Stripe payment page, while it can be paid there. */
  payUrl: z.string().nullable(),
  /** Failed card attempts so far. */
  declines: z.number().int(),
  /** A balance still declined after the retry days: the host was asked to decide, or chose to keep waiting. */
  hostDecision: z.enum(['asked', 'keep-waiting']).nullable(),
});
export type InstalmentView = z.infer<typeof instalmentViewSchema>;

/** `POST /api/admin/reservations/{id}/instalments/{instalmentId}/received|keep-waiting`: the stay's instalments after it. */
export const adminInstalmentsResponseSchema = z.object({ instalments: z.array(instalmentViewSchema) });
export type AdminInstalmentsResponse = z.infer<typeof adminInstalmentsResponseSchema>;
