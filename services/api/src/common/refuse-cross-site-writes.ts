import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Stripe posts its signed webhooks from its own servers; the signature is their check.
const CROSS_SITE_ALLOWED = new Set(['/api/payments/webhook']);
const SAME_SITE_FETCHES = new Set(['same-origin', 'same-site', 'none']);

function refuse(response: Response, statusCode: number, message: string): void {
  response.status(statusCode).json({ statusCode, message });
}

/**
 * Cookie sessions make cross-site request forgery possible, so a write must come from this site (browsers
 * say so in Sec-Fetch-Site and Origin) and carry JSON, which a plain cross-site form cannot send.
 */
export function refuseCrossSiteWrites(request: Request, response: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(request.method) || !request.path.startsWith('/api/') || CROSS_SITE_ALLOWED.has(request.path)) {
    next();
    return;
  }
  const fetchSite = request.header('sec-fetch-site');
  if (fetchSite && !SAME_SITE_FETCHES.has(fetchSite)) {
    refuse(response, 403, 'Requests from other websites are not allowed.');
    return;
  }
  const origin = request.header('origin');
  if (origin !== undefined) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== request.header('host')) {
      refuse(response, 403, 'Requests from other websites are not allowed.');
      return;
    }
  }
  const hasBody = Number(request.header('content-length') ?? 0) > 0 || request.header('transfer-encoding') !== undefined;
  if (hasBody && !request.is('application/json')) {
    refuse(response, 415, 'Send the request body as JSON (Content-Type: application/json).');
    return;
  }
  next();
}
