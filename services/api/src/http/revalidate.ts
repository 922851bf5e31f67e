import { createHash } from 'node:crypto';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** Browsers and nginx may keep the answer but ask again each time; an unchanged one costs a 304 and no body. */
const PUBLIC_REVALIDATE = 'public, no-cache';

interface RevalidateConfig {
  revalidate?: true;
}

/** Marks a public GET whose answer gets an ETag and `Cache-Control`, and a 304 on a matching If-None-Match. */
export const Revalidated = () => RouteConfig({ revalidate: true } satisfies RevalidateConfig);

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // Weak comparison (RFC 9110 13.1.2): the W/ prefix does not count; nginx's gzip makes a strong tag weak.
  const bare = etag.replace(/^W\//, '');
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare)
  );
}

function revalidate(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload?: unknown) => void,
): void {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  void reply.header('etag', etag).header('cache-control', PUBLIC_REVALIDATE);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return done(null, payload);
  void reply.code(304);
  done(null, '');
}

/** An `onRoute` hook: the routes marked @Revalidated() get the ETag step as their own `onSend` hook. */
export function revalidateMarkedRoutes(route: RouteOptions): void {
  const config: RevalidateConfig | undefined = route.config;
  if (!config?.revalidate) return;
  route.onSend = [...[route.onSend ?? []].flat(), revalidate];
}
