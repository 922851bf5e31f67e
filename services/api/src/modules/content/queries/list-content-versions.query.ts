import { Query } from '@nestjs/cqrs';
import type { ContentVersions } from '@lakehouse/contracts';

/** Every publish of a kind of document (site content, or `message-<key>`), newest first. */
export class ListContentVersionsQuery extends Query<ContentVersions> {
  constructor(readonly kind: string) {
    super();
  }
}
