import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database-schema.js';

// Any fixed number; every process that migrates takes this lock first, so replicas starting together don't race.
const MIGRATION_LOCK = 7_341_001;

/** Applies pending migrations under a Postgres advisory lock; returns the names applied. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  // The lock lives on one session, so it gets its own connection for the whole run.
  const lockHolder = dataSource.createQueryRunner();
  try {
    await lockHolder.connect();
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lockHolder.release();
    await dataSource.destroy();
  }
}
