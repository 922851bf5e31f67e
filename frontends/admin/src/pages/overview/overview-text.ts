import { addDays } from '@lakehouse/contracts';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** A stay day seen from today: 'today', 'tomorrow', or 'Fri, Mar 12' (yyyy-MM-dd, read as a calendar day). */
export function dayFromToday(date: string, today: string): string {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/** 0.0645 -> '6.5%'. */
export const percentText = (fraction: number): string => percent.format(fraction);

/** How long until `instant`, in the unit a person would say: 'in 45 minutes', 'in 5 hours', 'in 3 days'. */
function untilText(instant: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((instant.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/**
 * When an unpaid hold lets its nights go, in the property's time zone whatever the browser's:
 * 'Tue, Mar 10, 3:45 PM EDT (in 5 hours)'.
 */
export function expiryText(holdExpiresAt: string, timeZone: string, now: Date): string {
  const instant = new Date(holdExpiresAt);
  const when = instant.toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${when} (${untilText(instant, now)})`;
}
