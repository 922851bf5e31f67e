// From react-query, which re-exports query-core: web-kit holds the one copy of both (see eslint.config.js).
import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { getJson } from './api.js';
import { embeddedPageData } from './page-environment.js';

/**
 * A query cache with the spec's default data fetch (section 7): a query's key parts joined with '/' are the URL it
 * GETs as JSON; its answer is never stale (it changes only when a write invalidates it), never refetched on focus or
 * reconnect, never polled, and a failure is not retried.
 */
export function createQueryClient(queries?: DehydratedState): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => getJson(...queryKey.map(String)),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
    },
  });
  if (queries) hydrate(client, queries);
  return client;
}

/**
 * The embedded answers as current when the page arrived. The server serves a rendered page only while what it read
 * is unchanged (its page cache is dropped by the change notices of those tables and ends when a hold it shows runs
 * out), so however long ago it was rendered, its answers were current when it was sent. Kept with their render
 * time, an answer with a freshness limit (availability's five minutes) would be fetched again, and its schema
 * loaded, while the page hydrates.
 */
function currentOnArrival(state: DehydratedState): DehydratedState {
  const arrived = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: arrived } })),
  };
}

let pageClient: QueryClient | undefined;

/**
 * The browser page's one query client, shared by the shell's chrome and every microfrontend (web-kit is a federation
 * singleton), filled from the answers the server embedded: what came with the page is not fetched again, and a
 * write's invalidation reaches every application showing the answer.
 */
export function pageQueryClient(): QueryClient {
  pageClient ??= createQueryClient(currentOnArrival(embeddedPageData().queries));
  return pageClient;
}
