/**
 * The one way the browser talks to the API: cookies always travel, JSON bodies carry a JSON content type,
 * and any non-OK response becomes an Error whose message is `<status>: <body text>` (or the status text
 * when the body is empty).
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return res;
}

/** GET a JSON resource; key parts are joined with '/' (the spec's default data fetch). */
export async function getJson<T = unknown>(...keyParts: string[]): Promise<T> {
  const res = await apiRequest('GET', keyParts.join('/'));
  return (await res.json()) as T;
}
