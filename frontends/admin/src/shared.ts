import { formatDollars, houseClockText } from '@lakehouse/contracts';
import { throwIfResNotOk, useInvalidateApiQuery } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

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

export type LoadState<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/**
 * After a write to what `GET /api/property` answers (the photos' order, the site settings, the prices): the page's
 * query client reads it again, so the chrome and every page show the new values without a reload.
 */
export function useInvalidateProperty(): () => void {
  const invalidate = useInvalidateApiQuery();
  return useCallback(() => void invalidate('/api/property'), [invalidate]);
}

/** GET a JSON resource, with a reload (outside the page's query client, never cached: admin data changes). */
export function useReloadable<T>(url: string | null, parse: (body: unknown) => T): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  // The latest parser, without fetching again when a caller passes a new function on every render.
  const parseBody = useEffectEvent(parse);
  useEffect(() => {
    if (!url) return;
    let active = true;
    fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } })
      .then(async (res) => {
        await throwIfResNotOk(res);
        const data = parseBody(await res.json());
        if (active) setState({ status: 'success', data });
      })
      .catch((error: unknown) => {
        if (active) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      });
    return () => {
      active = false;
    };
  }, [url, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return [state, reload];
}
