import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminReview, REVIEW_NOT_FOUND } from '@lakehouse/contracts';
import { loadAdminReview } from '../review-rows.js';
import { ModerateReviewCommand, type ReviewModeration } from './moderate-review.command.js';

/** The one column pair each action writes: the guest's words and scores are not among them (a trigger guards them too). */
function update(moderation: ReviewModeration): [string, unknown[]] {
  switch (moderation.action) {
    case 'reply':
      return ['host_reply = $2, replied_at = now()', [moderation.text]];
    case 'hide':
      return ['hidden_reason = $2, hidden_at = now()', [moderation.reason]];
    case 'show':
      return ['hidden_reason = NULL, hidden_at = NULL', []];
  }
}

@CommandHandler(ModerateReviewCommand)
export class ModerateReviewHandler implements ICommandHandler<ModerateReviewCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ reviewId, moderation }: ModerateReviewCommand): Promise<AdminReview> {
    const [set, values] = update(moderation);
    const [updated] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE reviews SET ${set} WHERE id = $1 RETURNING id`,
      [reviewId, ...values],
    );
    if (updated.length === 0) throw new NotFoundException(REVIEW_NOT_FOUND);
    const review = await loadAdminReview(this.dataSource.manager, reviewId);
    if (!review) throw new NotFoundException(REVIEW_NOT_FOUND);
    return review;
  }
}
