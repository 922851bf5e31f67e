import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

interface Parser<T> {
  parse: (value: unknown) => T;
}

/** A GET's query key: its URL (the spec's default data fetch joins the key's parts with '/'). */
const apiQueryKey = (url: string) => [url];

/** How long an answer stays fresh and how often it is fetched again, where a resource changes on its own. */
export interface ApiQueryTiming {
  staleTime?: number;
  refetchInterval?: number;
}

/**
 * GET a JSON resource through the tree's query client (never stale, no refetch, no retry: see createQueryClient;
 * `timing` for a resource that changes on its own, such as availability) and validate it with a contracts schema. Without a schema the body is taken as the API's typed answer: a page's
 * first load does without zod (e.g. the home page's property). An answer the server embedded in the page is in the
 * client already, on the server and while hydrating, so the first render matches the server's HTML.
 */
export function useApiQuery<T>(url: string, schema?: Parser<T>, timing?: ApiQueryTiming): UseQueryResult<T> {
  // Validated per reader, from the one cached body: a reader without a schema shares it with readers that have one.
  const select = useMemo(() => schema && ((body: unknown) => schema.parse(body)), [schema]);
  return useQuery<unknown, Error, T>({ queryKey: apiQueryKey(url), select, ...timing });
}

/**
 * After a write: marks a GET's answer changed in the page's query client. Readers on screen fetch it again at once,
 * the others when they are next shown; until the new answer comes, the old one stays on screen.
 */
export function useInvalidateApiQuery(): (url: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((url: string) => queryClient.invalidateQueries({ queryKey: apiQueryKey(url) }), [queryClient]);
}
