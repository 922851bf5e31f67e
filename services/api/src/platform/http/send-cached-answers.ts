import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerJsonOf, type AnswerJson } from '../read-cache/answer-json.js';
import { EncodedForms, preferredEncoding, type ContentEncoding } from './content-encodings.js';

/**
 * An answer this short goes as it is: compressing it saves less than a packet. nginx's own threshold in the web
 * image (gzip_min_length) is the same.
 */
export const MIN_COMPRESSED_BYTES = 1024;

const compressedAnswers = new EncodedForms<AnswerJson>();

/** A reply's cached answer and the encoding it goes in, from its preSerialization hook to its onSend hook. */
const compressedReplies = new WeakMap<FastifyReply, { answer: AnswerJson; encoding: ContentEncoding }>();

/**
 * A cached answer (read-cache/answer-json.ts) is sent as made once, when it was cached:
 * - its ETag is the fingerprint made then: @fastify/etag finds it set, hashes nothing and still answers a matching
 *   If-None-Match with a 304 (hashing each cached read as it was sent was the largest of the pipeline's own costs on
 *   those reads, about 25 µs of 60 under a profiler);
 * - one of 1 kB or more goes compressed as the client accepts, each encoding made on its first request and kept with
 *   the answer. A shared cache in front (nginx's microcache) then keeps the compressed bytes and sends them as they
 *   are, where it would otherwise compress the same answer again for every request it serves.
 * The ETag names the encoding: each compressed form is a representation of its own.
 */
export function sendCachedAnswersAsMade(fastify: FastifyInstance): void {
  fastify.addHook(
    'preSerialization',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const answer = reply.statusCode === 200 ? answerJsonOf(payload) : undefined;
      if (answer) {
        const compressible = answer.json.length >= MIN_COMPRESSED_BYTES;
        const encoding = compressible ? preferredEncoding(request.headers['accept-encoding']) : undefined;
        if (compressible) void reply.header('vary', 'accept-encoding');
        if (encoding) compressedReplies.set(reply, { answer, encoding });
        void reply.header('etag', encoding ? `"${answer.fingerprint}-${encoding}"` : `"${answer.fingerprint}"`);
      }
      done(null, payload);
    },
  );
  fastify.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const compressed = compressedReplies.get(reply);
    // A 304 (@fastify/etag's, whose hook runs first) has no body to compress.
    if (!compressed || reply.statusCode !== 200) return payload;
    void reply.header('content-encoding', compressed.encoding);
    return compressedAnswers.of(compressed.answer, compressed.answer.json, compressed.encoding);
  });
}
