import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminMessageTemplate, STALE_TEMPLATE_MESSAGE } from '@lakehouse/contracts';
import { templateDocumentKind } from '@lakehouse/messages';
import { publishNextVersion } from '../../content/content-versions.js';
import { SAVED_BY_HOST, adminMessageTemplate, checkedTemplate } from '../message-template-documents.js';
import { SaveMessageTemplateCommand } from './save-message-template.command.js';

/** A save, a reset (the default's words) or a restore (an old version's): a new version, 409 when stale. */
@CommandHandler(SaveMessageTemplateCommand)
export class SaveMessageTemplateHandler implements ICommandHandler<SaveMessageTemplateCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ key, template, startedFrom }: SaveMessageTemplateCommand): Promise<AdminMessageTemplate> {
    const saved = await publishNextVersion(this.dataSource, {
      kind: templateDocumentKind(key),
      body: checkedTemplate(key, template),
      startedFrom,
      publishedBy: SAVED_BY_HOST,
      staleMessage: STALE_TEMPLATE_MESSAGE,
    });
    return adminMessageTemplate(this.dataSource.manager, key, saved);
  }
}
