import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { nestLogLevels } from '@lakehouse/server-kit';
import { AppModule, type ApiModuleOptions } from './app.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { refuseCrossSiteWrites } from './common/refuse-cross-site-writes.js';
import { serveWeb } from './web/serve-web.js';

/** Builds the API application (used by main.ts and by the integration tests alike). */
export async function createApiApp(options: ApiModuleOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: nestLogLevels(options.config.logLevel),
    bodyParser: false,
    // A wiring error throws (with its message) instead of ending the process.
    abortOnError: false,
  });
  const production = options.config.nodeEnv === 'production';
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI's emotion writes its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The booking widget and the map are embedded from their own sites.
          frameSrc: ['https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      strictTransportSecurity: production,
    }),
  );
  // The embedded mode serves the site itself, so it compresses like nginx does in the full stack.
  app.use(compression());
  app.use(cookieParser());
  app.use(refuseCrossSiteWrites);
  // Stripe signs the webhook's exact bytes: that one route keeps its body raw (a Buffer), before the JSON parser.
  app.use('/api/payments/webhook', express.raw({ type: () => true, limit: '1mb' }));
  app.useBodyParser('json', { limit: '100kb' });
  app.disable('x-powered-by');
  // By default the client address is the socket's: a forged X-Forwarded-For can't dodge the attempt limits.
  app.set('trust proxy', options.config.trustProxy);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  if (options.config.serveWeb) {
    serveWeb(app, options.config.webRoot, { photosDir: options.config.photosDir, variantsDir: options.config.photoVariantsDir });
  }
  return app;
}
