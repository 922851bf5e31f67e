import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import type { NestInterceptor } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { Metrics, PinoNestLogger, createLogger } from '@lakehouse/server-kit';
import { API_PREFIX } from './platform/http/api-prefix.js';
import { AppModule, type ApiModuleOptions, processorsFor } from './app.module.js';
import { ApiExceptionFilter } from './platform/errors/api-exception.filter.js';
import { ApiDescription } from './platform/openapi/api-description.js';
import { serveDocsPage } from './platform/openapi/docs-page.js';
import { answerClientErrorAsJson } from './platform/http/answer-client-errors-as-json.js';
import { JSON_BODY_LIMIT, acceptJsonBodies } from './platform/http/json-bodies.js';
import { sendCachedAnswersAsMade } from './platform/http/send-cached-answers.js';
import { PageHeaders, type PageHeadersName } from './site/page-headers.js';
import { guardWriteRoutes } from './platform/http/refuse-cross-site-writes.js';
import { WebSite } from './site/serve-web.js';
import { answerUnknownApiReads } from './platform/http/unknown-api-paths.js';
import { PageRenderer } from './site/page-renderer.js';
import { PHOTO_FILE_ROUTES } from './modules/photos/photo-files.controller.js';
import { SITE_ROUTES, SiteServer } from './site/site.controller.js';
import { RenderedPageCache } from './site/rendered-page-cache.js';
import { loadServerEntries, type ServerEntries } from './site/server-entries.js';
import { keepPrivateAnswersPrivate } from './platform/auth/private-answers.js';
import { recordHttpMetrics } from './platform/observability/http-metrics.js';
import { lazyRequestLogger } from './platform/observability/lazy-request-logger.js';
import { RequestLogLines, carryRequestIds, requestIdOf } from './platform/observability/request-logging.js';
import { QueueDashboard } from './platform/queue-dashboard/queue-dashboard.js';
import { serializeAnswer } from './platform/read-cache/answer-json.js';
import { closeConnectionsWhenStopping } from './platform/http/close-connections-when-stopping.js';

/** Node's default interval for checking connections against the request and headers timeouts. */
const CONNECTIONS_CHECK_MS = 30_000;

export interface CreateApiAppOptions extends Omit<ApiModuleOptions, 'processors'> {
  /** Where the JSON log lines go: stdout unless a test captures them. */
  logDestination?: DestinationStream;
  /** What pages are rendered with: the built frontends' server entries unless a test brings failing ones. */
  serverEntries?: ServerEntries;
  /** Global Nest interceptors, on every route before the routes are made (`useGlobalInterceptors` after start is too late). */
  interceptors?: NestInterceptor[];
}

/**
 * A Fastify scope for files and pages that are not the site's routes (the docs page, bull-board, the built files):
 * its routes get the named page headers (http/page-headers.ts), and compression. The API's JSON answers pay for
 * neither.
 */
function pageScope(
  fastify: FastifyInstance,
  headers: PageHeaders,
  name: PageHeadersName,
  routes: (pages: FastifyInstance) => Promise<void>,
): void {
  void fastify.register(async (pages) => {
    headers.sendForScope(pages, name);
    await pages.register(fastifyCompress, { encodings: ['gzip', 'deflate'] });
    await routes(pages);
  });
}

/**
 * Builds the API application on Nest's Fastify adapter (used by main.ts and by the integration tests alike),
 * initialised and ready to serve: `listen()` it, or hand `getHttpServer()` to supertest.
 */
export async function createApiApp({
  logDestination,
  serverEntries,
  interceptors = [],
  ...options
}: CreateApiAppOptions): Promise<NestFastifyApplication> {
  const { config } = options;
  const logger = createLogger({
    service: 'api',
    level: config.logLevel,
    ...(logDestination ? { destination: logDestination } : {}),
  });
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // One line per request when it ends, and only when its level is on (Fastify's default writes two).
    logController: new RequestLogLines(logger),
    genReqId: requestIdOf,
    childLoggerFactory: lazyRequestLogger,
    // By default the client address is the socket's: a forged X-Forwarded-For can't dodge the attempt limits.
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // A client gets this long to send its whole request, headers and body; then its connection is closed, so slow
    // senders cannot hold the server's connections. Node checks every open connection at the given interval.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_MS, config.requestTimeoutMs / 2),
    },
    clientErrorHandler: answerClientErrorAsJson,
    // No Nest middleware here: without middie, no request pays for its hook.
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ ...options, processors: await processorsFor(config) }),
    adapter,
    {
      logger: new PinoNestLogger(logger),
      bodyParser: false,
      // A wiring error throws (with its message) instead of ending the process.
      abortOnError: false,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  fastify.setReplySerializer(serializeAnswer);
  carryRequestIds(fastify);
  closeConnectionsWhenStopping(fastify);
  recordHttpMetrics(fastify, app.get(Metrics));
  keepPrivateAnswersPrivate(fastify);
  acceptJsonBodies(fastify);
  // Route by route, as Nest and the plugins register them: writes get the cross-site check.
  fastify.addHook('onRoute', guardWriteRoutes);
  await app.register(fastifyCookie);
  // An ETag on every answer with a body, and a 304 when the browser's copy matches (a page brings its own tag).
  await app.register(fastifyEtag);
  sendCachedAnswersAsMade(fastify);
  app.setGlobalPrefix(API_PREFIX, { exclude: [...SITE_ROUTES, ...PHOTO_FILE_ROUTES] });
  app.get(ApiDescription).describe(app);
  answerUnknownApiReads(fastify);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalInterceptors(...interceptors);

  // Page headers for the routes that send pages and their files, and for nothing else.
  const headers = new PageHeaders(config.nodeEnv === 'production');
  headers.sendForNamedRoutes(fastify);
  const entries = config.renderPages ? (serverEntries ?? loadServerEntries(config.webRoot)) : undefined;
  const renderer =
    entries &&
    new PageRenderer({
      entries,
      queryBus: app.get(QueryBus),
      timeZone: config.calendar.propertyTimeZone,
      cache: app.get(RenderedPageCache),
    });
  const site =
    config.serveWeb || config.renderPages
      ? new WebSite({
          webRoot: config.webRoot,
          serveFiles: config.serveWeb,
          renderer,
          noRendererReason: config.renderPages
            ? 'The website is not built yet: run `npm run build` (npm start does it for you).'
            : 'This server does not render pages (RENDER_PAGES=false).',
          publicUrl: config.publicUrl,
        })
      : undefined;
  app.get(SiteServer).site = site;
  await site?.registerShellFiles(fastify);
  pageScope(fastify, headers, 'site', async (pages) => {
    await serveDocsPage(pages);
    await site?.registerFolders(pages);
  });
  if (config.redisUrl) {
    const dashboard = app.get(QueueDashboard);
    pageScope(fastify, headers, 'queueDashboard', (pages) => dashboard.register(pages));
  }
  await app.init();
  await fastify.ready();
  // The first render of each page compiles its code paths: done now, not within a visitor's time limit.
  void renderer?.warmUp();
  return app;
}
