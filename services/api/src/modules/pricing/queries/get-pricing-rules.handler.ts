import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminPricingRules } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';
import { loadPricingRules } from '../load-pricing-rules.js';
import { PricingCache } from '../pricing-cache.js';
import { PRICING_OPTIONS, type PricingOptions } from '../pricing-options.js';
import { GetPricingRulesQuery } from './get-pricing-rules.query.js';

@QueryHandler(GetPricingRulesQuery)
export class GetPricingRulesHandler implements IQueryHandler<GetPricingRulesQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: PricingCache,
    @Inject(PRICING_OPTIONS) private readonly options: PricingOptions,
  ) {}

  execute(): Promise<CachedRead<AdminPricingRules>> {
    return this.cache.read('rules', async () => ({
      value: await loadPricingRules(this.dataSource.manager, this.options.serverMaxUnpaidHoldsPerCode),
    }));
  }
}
