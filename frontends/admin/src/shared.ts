import { formatDollars, houseClockText } from '@lakehouse/contracts';
import { useInvalidateApiQuery, type UseQueryResult } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { useCallback } from 'react';

/**
 * Short US date with time on the house's clock, e.g. 'Nov 22, 2026, 3:45 PM EST', whatever zone the host's browser is
 * in: the same time the guests' emails and pages name. '—' for none.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return houseClockText(date, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** 'Mar 10, 2027' from yyyy-MM-dd, read as a calendar day (no time zone shift). */
export const dayText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

export function formatMoney(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || Number.isNaN(n)) return '—';
  return formatDollars(n);
}

/** The server's readable message, or the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return apiErrorMessage(error) ?? fallback;
}

/** What a reader's spinner and error show from its query. */
export type LoadState = Pick<UseQueryResult<unknown>, 'status' | 'error'>;

/**
 * After a write to what `GET /api/property` answers (the photos' order, the site settings, the prices): the page's
 * query client reads it again, so the chrome and every page show the new values without a reload.
 */
export function useInvalidateProperty(): () => void {
  const invalidate = useInvalidateApiQuery();
  return useCallback(() => void invalidate('/api/property'), [invalidate]);
}
