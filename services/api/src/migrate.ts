import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig, nestLogLevels, openDatabase, runMigrations } from '@lakehouse/server-kit';

/** Applies pending migrations and exits: the Kubernetes migration Job runs this. */
async function migrate(): Promise<void> {
  const config = loadConfig();
  Logger.overrideLogger(nestLogLevels(config.logLevel));
  const database = await openDatabase(config);
  try {
    const applied = await runMigrations(database.url);
    console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'the database is up to date');
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
