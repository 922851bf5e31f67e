// The data source the TypeORM CLI loads, from the build (npm run build:server), against a database migrated to
// the latest migration. To write a migration after changing an entity:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lakehouse npx typeorm migration:generate \
//     -d packages/server-kit/dist/database/data-source.js packages/server-kit/src/database/migrations/<WhatChanged>
// then rename the file to the folder's <timestamp>-<what-changed>.ts pattern and list it in database-schema.ts.
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database-schema.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('The TypeORM CLI needs DATABASE_URL: a Postgres database migrated to the latest migration.');

export default new DataSource(dataSourceOptions(url));
