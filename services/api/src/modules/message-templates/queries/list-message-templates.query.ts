import { Query } from '@nestjs/cqrs';
import type { AdminMessageTemplateList } from '@lakehouse/contracts';

/** Every email's template: its live version, whether it is the default, and its last fallback. */
export class ListMessageTemplatesQuery extends Query<AdminMessageTemplateList> {}
