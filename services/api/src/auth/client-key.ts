import { createHash } from 'node:crypto';
import type { Request } from 'express';

/**
 * Who is asking, for rate limits and the audit log: the client address Express derives under the configured
 * `trust proxy` (by default the socket's, so a forged X-Forwarded-For changes nothing), hashed before storing.
 */
export function clientKey(request: Request): string {
  return createHash('sha256').update(request.ip ?? request.socket.remoteAddress ?? 'unknown').digest('hex').slice(0, 32);
}
