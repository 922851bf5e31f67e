import { IncomingMessage } from 'node:http';

/**
 * The server's request class (Fastify's `http.IncomingMessage` option): a request whose body the front door can take
 * as the HTTP parser delivers it, in the same turn, and look a kept answer up by. The body also goes into the stream
 * as usual, so a request the door does not answer reaches Fastify's parser unchanged.
 *
 * Taking the body from the stream instead, a tick after its headers (`read()` or `data` events), put every quote
 * through the next-tick queue; under load the API then settled, in some runs, into promoting about 2 KB per request
 * to the old generation and collecting it every 0.7 s (docs/benchmarks.md, session 21).
 */
export class DoorRequest extends IncomingMessage {
  /** Set by the door on a request whose body keys an answer, before the body comes; called once it has all come. */
  private bodyTaker: ((body: Buffer) => void) | undefined = undefined;
  private bodyChunks: Buffer[] | undefined = undefined;
  /** The whole body, once the door has taken it: what the route that answers instead keys its answer by. */
  takenBody: Buffer | undefined = undefined;

  /** Asks for the body, whole, as soon as it has come (never, if the connection goes first). */
  takeBody(taker: (body: Buffer) => void): void {
    this.bodyTaker = taker;
    this.bodyChunks = [];
  }

  override push(chunk: Buffer | null, encoding?: BufferEncoding): boolean {
    const pushed = super.push(chunk, encoding);
    const taker = this.bodyTaker;
    if (taker === undefined) return pushed;
    if (chunk !== null) {
      this.bodyChunks!.push(chunk);
      return pushed;
    }
    // The end: the stream has it first, so that whoever reads the request next finds it whole.
    this.takenBody = Buffer.concat(this.bodyChunks!);
    this.bodyTaker = undefined;
    this.bodyChunks = undefined;
    taker(this.takenBody);
    return pushed;
  }
}

/** The body the front door took from this request, if it took one. */
export const takenBodyOf = (request: IncomingMessage): Buffer | undefined =>
  request instanceof DoorRequest ? request.takenBody : undefined;
