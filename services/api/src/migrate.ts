import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import {
  PinoNestLogger,
  createLogger,
  loadConfig,
  openDatabase,
  reportStartFailure,
  runMigrations,
} from '@lakehouse/server-kit';

/** Applies pending migrations and exits: the Kubernetes migration Job runs this. */
async function migrate(): Promise<void> {
  const config = loadConfig();
  Logger.overrideLogger(new PinoNestLogger(createLogger({ service: 'api', level: config.logLevel })));
  const logger = new Logger('Migrate');
  const database = await openDatabase(config);
  try {
    const applied = await runMigrations(database.url);
    logger.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'the database is up to date');
  } finally {
    await database.close();
  }
}

migrate().catch(reportStartFailure('api'));
