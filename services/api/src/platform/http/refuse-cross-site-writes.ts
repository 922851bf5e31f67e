import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { CONTACT_FORM_PATH, PHOTO_UPLOAD_PATH } from '@lakehouse/contracts';
import { hasBody } from './json-bodies.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Stripe posts its signed webhooks from its own servers; the signature is their check.
const CROSS_SITE_ALLOWED = new Set(['/api/payments/webhook']);
const CROSS_SITE = 'Requests from other websites are not allowed.';

interface Refusal {
  statusCode: number;
  message: string;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';', 1)[0]!.trim().toLowerCase();

const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json).';
const FORM_ONLY = 'Send the form as application/x-www-form-urlencoded.';

/**
 * Cookie sessions make cross-site request forgery possible, so a write must come from this very origin
 * (browsers say so in Sec-Fetch-Site and Origin; a client without them, like curl, is not a browser) and carry
 * JSON (or, for the photo upload, application/octet-stream), which a plain cross-site form cannot send and a
 * cross-site script cannot send without a CORS preflight that fails. Read from the headers alone, before the body.
 * The contact form posted without JavaScript is a plain form: for it, the origin is the whole check (every browser
 * sends Origin with a form's POST, and Sec-Fetch-Site too).
 */
function crossSiteRefusal(
  headers: IncomingHttpHeaders,
  bodyTypes: readonly string[],
  wrongType: string,
): Refusal | undefined {
  const fetchSite = header(headers, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite.toLowerCase() !== 'same-origin')
    return { statusCode: 403, message: CROSS_SITE };
  const origin = header(headers, 'origin');
  if (origin !== undefined) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost === undefined || originHost !== header(headers, 'host')?.toLowerCase())
      return { statusCode: 403, message: CROSS_SITE };
  }
  if (hasBody(headers) && !bodyTypes.includes(mediaTypeOf(header(headers, 'content-type')) ?? ''))
    return { statusCode: 415, message: wrongType };
  return undefined;
}

/** The check for a route whose bodies are of the given media types. */
const refuseCrossSiteWrite =
  (bodyTypes: readonly string[], wrongType = JSON_ONLY) =>
  (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const refusal = crossSiteRefusal(request.headers, bodyTypes, wrongType);
    if (refusal) return void reply.code(refusal.statusCode).send(refusal);
    done();
  };
const refuseCrossSiteJsonWrite = refuseCrossSiteWrite(['application/json']);
// JSON too, so a call without the file gets the same answers (401 first) as any other admin write.
const refuseCrossSiteUpload = refuseCrossSiteWrite(['application/octet-stream', 'application/json']);
const refuseCrossSiteForm = refuseCrossSiteWrite(['application/x-www-form-urlencoded'], FORM_ONLY);

function writeCheckOf(route: RouteOptions, methods: string[]) {
  if (route.url === PHOTO_UPLOAD_PATH && methods.includes('POST')) return refuseCrossSiteUpload;
  if (route.url === CONTACT_FORM_PATH && methods.includes('POST')) return refuseCrossSiteForm;
  return refuseCrossSiteJsonWrite;
}

/**
 * An `onRoute` hook: every write route (whatever the case of the path that reaches it) gets the check as its
 * own `onRequest` hook, so reads pay nothing for it.
 */
export function guardWriteRoutes(route: RouteOptions): void {
  const methods = [route.method].flat();
  if (
    methods.every((method) => SAFE_METHODS.has(method.toUpperCase())) ||
    CROSS_SITE_ALLOWED.has(route.url.toLowerCase())
  )
    return;
  route.onRequest = [...[route.onRequest ?? []].flat(), writeCheckOf(route, methods)];
}
