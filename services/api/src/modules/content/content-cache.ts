import { Injectable } from '@nestjs/common';
import type { PublishedContent } from '@lakehouse/contracts';
import { ChangeNotices } from '../../platform/read-cache/change-notices.js';
import { ReadCache } from '../../platform/read-cache/read-cache.js';

/** The table the site's content is read from: a publish (any process, any kind) drops what was built from it. */
export const CONTENT_TABLES = ['content_documents'] as const;

/** `GET /api/content/{kind}`: the live version of each kind with its Markdown rendered, until the next publish. */
@Injectable()
export class ContentCache extends ReadCache<PublishedContent> {
  protected override readonly sentAsJson = true;

  constructor(notices: ChangeNotices) {
    super(notices, CONTENT_TABLES);
  }
}
