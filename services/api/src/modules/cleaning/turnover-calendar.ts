import { createHash } from 'node:crypto';
import { type HouseClockTimes, type Turnover, formatClockTime } from '@lakehouse/contracts';
import { type AllDayEvent, writeAllDayCalendar } from '@lakehouse/server-kit';

const nextDay = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const guests = (count: number | null) => (count === null ? '' : `, ${count} ${count === 1 ? 'guest' : 'guests'}`);

/** What the cleaner's calendar shows for one turnover: the day, the window to clean in, who leaves and who comes. */
function turnoverEvent(turnover: Turnover, times: HouseClockTimes): AllDayEvent {
  const { departure, nextArrival, sameDay } = turnover;
  const checkOut = formatClockTime(times.checkOutTime);
  const checkIn = formatClockTime(times.checkInTime);
  const summary = sameDay ? `Same-day turnover: clean ${checkOut} to ${checkIn}` : `Turnover: clean after ${checkOut}`;
  const lines = [
    `Check-out by ${checkOut}: ${departure.source}${guests(departure.guestCount)}.`,
    nextArrival
      ? `Next check-in ${sameDay ? `today from ${checkIn}` : `${nextArrival.checkIn} from ${checkIn}`}: ${nextArrival.source}${guests(nextArrival.guestCount)}.`
      : 'No next arrival booked yet.',
  ];
  // One departure per stay; its source and dates name it for good, so an edit updates the event in place.
  const key = createHash('sha256')
    .update(`${departure.source}|${departure.checkIn}|${departure.checkOut}`)
    .digest('hex');
  return {
    uid: `turnover-${key.slice(0, 24)}@lakehouse`,
    startsOn: departure.checkOut,
    endsOn: nextDay(departure.checkOut),
    summary,
    description: lines.join('\n'),
  };
}

/** The cleaner's private feed: one all-day event per turnover, same-day ones named so in the summary. */
export function writeTurnoverCalendar(turnovers: Turnover[], times: HouseClockTimes, houseName: string): string {
  return writeAllDayCalendar({
    producer: { company: 'Lake house', product: 'Cleaning schedule' },
    name: `${houseName}: cleaning`,
    stamp: new Date(),
    events: turnovers.map((turnover) => turnoverEvent(turnover, times)),
  });
}
