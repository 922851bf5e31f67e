import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ContentVersions } from '@lakehouse/contracts';
import { contentVersionHistory } from '../content-versions.js';
import { ListContentVersionsQuery } from './list-content-versions.query.js';

@QueryHandler(ListContentVersionsQuery)
export class ListContentVersionsHandler implements IQueryHandler<ListContentVersionsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ kind }: ListContentVersionsQuery): Promise<ContentVersions> {
    return contentVersionHistory(this.dataSource.manager, kind);
  }
}
