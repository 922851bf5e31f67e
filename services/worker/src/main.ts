import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, describeModes, exitOnSignals, loadConfig, nestLogLevels, redactUrl, runMigrations } from '@lakehouse/server-kit';
import { WorkerModule } from './worker.module.js';

async function startWorker(): Promise<void> {
  const config = loadConfig();
  Logger.overrideLogger(nestLogLevels(config.logLevel));
  const logger = new Logger('Worker');
  if (!config.databaseUrl || !config.redisUrl) {
    throw new ConfigError([
      'DATABASE_URL and REDIS_URL: the worker runs as its own process only with both set ' +
        '(on the embedded defaults the API process runs the jobs itself)',
    ]);
  }
  await runMigrations(config.databaseUrl);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, config.databaseUrl), {
    logger: nestLogLevels(config.logLevel),
  });
  await app.init();
  // Closing the app closes the BullMQ workers, which let the jobs in flight finish first.
  exitOnSignals(() => app.close());
  for (const line of describeModes(config, `Postgres at ${redactUrl(config.databaseUrl)}`)) logger.log(line);
  logger.log('worker ready');
}

startWorker().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
