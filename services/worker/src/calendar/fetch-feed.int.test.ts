import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fetchFeedText } from './fetch-feed.js';

/** Redirects are followed a few times at most, each hop checked as the first (here: on the test-only local policy). */
describe('feed fetch redirects', () => {
  let server: http.Server;
  let base = '';
  let requests = 0;

  beforeAll(async () => {
    server = http.createServer((incoming, response) => {
      requests += 1;
      const hop = Number(new URL(incoming.url!, 'http://x').searchParams.get('hop') ?? 0);
      response.writeHead(302, { location: `/loop?hop=${hop + 1}` }).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const policy = { allowLocalNetwork: true, timeoutMs: 5_000, maxBytes: 1024 };

  it('stops after 3 redirects', async () => {
    await expect(fetchFeedText(`${base}/loop`, policy)).rejects.toThrow('The feed redirected more than 3 times.');
    expect(requests).toBe(4);
  });

  it('on the production policy, a plain http address is refused before any request', async () => {
    requests = 0;
    await expect(fetchFeedText(`${base}/loop`, { ...policy, allowLocalNetwork: false })).rejects.toThrow(
      "The feed's address must start with https://.",
    );
    expect(requests).toBe(0);
  });
});
