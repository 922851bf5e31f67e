import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { PropertySettingsChanges } from '@lakehouse/contracts';
import { PropertySettingsChangeEntity } from '@lakehouse/server-kit';
import { ListSettingsChangesQuery } from './list-settings-changes.query.js';

/** The last 100 saves, newest first. */
@QueryHandler(ListSettingsChangesQuery)
export class ListSettingsChangesHandler implements IQueryHandler<ListSettingsChangesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<PropertySettingsChanges> {
    const changes = await this.dataSource
      .getRepository(PropertySettingsChangeEntity)
      .find({ order: { version: 'DESC' }, take: 100 });
    return changes.map(({ version, changedAt, changedFields }) => ({
      version,
      changedAt: changedAt.toISOString(),
      changedFields,
    }));
  }
}
