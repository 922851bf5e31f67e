import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  ConfigError,
  PinoNestLogger,
  createLogger,
  describeModes,
  exitOnSignals,
  loadConfig,
  redactUrl,
  reportStartFailure,
  runMigrations,
  SHUTDOWN_GRACE_SECONDS,
} from '@lakehouse/server-kit';
import { WorkerModule } from './worker.module.js';

async function startWorker(): Promise<void> {
  const config = loadConfig();
  const nestLogger = new PinoNestLogger(createLogger({ service: 'worker', level: config.logLevel }));
  Logger.overrideLogger(nestLogger);
  const logger = new Logger('Worker');
  if (!config.databaseUrl || !config.redisUrl) {
    throw new ConfigError([
      'DATABASE_URL and REDIS_URL: the worker runs as its own process only with both set ' +
        '(on the embedded defaults the API process runs the jobs itself)',
    ]);
  }
  await runMigrations(config.databaseUrl);
  const app = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(config, config.databaseUrl, config.workerPort),
    {
      logger: nestLogger,
    },
  );
  await app.init();
  // Closing the app closes the BullMQ workers, which let the jobs in flight finish first, then the health server.
  exitOnSignals(() => app.close(), SHUTDOWN_GRACE_SECONDS.worker * 1000);
  for (const line of describeModes(config, `Postgres at ${redactUrl(config.databaseUrl)}`)) logger.log(line);
  logger.log('worker ready');
}

startWorker().catch(reportStartFailure('worker'));
