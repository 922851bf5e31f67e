import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { answerJsonOf } from '../read-cache/answer-json.js';
import type { KeptAnswer, ReadyAnswers } from '../read-cache/ready-answers.js';
import { mergeRouteConfig } from './route-config.js';

interface ReadyAnswerConfig {
  readyAnswer?: true;
}

/**
 * Marks a public GET whose 200 answers made from the read caches (`answerJsonOf`) are kept ready: the same URL is
 * then answered by the front door with the same bytes until a change notice or the answer's own end. Its answer
 * must depend on nothing of the request but its URL (never a cookie, a header or the client's address).
 */
export const ReadyAnswer = () => mergeRouteConfig({ readyAnswer: true } satisfies ReadyAnswerConfig);

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
  validUntil?: number;
}

/** The answer's headers as sent (Fastify adds the length after the hooks), but the request id; none with a cookie. */
function headersToKeep(reply: FastifyReply, body: Buffer): KeptAnswer['headers'] | undefined {
  const headers = Object.entries(reply.getHeaders()).filter(([name]) => name !== 'x-request-id');
  if (headers.some(([name]) => name === 'set-cookie')) return undefined;
  return [...headers, ['content-length', body.length]].flatMap(([name, value]) => [String(name), String(value)]);
}

/**
 * An `onRoute` hook: a route marked @ReadyAnswer() takes a stamp as each request starts, notes whether its answer
 * came from the read caches, and keeps the answer as sent (last of its `onSend` hooks, after the ETag).
 */
export function keepReadyAnswers(answers: ReadyAnswers) {
  return (route: RouteOptions): void => {
    const config: ReadyAnswerConfig | undefined = route.config;
    if (!config?.readyAnswer) return;
    const method = String(route.method);
    // The HEAD route Fastify adds for each GET: answered by Fastify, never kept.
    if (method === 'HEAD') return;
    if (method !== 'GET') throw new Error(`@ReadyAnswer() ${method} ${route.url}: only GET answers are kept.`);
    const making = new WeakMap<FastifyRequest, Making>();
    const start = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      making.set(request, { stamp: answers.stamp() });
      done();
    };
    const note: PayloadHook = (request, reply, payload, done) => {
      const answer = reply.statusCode === 200 ? answerJsonOf(payload) : undefined;
      const made = making.get(request);
      if (answer && made) made.validUntil = answer.validUntil;
      done(null, payload);
    };
    const keep: PayloadHook = (request, reply, payload, done) => {
      const made = making.get(request);
      if (made?.validUntil !== undefined && reply.statusCode === 200 && typeof payload === 'string' && payload) {
        const body = Buffer.from(payload);
        const headers = headersToKeep(reply, body);
        if (headers)
          answers.keep(request.url, made.stamp, { headers, body, route: route.url, validUntil: made.validUntil });
      }
      done(null, payload);
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), start];
    route.preSerialization = [...[route.preSerialization ?? []].flat(), note];
    route.onSend = [...[route.onSend ?? []].flat(), keep];
  };
}
