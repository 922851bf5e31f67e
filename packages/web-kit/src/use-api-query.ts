import { useEffect, useState } from 'react';
import { getJson } from './api.js';
import { usePageEnvironment } from './page-environment.js';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

interface Parser<T> {
  parse: (value: unknown) => T;
}

const cache = new Map<string, unknown>();
/** Requests under way, so components mounting together (the chrome and a page both read the property) share one. */
const pending = new Map<string, Promise<unknown>>();

/**
 * GET a JSON resource once (never stale, no refetch, no retry, as the spec's default data fetch) and
 * validate it with a contracts schema. Without a schema the body is taken as the API's typed answer: a page's
 * first load does without zod (e.g. the home page's property). An answer the server embedded in the page is
 * used as it is, on the server and while hydrating, so the first render matches the server's HTML.
 */
export function useApiQuery<T>(url: string, schema?: Parser<T>): QueryState<T> {
  const { api } = usePageEnvironment();
  const [state, setState] = useState<QueryState<T>>(() => {
    if (cache.has(url)) return { status: 'success', data: cache.get(url) as T };
    if (url in api) {
      const data = schema ? schema.parse(api[url]) : (api[url] as T);
      if (typeof window !== 'undefined') cache.set(url, data);
      return { status: 'success', data };
    }
    return { status: 'loading' };
  });
  useEffect(() => {
    if (cache.has(url)) return;
    let active = true;
    let request = pending.get(url);
    if (!request) {
      request = getJson(url).finally(() => pending.delete(url));
      pending.set(url, request);
    }
    request
      .then((body) => {
        const data = schema ? schema.parse(body) : (body as T);
        cache.set(url, data);
        if (active) setState({ status: 'success', data });
      })
      .catch((error: unknown) => {
        if (active) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      });
    return () => {
      active = false;
    };
  }, [url, schema]);
  return state;
}
