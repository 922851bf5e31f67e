import { Command } from '@nestjs/cqrs';
import type { AdminMessageTemplate, MessageTemplate, MessageTemplateKey } from '@lakehouse/contracts';

/** Saves words (checked) as the next version of a template, if `startedFrom` is still the live version (0: none). */
export class SaveMessageTemplateCommand extends Command<AdminMessageTemplate> {
  constructor(
    readonly key: MessageTemplateKey,
    readonly template: MessageTemplate,
    readonly startedFrom: number,
  ) {
    super();
  }
}
