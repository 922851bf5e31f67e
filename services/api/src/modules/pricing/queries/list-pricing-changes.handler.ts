import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { PricingRulesChanges } from '@lakehouse/contracts';
import { PricingRulesChangeEntity } from '@lakehouse/server-kit';
import { ListPricingChangesQuery } from './list-pricing-changes.query.js';

/** The last 100 saves, newest first. */
@QueryHandler(ListPricingChangesQuery)
export class ListPricingChangesHandler implements IQueryHandler<ListPricingChangesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<PricingRulesChanges> {
    const changes = await this.dataSource
      .getRepository(PricingRulesChangeEntity)
      .find({ order: { version: 'DESC' }, take: 100 });
    return changes.map(({ version, changedAt, changedFields }) => ({
      version,
      changedAt: changedAt.toISOString(),
      changedFields,
    }));
  }
}
