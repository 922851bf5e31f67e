import { describe, expect, it } from '@jest/globals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from './query-client.js';
import { useApiMutation, useInvalidateApiReads } from './use-api-mutation.js';

/** What a hook returns in a component of `client`'s tree. */
function inTree<T>(client: QueryClient, hook: () => T): T {
  let value: T | undefined;
  function Component() {
    value = hook();
    return null;
  }
  renderToString(createElement(QueryClientProvider, { client }, createElement(Component)));
  return value!;
}

/** A client holding an answer for each URL, none of them read again yet. */
function clientWith(urls: string[]): QueryClient {
  const client = createQueryClient();
  for (const url of urls) client.setQueryData([url], { url });
  return client;
}

const invalidated = (client: QueryClient, url: string) => client.getQueryState([url])?.isInvalidated;

const READS = ['/api/admin/reservations', '/api/admin/reservations?status=held', '/api/admin/reservations/r1'];
const OTHERS = ['/api/admin/reservations-archive', '/api/admin/access-codes'];

describe('useInvalidateApiReads', () => {
  it('marks a URL and every URL below it (its queries, its sub-resources) changed, and no other', async () => {
    const client = clientWith([...READS, ...OTHERS]);
    await inTree(client, useInvalidateApiReads)(['/api/admin/reservations']);
    for (const url of READS) expect(invalidated(client, url)).toBe(true);
    for (const url of OTHERS) expect(invalidated(client, url)).toBe(false);
  });
});

describe('useApiMutation', () => {
  it('marks what the write changed once it succeeds, before the caller goes on', async () => {
    const client = clientWith(READS);
    const mutation = inTree(client, () =>
      useApiMutation((id: string) => Promise.resolve(id), ['/api/admin/reservations/r1']),
    );
    await expect(mutation.mutateAsync('r1')).resolves.toBe('r1');
    expect(invalidated(client, '/api/admin/reservations/r1')).toBe(true);
    expect(invalidated(client, '/api/admin/reservations')).toBe(false);
  });

  it('leaves the answers as they were when the write fails', async () => {
    const client = clientWith(READS);
    const mutation = inTree(client, () =>
      useApiMutation(() => Promise.reject(new Error('409: Those dates were just taken')), ['/api/admin/reservations']),
    );
    await expect(mutation.mutateAsync()).rejects.toThrow('409: Those dates were just taken');
    for (const url of READS) expect(invalidated(client, url)).toBe(false);
  });
});
