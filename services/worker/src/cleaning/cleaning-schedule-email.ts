import { type HouseClockTimes, type Turnover, formatClockTime } from '@lakehouse/contracts';
import { type OutgoingEmail, renderEmail } from '@lakehouse/messages';

/** Monday of the week a date falls in: the digest's week, and so its once-per-week key. */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** 'Sat, Jun 13' for a yyyy-MM-dd, whatever the server's zone. */
const dayLabel = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const guests = (count: number | null) => (count === null ? '' : `, ${count} ${count === 1 ? 'guest' : 'guests'}`);

/** One line per turnover: the window to clean in, who leaves, who comes; never names, contacts or money. */
function turnoverLine(turnover: Turnover, times: HouseClockTimes): [string, string] {
  const { departure, nextArrival, sameDay } = turnover;
  const out = formatClockTime(times.checkOutTime);
  const next = nextArrival
    ? `next check-in ${sameDay ? 'the same day' : dayLabel(nextArrival.checkIn)} at ${formatClockTime(times.checkInTime)} (${nextArrival.source}${guests(nextArrival.guestCount)})`
    : 'no next arrival booked yet';
  const label = sameDay ? 'SAME-DAY turnover' : 'Turnover';
  return [
    dayLabel(departure.checkOut),
    `${label}: check-out ${out} (${departure.source}${guests(departure.guestCount)}); ${next}`,
  ];
}

interface ScheduleEmailInput {
  kind: 'digest' | 'changed';
  to: string;
  from: string;
  houseName: string;
  days: number;
  turnovers: Turnover[];
  times: HouseClockTimes;
}

/** The weekly digest, or the note that the coming days changed since the last email: the whole list either way. */
export function cleaningScheduleEmail(input: ScheduleEmailInput): OutgoingEmail {
  const sameDay = input.turnovers.filter((turnover) => turnover.sameDay).length;
  const count = `${input.turnovers.length} ${input.turnovers.length === 1 ? 'turnover' : 'turnovers'}`;
  const summary =
    input.turnovers.length === 0
      ? `No turnovers in the next ${input.days} days.`
      : `${count} in the next ${input.days} days${sameDay > 0 ? `, ${sameDay} of them same-day (clean between check-out and check-in)` : ''}.`;
  const heading = input.kind === 'digest' ? 'Cleaning schedule' : 'The cleaning schedule changed';
  const paragraphs =
    input.kind === 'digest'
      ? [summary]
      : [
          'A stay was booked, cancelled or moved since the last schedule we sent. This is the list as it is now.',
          summary,
        ];
  return {
    to: input.to,
    from: input.from,
    subject: `${heading}: ${input.houseName}, next ${input.days} days`,
    ...renderEmail({
      heading,
      paragraphs,
      details: input.turnovers.map((turnover) => turnoverLine(turnover, input.times)),
      footer: `Sent to ${input.to} by ${input.houseName}. The host can change this address on the Turnovers page.`,
    }),
  };
}
