import { useQuery, useQueryClient, type QueryFunction, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getJson } from './api.js';

interface Parser<T> {
  parse: (value: unknown) => T;
}

/** A contracts schema a page imports when it first checks an answer, so zod is not part of its first load. */
export type SchemaLoader<T> = () => Promise<Parser<T>>;

/** A GET's query key: its URL (the spec's default data fetch joins the key's parts with '/'). */
const apiQueryKey = (url: string) => [url];

/**
 * How long an answer stays fresh and how often it is fetched again, where a resource changes on its own; `enabled`
 * false holds the fetch back until what it needs is known (the admin's session).
 */
export interface ApiQueryTiming {
  staleTime?: number;
  refetchInterval?: number | false;
  enabled?: boolean;
}

/** The query function of a reader whose schema loads on first use: a fetched answer is checked before it is kept. */
export function checkedFetch<T>(loadSchema: SchemaLoader<T>): QueryFunction<T> {
  return async ({ queryKey }) => {
    const [schema, body] = await Promise.all([loadSchema(), getJson(...queryKey.map(String))]);
    return schema.parse(body);
  };
}

/**
 * GET a JSON resource through the tree's query client (never stale, no refetch, no retry: see createQueryClient;
 * `timing` for a resource that changes on its own, such as availability) and validate it with a contracts schema.
 * An answer the server embedded in the page is in the client already, on the server and while hydrating, so the
 * first render matches the server's HTML.
 *
 * A page's first load does without zod: it passes a `SchemaLoader` (a module-level constant), and only the answers
 * fetched in the browser are checked, the embedded ones having come from the server's own handlers; or no schema, the
 * body then being taken as the API's typed answer (the home page's property).
 */
export function useApiQuery<T>(
  url: string,
  schema?: Parser<T> | SchemaLoader<T>,
  timing?: ApiQueryTiming,
): UseQueryResult<T> {
  // A schema at hand validates per reader, from the one cached body: a reader without a schema shares it with
  // readers that have one.
  const checks = useMemo(
    () =>
      typeof schema === 'function'
        ? { queryFn: checkedFetch(schema) }
        : { select: schema && ((body: unknown) => schema.parse(body)) },
    [schema],
  );
  return useQuery<unknown, Error, T>({ queryKey: apiQueryKey(url), ...checks, ...timing });
}

/**
 * After a write: marks a GET's answer changed in the page's query client. Readers on screen fetch it again at once,
 * the others when they are next shown; until the new answer comes, the old one stays on screen.
 */
export function useInvalidateApiQuery(): (url: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((url: string) => queryClient.invalidateQueries({ queryKey: apiQueryKey(url) }), [queryClient]);
}
