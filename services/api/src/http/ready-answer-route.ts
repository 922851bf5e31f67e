import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { answerJsonOf } from '../read-cache/answer-json.js';
import {
  type AnswerVariant,
  type KeptAnswer,
  type ReadyAnswers,
  postedAnswerKey,
} from '../read-cache/ready-answers.js';
import { takenBodyOf } from './door-request.js';
import type { FrontDoor } from './front-door.js';
import { mergeRouteConfig } from './route-config.js';

/** A route's `config` that marks it (a Fastify route passes it as is, a Nest route by `@ReadyAnswer()`). */
export const READY_ANSWER_CONFIG = { readyAnswer: true } as const;

interface ReadyAnswerConfig {
  readyAnswer?: true;
}

/**
 * Marks a public GET whose 200 answers made from the read caches (`answerJsonOf`) are kept ready: the same URL is
 * then answered by the front door with the same bytes until a change notice or the answer's own end. Its answer
 * must depend on nothing of the request but its URL (never a cookie, a header or the client's address). On a POST
 * that writes nothing (a quote), the same holds with "its URL and body" in place of "its URL".
 */
export const ReadyAnswer = () => mergeRouteConfig(READY_ANSWER_CONFIG satisfies ReadyAnswerConfig);

/** A `preSerialization` or `onSend` hook: sees the payload and passes it on unchanged. */
type PayloadHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload?: unknown) => void,
) => void;

/** What a request of a marked route carries from its start to its answer. */
interface Making {
  /** ReadyAnswers' stamp at the start: the answer is kept only if nothing changed since. */
  stamp: number | undefined;
  /** Set when the answer was made from the read caches, and holds until then. */
  validUntil: number | undefined;
  variant: AnswerVariant | undefined;
  /** Where the answer is kept: the URL, or for a POST its URL and body (if the front door took the body). */
  key: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A request property Fastify declares once (`decorateRequest`), so requests keep one shape; a WeakMap keyed by
     * requests would cost the collector (see front-door.ts).
     */
    readyAnswerMaking: Making | null;
  }
}

/**
 * Says that the answer a marked route is sending was made from the read caches, holds until `validUntil`, and is
 * for the requests of its URL that `variant` names. A JSON route's answer is noted for it (`answerJsonOf`); a page
 * route notes its own, as it sends a page from the rendered-page cache.
 */
export function noteReadyAnswer(request: FastifyRequest, validUntil: number, variant: AnswerVariant): void {
  const made = request.readyAnswerMaking;
  if (!made) return;
  made.validUntil = validUntil;
  made.variant = variant;
}

/** The answer's headers as sent (Fastify adds the length after the hooks), but the request id; none with a cookie. */
function headersToKeep(reply: FastifyReply, body: Buffer): KeptAnswer['headers'] | undefined {
  const headers = Object.entries(reply.getHeaders()).filter(([name]) => name !== 'x-request-id');
  if (headers.some(([name]) => name === 'set-cookie')) return undefined;
  return [...headers, ['content-length', body.length]].flatMap(([name, value]) => [String(name), String(value)]);
}

/**
 * Adds an `onRoute` hook: a marked route takes a stamp as each request starts, notes whether its answer came from
 * the read caches, and keeps the answer as sent (last of its `onSend` hooks, after the ETag and the scope's own).
 */
export function keepReadyAnswers(fastify: FastifyInstance, answers: ReadyAnswers, door: FrontDoor): void {
  fastify.decorateRequest('readyAnswerMaking', null);
  fastify.addHook('onRoute', (route: RouteOptions): void => {
    const config: ReadyAnswerConfig | undefined = route.config;
    if (!config?.readyAnswer) return;
    const method = String(route.method);
    // The HEAD route Fastify adds for each GET: answered by Fastify, never kept.
    if (method === 'HEAD') return;
    if (method !== 'GET' && method !== 'POST')
      throw new Error(`@ReadyAnswer() ${method} ${route.url}: only GET and POST answers are kept.`);
    const keyOf =
      method === 'GET'
        ? (request: FastifyRequest) => request.url
        : (request: FastifyRequest) => {
            const body = takenBodyOf(request.raw);
            return body && postedAnswerKey(request.url, body);
          };
    const start = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      request.readyAnswerMaking = {
        stamp: answers.stamp(),
        key: keyOf(request),
        validUntil: undefined,
        variant: undefined,
      };
      done();
    };
    const note: PayloadHook = (request, reply, payload, done) => {
      const answer = reply.statusCode === 200 ? answerJsonOf(payload) : undefined;
      if (answer) noteReadyAnswer(request, answer.validUntil, 'any');
      done(null, payload);
    };
    const keep: PayloadHook = (request, reply, payload, done) => {
      const made = request.readyAnswerMaking;
      if (made?.validUntil !== undefined && made.key !== undefined && reply.statusCode === 200 && payload) {
        // JSON comes as its string, a page as the bytes of its encoding (or its document's string).
        const body =
          typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
        const headers = body && headersToKeep(reply, body);
        if (body && headers) {
          const answer = { headers, body, route: route.url, validUntil: made.validUntil };
          answers.keep(made.key, made.stamp, answer, made.variant);
        }
      }
      done(null, payload);
    };
    if (method === 'POST') door.takeBodiesFor(route.url);
    route.onRequest = [...[route.onRequest ?? []].flat(), start];
    route.preSerialization = [...[route.preSerialization ?? []].flat(), note];
    route.onSend = [...[route.onSend ?? []].flat(), keep];
  });
}
