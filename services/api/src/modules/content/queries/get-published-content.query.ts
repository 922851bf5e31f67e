import { Query } from '@nestjs/cqrs';
import type { ContentKind, PublishedContent } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';

/** The live version of a kind of content, as guests read it. */
export class GetPublishedContentQuery extends Query<CachedRead<PublishedContent>> {
  constructor(readonly kind: ContentKind) {
    super();
  }
}
