import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ReviewsResponse } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';
import { loadPublicReviews } from '../review-rows.js';
import { ReviewsCache } from '../reviews-cache.js';
import { GetReviewsQuery } from './get-reviews.query.js';

@QueryHandler(GetReviewsQuery)
export class GetReviewsHandler implements IQueryHandler<GetReviewsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReviewsCache,
  ) {}

  execute(): Promise<CachedRead<ReviewsResponse>> {
    return this.cache.read('reviews', async () => ({ value: await loadPublicReviews(this.dataSource.manager) }));
  }
}
