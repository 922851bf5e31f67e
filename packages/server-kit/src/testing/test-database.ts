import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../config/repo-root.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { runMigrations } from '../database/run-migrations.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: on the Postgres of TEST_DATABASE_URL when set,
 * else on an embedded Postgres of the test run's own (data under .data/test-postgres).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: path.join(repoRoot, '.data', 'test-postgres'),
        port: Number(process.env.TEST_EMBEDDED_POSTGRES_PORT ?? 54331),
        database: 'postgres',
      });
  const name = `lakehouse_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: server.url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      await server.stop();
    },
  };
}
