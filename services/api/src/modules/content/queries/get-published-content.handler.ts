import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { PublishedContent } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';
import { ContentCache } from '../content-cache.js';
import { liveContentVersion } from '../content-versions.js';
import { publishedContent } from '../published-content.js';
import { GetPublishedContentQuery } from './get-published-content.query.js';

@QueryHandler(GetPublishedContentQuery)
export class GetPublishedContentHandler implements IQueryHandler<GetPublishedContentQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
  ) {}

  execute({ kind }: GetPublishedContentQuery): Promise<CachedRead<PublishedContent>> {
    return this.cache.read(kind, async () => {
      const live = await liveContentVersion(this.dataSource.manager, kind);
      if (!live) throw new NotFoundException(`No ${kind} content has been published`);
      return { value: publishedContent(kind, live) };
    });
  }
}
