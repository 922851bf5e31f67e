import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@lakehouse/contracts';
import { API_PREFIX } from './api-prefix.js';

/**
 * A GET of an `/api` path no route names answers its 404 here, the same JSON Nest's not-found handler gives, without
 * the way there: the pages' catch-all with its headers and compression, an exception and the filter. Crawlers and
 * scanners probe such paths by the thousand, and each cost three cached reads that way (docs/benchmarks.md).
 * Every named route, parametric ones included, wins over this wildcard in Fastify's router; HEAD comes with GET.
 */
export function answerUnknownApiReads(fastify: FastifyInstance): void {
  fastify.get(`/${API_PREFIX}/*`, (request: FastifyRequest, reply: FastifyReply) => {
    const body: ApiError = { statusCode: 404, message: `Cannot ${request.method} ${request.url}` };
    return reply.code(404).send(body);
  });
}
