import { Module } from '@nestjs/common';
import { ModerateReviewHandler } from './commands/moderate-review.handler.js';
import { GetReviewsHandler } from './queries/get-reviews.handler.js';
import { ReviewsAdminController } from './reviews-admin.controller.js';
import { ReviewsCache } from './reviews-cache.js';
import { ReviewsController } from './reviews.controller.js';

/** Reviews of direct stays: written by guests from their booking link (the bookings module), read by everyone. */
@Module({
  controllers: [ReviewsController, ReviewsAdminController],
  providers: [ReviewsCache, GetReviewsHandler, ModerateReviewHandler],
})
export class ReviewsModule {}
