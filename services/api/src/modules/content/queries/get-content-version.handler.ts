import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminContentDocument } from '@lakehouse/contracts';
import { ContentDocumentEntity } from '@lakehouse/server-kit';
import { adminContentDocument, liveContentVersion } from '../content-versions.js';
import { GetContentVersionQuery } from './get-content-version.query.js';

@QueryHandler(GetContentVersionQuery)
export class GetContentVersionHandler implements IQueryHandler<GetContentVersionQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ kind, version }: GetContentVersionQuery): Promise<AdminContentDocument> {
    const { manager } = this.dataSource;
    const document =
      version === undefined
        ? await liveContentVersion(manager, kind)
        : await manager.findOneBy(ContentDocumentEntity, { kind, version });
    if (!document) throw new NotFoundException(`There is no version ${version ?? ''} of ${kind}`.replace('  ', ' '));
    return adminContentDocument(document);
  }
}
