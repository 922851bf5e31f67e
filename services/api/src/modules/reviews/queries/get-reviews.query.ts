import { Query } from '@nestjs/cqrs';
import type { ReviewsResponse } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';

/** The reviews guests read, with their summary. */
export class GetReviewsQuery extends Query<CachedRead<ReviewsResponse>> {}
