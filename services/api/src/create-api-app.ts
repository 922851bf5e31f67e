import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { Metrics, PinoNestLogger, createLogger } from '@lakehouse/server-kit';
import { API_PREFIX } from './api-prefix.js';
import { AppModule, type ApiModuleOptions, processorsFor } from './app.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { serveDocsPage } from './docs/docs-page.js';
import { answerClientErrorAsJson } from './http/answer-client-errors-as-json.js';
import { JSON_BODY_LIMIT, acceptJsonBodies } from './http/json-bodies.js';
import { DoorRequest } from './http/door-request.js';
import { FrontDoor } from './http/front-door.js';
import { pageHeaders } from './http/page-headers.js';
import { leanRoutes } from './http/lean-routes.js';
import { keepReadyAnswers } from './http/ready-answer-route.js';
import { guardWriteRoutes } from './http/refuse-cross-site-writes.js';
import { revalidateMarkedRoutes } from './http/revalidate.js';
import { serveWebSite } from './http/serve-web.js';
import { answerUnknownApiReads } from './http/unknown-api-paths.js';
import { PageRenderer } from './pages/page-renderer.js';
import { RenderedPageCache } from './pages/rendered-page-cache.js';
import { loadServerEntries, type ServerEntries } from './pages/server-entries.js';
import { recordHttpMetrics } from './observability/http-metrics.js';
import { lazyRequestLogger } from './observability/lazy-request-logger.js';
import { RequestLogLines, carryRequestIds, requestIdOf } from './observability/request-logging.js';
import { QueueDashboard } from './queue-dashboard/queue-dashboard.js';
import { serializeAnswer } from './read-cache/answer-json.js';
import { ReadyAnswers } from './read-cache/ready-answers.js';

export interface CreateApiAppOptions extends Omit<ApiModuleOptions, 'processors'> {
  /** Where the JSON log lines go: stdout unless a test captures them. */
  logDestination?: DestinationStream;
  /** What pages are rendered with: the built frontends' server entries unless a test brings failing ones. */
  serverEntries?: ServerEntries;
}

/**
 * A scope for pages (HTML and the files they load): helmet's page headers and compression apply to the routes
 * registered inside it, and to nothing else. The API's JSON answers pay for neither.
 */
function pageScope(
  fastify: FastifyInstance,
  headers: FastifyHelmetOptions,
  routes: (pages: FastifyInstance) => Promise<void>,
): void {
  void fastify.register(async (pages) => {
    await pages.register(fastifyHelmet, headers);
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
  ...options
}: CreateApiAppOptions): Promise<NestFastifyApplication> {
  const { config } = options;
  const logger = createLogger({
    service: 'api',
    level: config.logLevel,
    ...(logDestination ? { destination: logDestination } : {}),
  });
  const logLines = new RequestLogLines(logger);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // One line per request when it ends, and only when its level is on (Fastify's default writes two).
    logController: logLines,
    genReqId: requestIdOf,
    childLoggerFactory: lazyRequestLogger,
    // By default the client address is the socket's: a forged X-Forwarded-For can't dodge the attempt limits.
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    clientErrorHandler: answerClientErrorAsJson,
    // No Nest middleware here: without middie, no request pays for its hook.
    skipMiddie: true,
    // Requests whose body the front door can take as it comes (a quote kept by its body).
    http: { IncomingMessage: DoorRequest },
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
  const frontDoor = new FrontDoor();
  frontDoor.install(fastify.server);
  fastify.setReplySerializer(serializeAnswer);
  carryRequestIds(fastify);
  recordHttpMetrics(fastify, app.get(Metrics));
  acceptJsonBodies(fastify);
  // Route by route, as Nest and the plugins register them: writes get the cross-site check, marked reads their ETag.
  fastify.addHook('onRoute', guardWriteRoutes);
  fastify.addHook('onRoute', revalidateMarkedRoutes);
  const exceptionFilter = new ApiExceptionFilter();
  fastify.addHook(
    'onRoute',
    leanRoutes((controller) => app.get(controller, { strict: false }), exceptionFilter),
  );
  // Last, so that a kept answer is the one sent, ETag and all.
  keepReadyAnswers(fastify, app.get(ReadyAnswers), frontDoor);
  await app.register(fastifyCookie);
  app.setGlobalPrefix(API_PREFIX);
  answerUnknownApiReads(fastify);
  app.useGlobalFilters(exceptionFilter);

  const headers = pageHeaders(config.nodeEnv === 'production');
  const entries = config.renderPages ? (serverEntries ?? loadServerEntries(config.webRoot)) : undefined;
  const renderer =
    entries &&
    new PageRenderer({
      entries,
      queryBus: app.get(QueryBus),
      timeZone: config.calendar.propertyTimeZone,
      cache: app.get(RenderedPageCache),
    });
  pageScope(fastify, headers.site, async (pages) => {
    await serveDocsPage(pages);
    if (config.serveWeb || config.renderPages) {
      await serveWebSite(pages, {
        webRoot: config.webRoot,
        serveFiles: config.serveWeb,
        photos: { photosDir: config.photosDir, variantsDir: config.photoVariantsDir },
        adminHeaders: headers.admin,
        renderer,
        noRendererReason: config.renderPages
          ? 'The website is not built yet: run `npm run build` (npm start does it for you).'
          : 'This server does not render pages (RENDER_PAGES=false).',
        publicUrl: config.publicUrl,
      });
    }
  });
  if (config.redisUrl) {
    const dashboard = app.get(QueueDashboard);
    pageScope(fastify, headers.queueDashboard, (pages) => dashboard.register(pages));
  }
  await app.init();
  await fastify.ready();
  frontDoor.open({ answers: app.get(ReadyAnswers), metrics: app.get(Metrics), logLines });
  // The first render of each page compiles its code paths: done now, not within a visitor's time limit.
  void renderer?.warmUp();
  return app;
}
