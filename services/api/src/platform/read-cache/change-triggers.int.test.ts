import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createTestDatabase, inDays, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { StayEmailScan } from '@lakehouse/worker';
import { createApiApp } from '../../create-api-app.js';
import { ChangeNotices } from './change-notices.js';

const ROW_NOTICE_TABLES = ['stay_notices'];

/**
 * A cache is only as fresh as the notices of the tables it reads: a table without the change trigger would leave
 * its answers stale forever after a write. Every table any cache of the API names must announce a change, whoever
 * writes it.
 */
describe('change notices of the cached tables', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({ config: testConfig({ RENDER_PAGES: 'true' }), databaseUrl: database.url });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('announces a write to every table a cache reads, by the one trigger function', async () => {
    const notices = app.get(ChangeNotices);
    const dataSource = app.get(DataSource);
    const tables = notices.watchedTables();
    expect(tables).toEqual(expect.arrayContaining(['properties', 'reservations', 'pricing_rules', 'owner_blocks']));
    const triggered: { table: string }[] = await dataSource.query(
      `SELECT DISTINCT c.relname AS table FROM pg_trigger t
         JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE p.proname = 'notify_table_changed' AND NOT t.tgisinternal`,
    );
    expect(tables.filter((table) => !triggered.some((row) => row.table === table))).toEqual([]);
    // Tables written often for nothing announce rows, not statements (a test below writes one).
    for (const table of tables.filter((name) => !ROW_NOTICE_TABLES.includes(name))) {
      let forgotten = false;
      notices.subscribe({ tables: [table], forget: () => (forgotten = true) });
      // A statement trigger fires for a statement that changes no row: the table's contents stay as they are.
      await dataSource.query(`DELETE FROM ${table} WHERE false`);
      await notices.catchUp();
      expect([table, forgotten]).toEqual([table, true]);
    }
  });

  it('drops no cache for a stay-email scan that inserts nothing, and drops it for one that inserts', async () => {
    const notices = app.get(ChangeNotices);
    const dataSource = app.get(DataSource);
    let forgotten = 0;
    notices.subscribe({ tables: ['stay_notices'], forget: () => (forgotten += 1) });
    const scan = app.get(StayEmailScan);
    await scan.scan();
    await notices.catchUp();
    expect(forgotten).toBe(0);

    // A confirmed stay that ended two days ago is due its thank-you: that scan writes a row.
    await dataSource.query(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents)
       VALUES ('confirmed', $1, $2, 'Ada Lovelace', 'ada@example.com', 2, '{}', 50000)`,
      [inDays(-5), inDays(-2)],
    );
    await notices.catchUp();
    forgotten = 0;
    expect(await scan.scan()).toBeGreaterThan(0);
    await notices.catchUp();
    expect(forgotten).toBeGreaterThan(0);
    forgotten = 0;
    await scan.scan();
    await notices.catchUp();
    expect(forgotten).toBe(0);
  });
});
