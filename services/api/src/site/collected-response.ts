import { Writable } from 'node:stream';

/**
 * What single-spa-layout's sendLayoutHTTPResponse writes to in place of a Node ServerResponse: it collects the
 * document, its headers and status, so the page can be cached and sent through Fastify's reply (compression,
 * the request's log line and metrics), which writing to `reply.raw` would bypass.
 */
export class CollectedResponse extends Writable {
  statusCode = 200;
  readonly headers: Record<string, string> = {};
  private readonly chunks: Buffer[] = [];
  readonly finished: Promise<string>;

  constructor() {
    super();
    this.finished = new Promise((resolve, reject) => {
      this.on('finish', () => resolve(Buffer.concat(this.chunks).toString('utf8')));
      this.on('error', reject);
    });
  }

  setHeader(name: string, value: string | number): void {
    this.headers[name.toLowerCase()] = String(value);
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    done();
  }
}
