/** The local-area preview's seasons (spec section 2, 'Explore the Area'). */
export type Season = 'winter' | 'spring' | 'summer' | 'fall';

export const SEASONS: readonly Season[] = ['winter', 'spring', 'summer', 'fall'];

/**
 * The season of a month (0 = January … 11 = December): Dec-Feb winter, Mar-May spring, Jun-Aug summer,
 * Sep-Nov fall.
 */
export function seasonForMonth(month: number): Season {
  if (!Number.isInteger(month) || month < 0 || month > 11) throw new RangeError(`Not a month index: ${month}`);
  if (month === 11 || month <= 1) return 'winter';
  if (month <= 4) return 'spring';
  if (month <= 7) return 'summer';
  return 'fall';
}

/** The season of a calendar date (YYYY-MM-DD), e.g. today in the house's time zone. */
export function seasonForIsoDate(date: string): Season {
  return seasonForMonth(Number(date.slice(5, 7)) - 1);
}
