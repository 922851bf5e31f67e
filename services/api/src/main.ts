import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import {
  PinoNestLogger,
  createLogger,
  describeModes,
  exitOnSignals,
  loadConfig,
  openDatabase,
  reportStartFailure,
  resolveSecrets,
  runMigrations,
  SHUTDOWN_GRACE_SECONDS,
} from '@lakehouse/server-kit';
import { createApiApp } from './create-api-app.js';

async function startApi(): Promise<void> {
  const loaded = loadConfig();
  Logger.overrideLogger(new PinoNestLogger(createLogger({ service: 'api', level: loaded.logLevel })));
  const logger = new Logger('Api');
  const secrets = resolveSecrets(loaded);
  const config = {
    ...loaded,
    appSecret: secrets.appSecret,
    codeHashSecret: secrets.codeHashSecret,
    adminCode: secrets.adminCode,
  };
  if (secrets.generatedAdminCode) {
    // Only outside production (there ADMIN_CODE is required). The code itself stays out of the logs: it is in the file.
    logger.log(
      `an admin code was generated for this machine: it is "adminCode" in ${secrets.file} (set ADMIN_CODE to choose your own)`,
    );
  }
  const database = await openDatabase(config, (line) => logger.debug(line, 'EmbeddedPostgres'));
  const applied = await runMigrations(database.url);
  if (applied.length > 0) logger.log(`applied migrations: ${applied.join(', ')}`);
  const app = await createApiApp({ config, databaseUrl: database.url });
  await app.listen(config.port, config.host);
  // The embedded Postgres stops after Nest has closed its connections.
  exitOnSignals(async () => {
    await app.close();
    await database.close();
  }, SHUTDOWN_GRACE_SECONDS.api * 1000);
  for (const line of describeModes(config, database.description)) logger.log(line);
  logger.log(
    `listening on http://${config.host}:${config.port}/ (API under /api, API docs at /api/docs; metrics on http://${config.metricsHost}:${config.metricsPort}/metrics)`,
  );
}

startApi().catch(reportStartFailure('api'));
