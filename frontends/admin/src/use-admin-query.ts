import { useApiQuery, useInvalidateApiReads, type UseQueryResult } from '@lakehouse/web-kit';
import { useCallback, useMemo } from 'react';

/**
 * GET an admin resource through the page's query client, checked with its contracts schema or a parser (a module-level
 * constant, so each answer is checked once).
 * Admin data changes without the host (guests book, the worker sends), so it is read again each time a reader is
 * shown; `null` waits until the URL is known (the session checked). `refetchInterval` asks again while something
 * runs on its own.
 */
export function useAdminQuery<T>(
  url: string | null,
  schema: { parse: (body: unknown) => T } | ((body: unknown) => T),
  refetchInterval: number | false = false,
): UseQueryResult<T> {
  const parser = useMemo(() => (typeof schema === 'function' ? { parse: schema } : schema), [schema]);
  return useApiQuery(url ?? '', parser, { enabled: url !== null, staleTime: 0, refetchInterval });
}

/**
 * After a write: every reader of these admin URLs, and of the URLs below them (`/api/admin/reservations` covers its
 * filters and each booking), reads them again (those on screen at once).
 */
export function useInvalidate(...urls: readonly string[]): () => void {
  const invalidate = useInvalidateApiReads();
  const key = urls.join('\n');
  return useCallback(() => void invalidate(key.split('\n')), [invalidate, key]);
}
