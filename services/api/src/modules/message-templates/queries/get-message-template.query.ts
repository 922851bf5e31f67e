import { Query } from '@nestjs/cqrs';
import type { AdminMessageTemplate, MessageTemplateKey } from '@lakehouse/contracts';

/** A template's live version (the default's words, version 0, while never saved), or version `version`. */
export class GetMessageTemplateQuery extends Query<AdminMessageTemplate> {
  constructor(
    readonly key: MessageTemplateKey,
    readonly version?: number,
  ) {
    super();
  }
}
