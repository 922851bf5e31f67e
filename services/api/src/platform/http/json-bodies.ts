import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { CONTACT_FORM_PATH, PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_PATH } from '@lakehouse/contracts';

export const JSON_BODY_LIMIT = 100 * 1024;

/** Whether a request says it carries a body (a length above zero, or chunks). */
export const hasBody = (headers: IncomingHttpHeaders) =>
  Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;

const STRIPE_WEBHOOK_PATH = '/api/payments/webhook';
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const unsupportedMediaType = () =>
  Object.assign(new Error('Unsupported Media Type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });

/**
 * The API reads JSON only (anything else is a 415), except the photo upload: its body is the file's bytes
 * (application/octet-stream), read into a Buffer up to 25 MB; the server reads the image itself, never the type. Stripe signs the webhook's exact bytes, so that one route
 * keeps its body raw (a Buffer) and may be larger; an empty body is no body, as it was for every route. The contact
 * form posted without JavaScript is urlencoded: its fields, as strings (a name sent twice keeps its last value).
 */
export function acceptJsonBodies(fastify: FastifyInstance): void {
  // Fastify's own parser: secure-json-parse, refusing __proto__ and constructor keys.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (request.routeOptions.url === STRIPE_WEBHOOK_PATH) return done(null, body);
    if (body.length === 0) return done(null, undefined);
    void parseJson(request, body.toString('utf8'), done);
  });
  fastify.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (request.routeOptions.url === PHOTO_UPLOAD_PATH && request.method === 'POST') return done(null, body);
    done(unsupportedMediaType());
  });
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (request.routeOptions.url === CONTACT_FORM_PATH && request.method === 'POST')
        return done(null, Object.fromEntries(new URLSearchParams(body)));
      done(unsupportedMediaType());
    },
  );
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.url === STRIPE_WEBHOOK_PATH) route.bodyLimit = WEBHOOK_BODY_LIMIT;
    if (route.url === PHOTO_UPLOAD_PATH && route.method === 'POST') route.bodyLimit = PHOTO_UPLOAD_MAX_BYTES;
  });
}
