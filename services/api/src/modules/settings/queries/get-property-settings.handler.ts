import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminPropertySettings } from '@lakehouse/contracts';
import { loadPropertySettings } from '@lakehouse/server-kit';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';
import { SettingsCache } from '../settings-cache.js';
import { GetPropertySettingsQuery } from './get-property-settings.query.js';

@QueryHandler(GetPropertySettingsQuery)
export class GetPropertySettingsHandler implements IQueryHandler<GetPropertySettingsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SettingsCache,
  ) {}

  execute(): Promise<CachedRead<AdminPropertySettings>> {
    return this.cache.read('settings', async () => ({ value: await loadPropertySettings(this.dataSource.manager) }));
  }
}
