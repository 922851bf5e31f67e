import { addDays, DATE_PAST, DATES_TAKEN, nightsOf, type IsoDate } from '@lakehouse/contracts';

/** The date selector's rules (spec sections 4 and 5), on yyyy-MM-dd strings. */
type SelectionPhase = 'checkin' | 'checkout' | 'complete';

export interface DateSelection {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  phase: SelectionPhase;
}

export interface DateMessage {
  title: string;
  description: string;
}

export const emptySelection: DateSelection = { checkIn: null, checkOut: null, phase: 'checkin' };

export const DATE_MESSAGES = {
  past: { title: 'Invalid Date', description: DATE_PAST },
  blocked: { title: 'Date Unavailable', description: 'This date is not available. Please select another date.' },
  checkoutOrder: { title: 'Invalid Check-out', description: 'Check-out date must be after check-in date.' },
  range: { title: 'Dates Unavailable', description: DATES_TAKEN },
} as const satisfies Record<string, DateMessage>;

export type DayState =
  'selected-checkin' | 'selected-checkout' | 'selected-range' | 'past' | 'blocked' | 'booked' | 'available';

/**
 * Applies a click on `date`. Returns the new selection, or a message when the click is refused (the selection
 * then stays as it was).
 */
export function selectDate(
  selection: DateSelection,
  date: IsoDate,
  today: IsoDate,
  unavailable: ReadonlySet<IsoDate>,
): { selection: DateSelection; error?: DateMessage } {
  if (date < today) return { selection, error: DATE_MESSAGES.past };
  const choosingCheckOut = selection.phase === 'checkout' && selection.checkIn !== null;
  if (!choosingCheckOut) {
    // A check-out with no check-in becomes the check-in; a new check-in clears the check-out.
    if (unavailable.has(date)) return { selection, error: DATE_MESSAGES.blocked };
    return { selection: { checkIn: date, checkOut: null, phase: 'checkout' } };
  }
  const checkIn = selection.checkIn!;
  if (date <= checkIn) return { selection, error: DATE_MESSAGES.checkoutOrder };
  // The night of the check-in was checked when it was chosen; every later night must be free too.
  if (nightsOf(addDays(checkIn, 1), date).some((night) => unavailable.has(night)))
    return { selection, error: DATE_MESSAGES.range };
  return { selection: { checkIn, checkOut: date, phase: 'complete' } };
}

/** The state a calendar day shows. */
export function dayState(
  date: IsoDate,
  selection: DateSelection,
  today: IsoDate,
  blockedTypes: ReadonlyMap<IsoDate, string>,
): DayState {
  if (date === selection.checkIn) return 'selected-checkin';
  if (date === selection.checkOut) return 'selected-checkout';
  if (selection.checkIn && selection.checkOut && date > selection.checkIn && date < selection.checkOut)
    return 'selected-range';
  if (date < today) return 'past';
  const type = blockedTypes.get(date);
  if (type === 'blocked') return 'blocked';
  if (type !== undefined) return 'booked';
  return 'available';
}

/**
 * Whether the calendar disables a day: past days always; unavailable nights unless the day is a valid
 * check-out (the morning after free nights).
 */
export function isDayDisabled(
  date: IsoDate,
  selection: DateSelection,
  today: IsoDate,
  unavailable: ReadonlySet<IsoDate>,
): boolean {
  if (date < today) return true;
  if (!unavailable.has(date)) return false;
  if (selection.phase === 'checkout' && selection.checkIn && date > selection.checkIn) {
    return nightsOf(addDays(selection.checkIn, 1), date).some((night) => unavailable.has(night));
  }
  return true;
}
