import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type TestDatabase, createTestDatabase } from '../testing/index.js';
import { dataSourceOptions } from './database-schema.js';

/**
 * The entities and the migrations describe the same schema: what `typeorm migration:generate` would write
 * from the entities against a freshly migrated database is nothing.
 */
describe('entities and migrations', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('a migration generated from the entities against the migrated database is empty', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
