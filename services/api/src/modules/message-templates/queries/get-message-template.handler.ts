import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminMessageTemplate } from '@lakehouse/contracts';
import { ContentDocumentEntity } from '@lakehouse/server-kit';
import { templateDocumentKind } from '@lakehouse/messages';
import { liveContentVersion } from '../../content/content-versions.js';
import { adminMessageTemplate } from '../message-template-documents.js';
import { GetMessageTemplateQuery } from './get-message-template.query.js';

@QueryHandler(GetMessageTemplateQuery)
export class GetMessageTemplateHandler implements IQueryHandler<GetMessageTemplateQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ key, version }: GetMessageTemplateQuery): Promise<AdminMessageTemplate> {
    const { manager } = this.dataSource;
    const kind = templateDocumentKind(key);
    if (version === undefined) return adminMessageTemplate(manager, key, await liveContentVersion(manager, kind));
    const document = await manager.findOneBy(ContentDocumentEntity, { kind, version });
    if (!document) throw new NotFoundException(`There is no version ${version} of this email`);
    return adminMessageTemplate(manager, key, document);
  }
}
