import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database-schema.js';

// Any fixed number; every process that migrates takes this lock first, so replicas starting together don't race.
const MIGRATION_LOCK = 7_341_001;
/** A database that does not accept a connection this long is reported as a failure, not waited on in silence. */
const MIGRATION_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Applies pending migrations under a Postgres advisory lock; returns the names applied. Connecting has a time limit
 * (statements have none: a migration may rightly run long), and waiting for the lock says so in a line.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url, { connectTimeoutMs: MIGRATION_CONNECT_TIMEOUT_MS }));
  await dataSource.initialize();
  // The lock lives on one session, so it gets its own connection for the whole run.
  const lockHolder = dataSource.createQueryRunner();
  try {
    await lockHolder.connect();
    const tried = (await lockHolder.query('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK])) as {
      locked: boolean;
    }[];
    if (!tried[0]?.locked) {
      new Logger('Migrations').log(
        'Waiting for the migration lock: another process is migrating this database (or holds the lock).',
      );
      await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    }
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lockHolder.release();
    await dataSource.destroy();
  }
}
