import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { dehydrate, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from './query-client.js';
import { checkedFetch, useApiQuery, useInvalidateApiQuery } from './use-api-query.js';

let server: Server;
let base: string;
/** The requests the API received, by path. */
let requests: string[] = [];
/** What GET /photos answers: the host's order of the photos. */
let photos = ['/photos/dock.jpg', '/photos/lake.jpg'];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/photos') res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(photos));
    else res.writeHead(503, { 'Content-Type': 'text/plain' }).end('The photos are being rescanned');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  photos = ['/photos/dock.jpg', '/photos/lake.jpg'];
});

/** A schema as the contracts' zod schemas are to the wrapper: parse returns the typed value, or throws. */
const photosSchema = {
  parse(body: unknown): string[] {
    if (!Array.isArray(body) || !body.every((photo) => typeof photo === 'string' && photo.startsWith('/photos/')))
      throw new Error('Expected a list of photos under /photos/');
    return body as string[];
  },
};

/** The answers a page embeds: a query cache filled on the server, dehydrated (as the API's readPageData does). */
function embedded(url: string, answer: unknown) {
  const client = new QueryClient();
  client.setQueryData([url], answer);
  return dehydrate(client);
}

/** What a component reading `url` renders on the server (and on the browser's first render), from `client`. */
function render(client: QueryClient, url: string, schema?: typeof photosSchema): string {
  function Reader() {
    const query = useApiQuery<string[]>(url, schema);
    return query.status === 'success'
      ? query.data.join(' ')
      : query.status === 'error'
        ? `error: ${query.error.message}`
        : query.status;
  }
  return renderToString(createElement(QueryClientProvider, { client }, createElement(Reader)));
}

describe('useApiQuery', () => {
  it('renders an answer the page embedded, validated by the schema, without a request', () => {
    const client = createQueryClient(embedded(`${base}/photos`, ['/photos/lake.jpg', '/photos/dock.jpg']));
    expect(render(client, `${base}/photos`, photosSchema)).toBe('/photos/lake.jpg /photos/dock.jpg');
    expect(render(client, `${base}/photos`)).toBe('/photos/lake.jpg /photos/dock.jpg');
    expect(requests).toEqual([]);
  });

  it('renders pending for an answer the page did not embed (the browser fetches it)', () => {
    expect(render(createQueryClient(), `${base}/photos`, photosSchema)).toBe('pending');
  });

  it('gives an error, not the data, when the answer does not match the schema', () => {
    const client = createQueryClient(embedded(`${base}/photos`, ['/elsewhere/lake.jpg']));
    expect(render(client, `${base}/photos`, photosSchema)).toBe('error: Expected a list of photos under /photos/');
  });
});

describe('checkedFetch (a schema loaded on first use)', () => {
  let loads = 0;
  const loadPhotosSchema = () => {
    loads += 1;
    return Promise.resolve(photosSchema);
  };

  it('loads the schema with the request and keeps the checked answer', async () => {
    loads = 0;
    const client = createQueryClient();
    const queryFn = checkedFetch(loadPhotosSchema);
    await expect(client.fetchQuery({ queryKey: [`${base}/photos`], queryFn })).resolves.toEqual(photos);
    expect(loads).toBe(1);
    expect(requests).toEqual(['/photos']);
  });

  it('fails with the schema’s words when the answer does not match', async () => {
    photos = ['/elsewhere/lake.jpg'];
    const queryFn = checkedFetch(loadPhotosSchema);
    await expect(createQueryClient().fetchQuery({ queryKey: [`${base}/photos`], queryFn })).rejects.toThrow(
      'Expected a list of photos under /photos/',
    );
  });
});

describe('the query client', () => {
  it("GETs a query's key parts joined with '/', and keeps the answer without fetching it again", async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: [base, 'photos'] })).resolves.toEqual(photos);
    await client.fetchQuery({ queryKey: [base, 'photos'] });
    expect(requests).toEqual(['/photos']);
  });

  it('does not retry a failed request, and fails with the server’s words', async () => {
    await expect(createQueryClient().fetchQuery({ queryKey: [`${base}/rescanning`] })).rejects.toThrow(
      new Error('503: The photos are being rescanned'),
    );
    expect(requests).toEqual(['/rescanning']);
  });
});

describe('useInvalidateApiQuery', () => {
  /** The invalidation function a component of `client`'s tree gets. */
  function invalidation(client: QueryClient): (url: string) => Promise<void> {
    let invalidate: ((url: string) => Promise<void>) | undefined;
    function Writer() {
      invalidate = useInvalidateApiQuery();
      return null;
    }
    renderToString(createElement(QueryClientProvider, { client }, createElement(Writer)));
    return invalidate!;
  }

  it('brings a reader on screen the new answer after a write', async () => {
    const client = createQueryClient(embedded(`${base}/photos`, photos));
    const reader = new QueryObserver<string[]>(client, { queryKey: [`${base}/photos`] });
    const unsubscribe = reader.subscribe(() => undefined);
    expect(requests).toEqual([]);
    photos = ['/photos/lake.jpg', '/photos/dock.jpg'];
    await invalidation(client)(`${base}/photos`);
    expect(reader.getCurrentResult().data).toEqual(['/photos/lake.jpg', '/photos/dock.jpg']);
    unsubscribe();
  });

  it('brings a reader shown later the new answer, not the one the page came with', async () => {
    const client = createQueryClient(embedded(`${base}/photos`, photos));
    photos = ['/photos/lake.jpg', '/photos/dock.jpg'];
    await invalidation(client)(`${base}/photos`);
    expect(requests).toEqual([]);
    const reader = new QueryObserver<string[]>(client, { queryKey: [`${base}/photos`] });
    const answered = new Promise((resolve) =>
      reader.subscribe((result) => result.isFetchedAfterMount && resolve(result.data)),
    );
    await expect(answered).resolves.toEqual(['/photos/lake.jpg', '/photos/dock.jpg']);
    expect(requests).toEqual(['/photos']);
  });
});
