import type { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './database-schema.js';
import type { DatabaseTimeouts } from './database-timeouts.js';

/** TypeORM on an already migrated database (migrations run before the app starts). */
export function databaseModule(url: string, timeouts?: DatabaseTimeouts): DynamicModule {
  return TypeOrmModule.forRoot({ ...dataSourceOptions(url, timeouts), migrationsRun: false });
}
