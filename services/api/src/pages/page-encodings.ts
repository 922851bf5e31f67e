import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The compressions a page is sent in, besides none. */
export type PageEncoding = 'br' | 'gzip';

/**
 * A page's document in one encoding, made in libuv's thread pool when a browser first asks for it, and kept with the
 * page. Brotli at quality 6 and gzip at zlib's default level: a few milliseconds for the home page, within a few
 * percent of the highest levels' size, which cost ten times the time for each page and change.
 */
export function encodePage(html: string, encoding: PageEncoding): Promise<Buffer> {
  const document = Buffer.from(html, 'utf8');
  if (encoding === 'gzip') return gzipAsync(document);
  return brotli(document, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: document.length,
    },
  });
}

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none (the document as
 * is). A coding with `q=0` is refused; `*` accepts both.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const accepted = new Map<string, boolean>();
  for (const item of header.split(',')) {
    const [coding = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(coding, quality === undefined || Number(quality.slice(2)) > 0);
  }
  const accepts = (coding: PageEncoding) => accepted.get(coding) ?? accepted.get('*') ?? false;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}
