import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type Rates, ratesFromProperty } from '@lakehouse/contracts';
import { PropertyEntity } from '@lakehouse/server-kit';
import type { CachedRead, Fill } from '../../read-cache/read-cache.js';
import { PricingCache } from '../pricing-cache.js';
import { GetRatesQuery } from './get-rates.query.js';

@QueryHandler(GetRatesQuery)
export class GetRatesHandler implements IQueryHandler<GetRatesQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: PricingCache,
  ) {}

  execute(): Promise<CachedRead<Rates>> {
    return this.cache.read('rates', () => this.load());
  }

  private async load(): Promise<Fill<Rates>> {
    const property = await this.dataSource.getRepository(PropertyEntity).findOneBy({ slug: 'lake-house' });
    if (!property) throw new NotFoundException('The property information could not be loaded.');
    return { value: ratesFromProperty(property) };
  }
}
