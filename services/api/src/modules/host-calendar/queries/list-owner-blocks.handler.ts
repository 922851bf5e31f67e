import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { OwnerBlock } from '@lakehouse/contracts';
import { OwnerBlockEntity } from '@lakehouse/server-kit';
import { ownerBlockView } from '../owner-block.view.js';
import { ListOwnerBlocksQuery } from './list-owner-blocks.query.js';

/** Every owner block, by first night (a host keeps a handful a year). */
@QueryHandler(ListOwnerBlocksQuery)
export class ListOwnerBlocksHandler implements IQueryHandler<ListOwnerBlocksQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<OwnerBlock[]> {
    const blocks = await this.dataSource
      .getRepository(OwnerBlockEntity)
      .find({ order: { startsOn: 'ASC', createdAt: 'ASC' } });
    return blocks.map(ownerBlockView);
  }
}
