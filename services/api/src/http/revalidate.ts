import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { answerJsonOf } from '../read-cache/answer-json.js';
import { mergeRouteConfig } from './route-config.js';

/** Browsers and nginx may keep the answer but ask again each time; an unchanged one costs a 304 and no body. */
const PUBLIC_REVALIDATE = 'public, no-cache';

interface RevalidateConfig {
  revalidate?: true;
}

/** Marks a public GET whose answer gets an ETag and `Cache-Control`, and a 304 on a matching If-None-Match. */
export const Revalidated = () => mergeRouteConfig({ revalidate: true } satisfies RevalidateConfig);

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // Weak comparison (RFC 9110 13.1.2): the W/ prefix does not count; nginx's gzip makes a strong tag weak.
  const bare = etag.replace(/^W\//, '');
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare)
  );
}

/** Sets the ETag and Cache-Control; true when the browser's copy is current (the answer is then a 304). */
function current(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply.header('etag', etag).header('cache-control', PUBLIC_REVALIDATE);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
  void reply.code(304);
  return true;
}

/** A cached answer: its tag is the fingerprint made when it was cached (no hashing per request). */
function revalidateCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload?: unknown) => void,
): void {
  const answer = reply.statusCode === 200 ? answerJsonOf(payload) : undefined;
  if (!answer) return done(null, payload);
  done(null, current(request, reply, `"${answer.fingerprint}"`) ? '' : payload);
}

/** Any other answer: tagged by a hash of the JSON about to be sent. */
function revalidate(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload?: unknown) => void,
): void {
  if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return done(null, payload);
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  done(null, current(request, reply, etag) ? '' : payload);
}

/** An `onRoute` hook: the routes marked @Revalidated() get the ETag step as their own `onSend` hook. */
export function revalidateMarkedRoutes(route: RouteOptions): void {
  const config: RevalidateConfig | undefined = route.config;
  if (!config?.revalidate) return;
  route.preSerialization = [...[route.preSerialization ?? []].flat(), revalidateCachedAnswer];
  route.onSend = [...[route.onSend ?? []].flat(), revalidate];
}
