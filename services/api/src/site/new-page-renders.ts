import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ClientKeys, clientAddress } from '../platform/auth/client-key.js';
import { RateLimiter } from '../platform/auth/rate-limiter.js';

/** New renders of unknown paths a client may cause a minute. */
const NEW_RENDERS_PER_MINUTE = 30;

/**
 * The per-client budget of renders of unknown paths (the not-found page): each is rendered once and then kept, but
 * every new one (a junk path) costs a render, so a client asking for new ones without end is refused (429) past
 * the budget. A page already kept costs nothing against it.
 */
@Injectable()
export class NewPageRenders {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly clientKeys: ClientKeys,
  ) {}

  /** What counts one new render for the request's client (throws the 429 past the budget). */
  countFor(request: FastifyRequest): () => Promise<void> {
    return async () => {
      await this.limiter.consume(`page-render:${this.clientKeys.ofAddress(clientAddress(request))}`, {
        limit: NEW_RENDERS_PER_MINUTE,
        windowSeconds: 60,
        message: 'Too many pages that do not exist were asked for. Please try again in {minutes} minute.',
      });
    };
  }
}
