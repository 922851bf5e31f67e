import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminMessageTemplateList, MESSAGE_TEMPLATE_KEYS } from '@lakehouse/contracts';
import { templateDocumentKind } from '@lakehouse/messages';
import { liveContentVersion } from '../../content/content-versions.js';
import { adminMessageTemplate } from '../message-template-documents.js';
import { ListMessageTemplatesQuery } from './list-message-templates.query.js';

@QueryHandler(ListMessageTemplatesQuery)
export class ListMessageTemplatesHandler implements IQueryHandler<ListMessageTemplatesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<AdminMessageTemplateList> {
    const { manager } = this.dataSource;
    // Eighteen small reads on an admin page: each an indexed lookup of the table's key.
    return Promise.all(
      MESSAGE_TEMPLATE_KEYS.map(async (key) => {
        const { version, isDefault, fallback } = await adminMessageTemplate(
          manager,
          key,
          await liveContentVersion(manager, templateDocumentKind(key)),
        );
        return { key, version, isDefault, fallback };
      }),
    );
  }
}
