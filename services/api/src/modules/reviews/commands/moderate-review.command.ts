import { Command } from '@nestjs/cqrs';
import type { AdminReview } from '@lakehouse/contracts';

/** What the host may do to a review: answer it, hide it with a reason, show it again. Never change its words. */
export type ReviewModeration =
  { action: 'reply'; text: string } | { action: 'hide'; reason: string } | { action: 'show' };

export class ModerateReviewCommand extends Command<AdminReview> {
  constructor(
    readonly reviewId: string,
    readonly moderation: ReviewModeration,
  ) {
    super();
  }
}
