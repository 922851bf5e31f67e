import { Query } from '@nestjs/cqrs';
import type { AdminContentDocument, ContentKind } from '@lakehouse/contracts';

/** One version of a kind as the host wrote it: the live one when `version` is not given. */
export class GetContentVersionQuery extends Query<AdminContentDocument> {
  constructor(
    readonly kind: ContentKind,
    readonly version?: number,
  ) {
    super();
  }
}
