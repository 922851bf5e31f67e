import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { Metrics } from '@lakehouse/server-kit';
import { waitForQuiet } from '@lakehouse/server-kit/testing';

/**
 * Waits until the work an API queues as it starts is done: on a fresh database, the import of the photo folder and
 * the variants built from it. Each of those writes drops the kept pages, so a test of what the page cache keeps
 * starts after them, not during them.
 */
export async function waitForStartUpWork(app: INestApplication, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await waitForQuiet('the start-up photo import and its variants', client, [app.get(Metrics)], 120_000);
  } finally {
    await client.end();
  }
}
