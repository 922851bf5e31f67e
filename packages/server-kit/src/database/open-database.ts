import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { redactUrl } from '../config/app-config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface OpenedDatabase {
  url: string;
  /** What the start-up log says about it. */
  description: string;
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise a Postgres of our own from the embedded binaries, data under DATA_DIR. */
export async function openDatabase(config: AppConfig, log?: (line: string) => void): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      description: `Postgres at ${redactUrl(config.databaseUrl)}`,
      close: async () => {},
    };
  }
  const dataDir = path.join(config.dataDir, 'postgres');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: config.embeddedPostgresPort,
    database: 'lakehouse',
    log,
  });
  let stopping: Promise<void> | undefined;
  return {
    url: embedded.url,
    description: `embedded Postgres (no DATABASE_URL; data in ${dataDir}, port ${config.embeddedPostgresPort})`,
    close: () => (stopping ??= embedded.stop()),
  };
}
