import { Command } from '@nestjs/cqrs';
import type { AdminContentDocument, ContentKind } from '@lakehouse/contracts';

/** Publishes a new version of a kind, valid against its schema, if `startedFrom` is still the live version. */
export class PublishContentCommand extends Command<AdminContentDocument> {
  constructor(
    readonly kind: ContentKind,
    readonly body: Record<string, unknown>,
    readonly startedFrom: number,
    readonly publishedBy: string,
  ) {
    super();
  }
}
