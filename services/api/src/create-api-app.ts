import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import { Metrics, PinoNestLogger, createLogger } from '@lakehouse/server-kit';
import { API_PREFIX } from './api-prefix.js';
import { AppModule, type ApiModuleOptions } from './app.module.js';
import { answerClientErrorsAsJson } from './common/answer-client-errors-as-json.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { refuseCrossSiteWrites } from './common/refuse-cross-site-writes.js';
import { DOCS_ASSETS_PATH, swaggerUiFolder } from './docs/docs-page.js';
import { recordHttpMetrics, serveMetrics } from './observability/http-metrics.js';
import { enterRequestContext, requestLogging } from './observability/request-logging.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import { QUEUE_DASHBOARD_PATH, QueueDashboard } from './queue-dashboard/queue-dashboard.js';
import { serveWeb } from './web/serve-web.js';

export interface CreateApiAppOptions extends ApiModuleOptions {
  /** Where the JSON log lines go: stdout unless a test captures them. */
  logDestination?: DestinationStream;
}

/** Builds the API application (used by main.ts and by the integration tests alike). */
export async function createApiApp({ logDestination, ...options }: CreateApiAppOptions): Promise<NestExpressApplication> {
  const logger = createLogger({ service: 'api', level: options.config.logLevel, ...(logDestination ? { destination: logDestination } : {}) });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
    // A wiring error throws (with its message) instead of ending the process.
    abortOnError: false,
  });
  const metrics = app.get(Metrics);
  app.use(recordHttpMetrics(metrics));
  app.use(requestLogging(logger));
  // Prometheus scrapes the API's port directly; outside /api, so nginx and the Ingress never publish it.
  app.getHttpAdapter().getInstance().get('/metrics', serveMetrics(metrics));
  app.use(contentSecurityPolicy(options.config.nodeEnv === 'production'));
  // The embedded mode serves the site itself, so it compresses like nginx does in the full stack.
  app.use(compression());
  app.use(cookieParser());
  app.use(refuseCrossSiteWrites);
  // Stripe signs the webhook's exact bytes: that one route keeps its body raw (a Buffer), before the JSON parser.
  app.use('/api/payments/webhook', express.raw({ type: () => true, limit: '1mb' }));
  app.useBodyParser('json', { limit: '100kb' });
  app.use(enterRequestContext);
  app.disable('x-powered-by');
  // By default the client address is the socket's: a forged X-Forwarded-For can't dodge the attempt limits.
  app.set('trust proxy', options.config.trustProxy);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  answerClientErrorsAsJson(app.getHttpServer());
  app.use(DOCS_ASSETS_PATH, express.static(swaggerUiFolder, { index: false, maxAge: '1d' }));
  if (options.config.redisUrl) app.use(QUEUE_DASHBOARD_PATH, app.get(QueueDashboard).handler());
  if (options.config.serveWeb) {
    serveWeb(app, options.config.webRoot, { photosDir: options.config.photosDir, variantsDir: options.config.photoVariantsDir });
  }
  return app;
}
