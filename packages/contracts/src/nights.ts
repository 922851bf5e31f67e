import { addDays, type IsoDate } from './iso-dates.js';

/**
 * Every night from `from` up to, not including, `to`: a stay's nights are its check-in to the night before its
 * check-out. None when `to` is not after `from`.
 */
export function nightsOf(from: IsoDate, to: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let night = from; night < to; night = addDays(night, 1)) nights.push(night);
  return nights;
}
