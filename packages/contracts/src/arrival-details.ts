import { z } from 'zod';

/** The cars the drive holds: the house rules' parking limit. */
export const MAX_CARS = 4;

const personName = z
  .string()
  .trim()
  .min(1, 'Please write each name, or remove the empty line.')
  .max(100, 'A name can be at most 100 characters.');

const licensePlate = z
  .string()
  .trim()
  .toUpperCase()
  .min(2, 'Please write the whole plate, such as NH 123 456.')
  .max(15, 'A plate can be at most 15 characters.')
  .regex(/^[A-Z0-9][A-Z0-9 -]*$/, 'A plate holds letters, digits, spaces and dashes only.');

/**
 * `PUT /api/bookings/{reference}/arrival?key=`: who is coming and when, given by the guest before arrival. The
 * names are the booked guests (adults first); the plates are for the host's parking list.
 */
export const arrivalDetailsSchema = z.object({
  adults: z.array(personName).min(1, 'Please name at least one adult.').max(30),
  children: z.array(personName).max(30),
  arrivalTime: z
    .string({ error: 'Please choose the time you expect to arrive.' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose the time you expect to arrive.'),
  cars: z.array(licensePlate).max(MAX_CARS, `At most ${MAX_CARS} cars can park at the house.`),
});
export type ArrivalDetails = z.infer<typeof arrivalDetailsSchema>;

/** The arrival details on the guest's booking page and the host's view of a stay. */
export const arrivalStatusSchema = z.object({
  /** The guest can give or change them: a held or confirmed stay, until the day of arrival. */
  open: z.boolean(),
  details: arrivalDetailsSchema.nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type ArrivalStatus = z.infer<typeof arrivalStatusSchema>;

export const ARRIVAL_DETAILS_CLOSED =
  'Arrival details can be given for a held or confirmed stay until the day of arrival. Please write to the host instead.';
export const tooManyGuestsNamed = (booked: number): string =>
  `This stay is booked for ${booked} ${booked === 1 ? 'guest' : 'guests'}: please name at most that many, or ask the host to change the booking.`;
