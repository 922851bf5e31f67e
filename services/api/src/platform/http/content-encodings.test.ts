import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { encodeText, preferredEncoding } from './content-encodings.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
    [['gzip', 'br'], 'br'],
  ])('%p → %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('encodeText', () => {
  it('compresses the document either way, each decoding to the same text', async () => {
    const html = `<!doctype html><p>${'Grantham Lake House — café '.repeat(500)}</p>`;
    const [br, gzip] = await Promise.all([encodeText(html, 'br'), encodeText(html, 'gzip')]);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(html.length / 10);
  });
});
