import { z } from 'zod';
import { LONGEST_STAY_NIGHTS } from './pricing-defaults.js';
import { stayDate } from './stay-dates.js';
import { MAX_GUESTS, nightsBetween, type StayToPrice } from './stay-quote.js';

/** `GET /api/config/pricing`. */
export const pricingConfigSchema = z.object({
  baseNightlyRate: z.number(),
  cleaningFee: z.number(),
  linenFee: z.number(),
  nhTaxRate: z.number(),
});
export type PricingConfig = z.infer<typeof pricingConfigSchema>;

/**
 * `POST /api/config/calculate-pricing`: the spec's request (a number of nights, all at the base rate), or, with
 * `checkInDate` and `checkOutDate`, the quote of those dates under every rule (seasons, weekends, minimum stays).
 */
export const pricingRequestSchema = z
  .object({
    checkInDate: stayDate('Check-in date').optional(),
    checkOutDate: stayDate('Check-out date').optional(),
    nights: z
      .number({ error: 'nights must be a whole number of nights' })
      .int('nights must be a whole number of nights')
      .min(1, 'A stay is at least 1 night')
      .max(LONGEST_STAY_NIGHTS, `A stay is at most ${LONGEST_STAY_NIGHTS} nights`)
      .optional(),
    guests: z
      .number({ error: 'guests must be a number' })
      .int('guests must be a whole number')
      .min(1, 'At least 1 guest')
      .max(MAX_GUESTS, `At most ${MAX_GUESTS} guests`),
    includeLinens: z.boolean({ error: 'includeLinens must be true or false' }).optional().default(true),
    familyDiscount: z.boolean({ error: 'familyDiscount must be true or false' }).optional().default(false),
  })
  .superRefine((request, context) => {
    if (Boolean(request.checkInDate) !== Boolean(request.checkOutDate)) {
      context.addIssue({
        code: 'custom',
        path: [request.checkInDate ? 'checkOutDate' : 'checkInDate'],
        message: 'Give both dates of the stay, or neither',
      });
    } else if (!request.checkInDate && request.nights === undefined) {
      context.addIssue({ code: 'custom', path: ['nights'], message: 'nights must be a whole number of nights' });
    } else if (
      request.checkInDate &&
      request.checkOutDate &&
      request.nights !== undefined &&
      request.nights !== nightsBetween(request.checkInDate, request.checkOutDate)
    ) {
      context.addIssue({ code: 'custom', path: ['nights'], message: 'nights does not match the dates' });
    }
  });
export type PricingRequest = z.input<typeof pricingRequestSchema>;
export type ParsedPricingRequest = z.output<typeof pricingRequestSchema>;

/** The stay a pricing request asks about. */
export function stayOfPricingRequest(request: ParsedPricingRequest, today: string): StayToPrice {
  const extras = { includeLinens: request.includeLinens, familyDiscount: request.familyDiscount };
  return request.checkInDate && request.checkOutDate
    ? { ...extras, checkIn: request.checkInDate, checkOut: request.checkOutDate, today }
    : { ...extras, nights: request.nights ?? 0 };
}

export const pricingResponseSchema = z.object({
  cleaningFee: z.number(),
  linenFee: z.number(),
  lodgingTotal: z.number(),
  subtotal: z.number(),
  stripeFee: z.number(),
  taxes: z.number(),
  total: z.number(),
  familySavings: z.number(),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;
