import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The compressions a page or a cached answer is sent in, besides none. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * A text (a page's document, a cached answer's JSON) in one encoding, made in libuv's thread pool. Brotli at quality
 * 6 and gzip at zlib's default level: a few milliseconds for the home page, within a few percent of the highest
 * levels' size, which cost ten times the time for each page and change.
 */
export function encodeText(text: string, encoding: ContentEncoding): Promise<Buffer> {
  const document = Buffer.from(text, 'utf8');
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
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const accepted = new Map<string, boolean>();
  for (const item of header.split(',')) {
    const [coding = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(coding, quality === undefined || Number(quality.slice(2)) > 0);
  }
  const accepts = (coding: ContentEncoding) => accepted.get(coding) ?? accepted.get('*') ?? false;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * The compressed forms of texts that are sent many times as they are: each made when a client first asks for that
 * encoding, and kept exactly as long as the text's owner (a cached page or answer) is.
 */
export class EncodedForms<Owner extends object> {
  private readonly forms = new WeakMap<Owner, Map<ContentEncoding, Promise<Buffer>>>();

  of(owner: Owner, text: string, encoding: ContentEncoding): Promise<Buffer> {
    let forms = this.forms.get(owner);
    if (!forms) {
      forms = new Map();
      this.forms.set(owner, forms);
    }
    let form = forms.get(encoding);
    if (!form) {
      form = encodeText(text, encoding);
      forms.set(encoding, form);
    }
    return form;
  }
}
