import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  type AdminReview,
  type HideReview,
  type ReviewReply,
  REVIEW_NOT_FOUND,
  hideReviewSchema,
  reviewReplySchema,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { ModerateReviewCommand } from './commands/moderate-review.command.js';
import { loadAdminReviews } from './review-rows.js';

const reviewId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(REVIEW_NOT_FOUND) });

/** The host's reviews page: every review, a public reply, hiding with a reason and showing again; never an edit. */
@ApiAccess('adminSession')
@Controller('admin/reviews')
export class ReviewsAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  list(): Promise<AdminReview[]> {
    return loadAdminReviews(this.dataSource.manager);
  }

  @ApiErrors(404)
  @Put(':id/reply')
  reply(@Param('id', reviewId) id: string, @Body(validatedBy(reviewReplySchema)) { text }: ReviewReply) {
    return this.commandBus.execute(new ModerateReviewCommand(id, { action: 'reply', text }));
  }

  @ApiErrors(404)
  @Post(':id/hide')
  @HttpCode(200)
  hide(@Param('id', reviewId) id: string, @Body(validatedBy(hideReviewSchema)) { reason }: HideReview) {
    return this.commandBus.execute(new ModerateReviewCommand(id, { action: 'hide', reason }));
  }

  // Takes no body; anything sent is ignored.
  @ApiErrors(404)
  @Post(':id/show')
  @HttpCode(200)
  show(@Param('id', reviewId) id: string): Promise<AdminReview> {
    return this.commandBus.execute(new ModerateReviewCommand(id, { action: 'show' }));
  }
}
