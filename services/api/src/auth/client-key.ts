import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who is asking, for rate limits and the audit log: the client address Fastify derives under the configured
 * `trustProxy` (by default the socket's, so a forged X-Forwarded-For changes nothing), hashed before storing.
 */
export function clientKey(request: FastifyRequest): string {
  return createHash('sha256').update(request.ip ?? request.socket.remoteAddress ?? 'unknown').digest('hex').slice(0, 32);
}
