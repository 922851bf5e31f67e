import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiErrorMessage } from './api-error-message.js';
import { apiRequest, getJson } from './api.js';

let server: Server;
let base: string;
const seen: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      if (req.url === '/ok') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ hello: 'lake' }));
      } else if (req.url === '/json-error') {
        res
          .writeHead(400, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ statusCode: 400, message: 'Message must be at least 10 characters' }));
      } else if (req.url === '/empty-error') {
        res.writeHead(503).end();
      } else {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('nothing here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('api client', () => {
  it('parses JSON of an OK response, joining key parts with "/"', async () => {
    await expect(getJson(base, 'ok')).resolves.toEqual({ hello: 'lake' });
  });

  it('sends JSON bodies with a JSON content type', async () => {
    await apiRequest('POST', `${base}/ok`, { name: 'A' });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.contentType).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({ name: 'A' });
  });

  it('throws "<status>: <body text>" on a non-OK response', async () => {
    await expect(apiRequest('GET', `${base}/missing`)).rejects.toThrow(new Error('404: nothing here'));
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow(new Error('503: Service Unavailable'));
  });

  it('extracts the JSON message of a failed call for toasts', async () => {
    const error = await apiRequest('POST', `${base}/json-error`, {}).catch((e: unknown) => e);
    expect(apiErrorMessage(error)).toBe('Message must be at least 10 characters');
  });

  it('has no message to extract from a non-JSON body or a non-API error', async () => {
    const error = await apiRequest('GET', `${base}/missing`).catch((e: unknown) => e);
    expect(apiErrorMessage(error)).toBeUndefined();
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(apiErrorMessage('nope')).toBeUndefined();
  });
});
