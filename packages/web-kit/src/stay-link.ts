/** A stay a guest chose before the booking page (on the home page's booking card). */
export interface ChosenStay {
  checkIn: string;
  checkOut: string;
  /** How many guests; null when the address does not say. */
  guests: number | null;
}

/** `/book?checkIn=2027-07-01&checkOut=2027-07-04&guests=4`: the booking page starts from these dates and guests. */
export function bookingHref({ checkIn, checkOut, guests }: ChosenStay): string {
  const params = new URLSearchParams({ checkIn, checkOut });
  if (guests !== null) params.set('guests', String(guests));
  return `/book?${params.toString()}`;
}

/** A real calendar day written yyyy-MM-dd. */
const isDate = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The stay a booking page's address carries (`bookingHref`'s query); null when it carries none, or dates that are no
 * stay (not dates, or a check-out that is not after the check-in). A guest count that is not a whole number of 1 or
 * more is left out.
 */
export function chosenStayOf(search: string): ChosenStay | null {
  const params = new URLSearchParams(search);
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  if (!isDate(checkIn) || !isDate(checkOut) || checkOut <= checkIn) return null;
  const guests = Number(params.get('guests') ?? Number.NaN);
  return { checkIn, checkOut, guests: Number.isInteger(guests) && guests >= 1 ? guests : null };
}
