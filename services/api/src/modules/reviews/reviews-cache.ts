import { Injectable } from '@nestjs/common';
import type { ReviewsResponse } from '@lakehouse/contracts';
import { ChangeNotices } from '../../platform/read-cache/change-notices.js';
import { ReadCache } from '../../platform/read-cache/read-cache.js';

/** What GET /api/reviews reads: the reviews, and the thank-you notices that asked for them ("N of M"). */
export const REVIEW_TABLES = ['reviews', 'stay_notices'] as const;

/** `GET /api/reviews`, until a review, a reply, a hiding or a new thank-you changes it. */
@Injectable()
export class ReviewsCache extends ReadCache<ReviewsResponse> {
  protected override readonly sentAsJson = true;

  constructor(notices: ChangeNotices) {
    super(notices, REVIEW_TABLES);
  }
}
