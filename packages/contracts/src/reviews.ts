import { z } from 'zod';
import { REVIEW_CATEGORIES, REVIEW_CATEGORY_LABELS } from './review-labels.js';
import { plainText } from './text-rules.js';

const stars = (label: string) =>
  z
    .number({ error: `Please choose how many stars for ${label.toLowerCase()}` })
    .int(`Please choose how many stars for ${label.toLowerCase()}`)
    .min(1, `Please choose how many stars for ${label.toLowerCase()}`)
    .max(5, `${label} is rated from 1 to 5 stars`);

export const reviewScoresSchema = z.object({
  overall: stars(REVIEW_CATEGORY_LABELS.overall),
  cleanliness: stars(REVIEW_CATEGORY_LABELS.cleanliness),
  accuracy: stars(REVIEW_CATEGORY_LABELS.accuracy),
  communication: stars(REVIEW_CATEGORY_LABELS.communication),
  location: stars(REVIEW_CATEGORY_LABELS.location),
  value: stars(REVIEW_CATEGORY_LABELS.value),
});
export type ReviewScores = z.infer<typeof reviewScoresSchema>;

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 3000;

/** `POST /api/bookings/{reference}/review?key=`: the guest's review of a completed stay, from their booking link. */
export const submitReviewSchema = reviewScoresSchema.extend({
  text: z
    .string({ error: 'Please tell future guests about your stay' })
    .trim()
    .min(REVIEW_TEXT_MIN, `Please tell future guests a little more (at least ${REVIEW_TEXT_MIN} characters)`)
    .max(REVIEW_TEXT_MAX, `Your review is too long (${REVIEW_TEXT_MAX} characters at most)`)
    .refine(...plainText('Your review')),
});
export type SubmitReview = z.infer<typeof submitReviewSchema>;

/** A review as guests read it: the reviewer's first name and initial, the month of the stay, never more. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  reviewer: z.string(),
  /** The month the stay began, `YYYY-MM`. */
  stayMonth: z.string().regex(/^\d{4}-\d{2}$/),
  scores: reviewScoresSchema,
  text: z.string(),
  submittedAt: z.iso.datetime(),
  hostReply: z.object({ text: z.string(), repliedAt: z.iso.datetime() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** `GET /api/reviews`: the visible reviews, newest first, and what they add up to. */
export const reviewsResponseSchema = z.object({
  summary: z.object({
    /** Visible reviews. */
    count: z.number().int(),
    /** Their overall stars' mean to one decimal; null without a review. */
    average: z.number().nullable(),
    categories: z.record(z.enum(REVIEW_CATEGORIES), z.number().nullable()),
    /** Stays reviewed (hidden reviews included: the stay was reviewed) of the stays whose guests were asked to. */
    reviewedStays: z.number().int(),
    invitedStays: z.number().int(),
  }),
  reviews: z.array(publicReviewSchema),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** `GET /api/admin/reviews`: every review, the hidden ones with the host's reason. */
export const adminReviewSchema = publicReviewSchema.extend({
  reference: z.string(),
  hidden: z.object({ reason: z.string(), hiddenAt: z.iso.datetime() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsSchema = z.array(adminReviewSchema);

/** `PUT /api/admin/reviews/{id}/reply`: the host's public answer (replaces an earlier one). */
export const reviewReplySchema = z.object({
  text: z
    .string({ error: 'Please write a reply' })
    .trim()
    .min(1, 'Please write a reply')
    .max(2000, 'The reply is too long (2000 characters at most)')
    .refine(...plainText('The reply')),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** `POST /api/admin/reviews/{id}/hide`: a review leaves the site only with a reason, kept beside it. */
export const hideReviewSchema = z.object({
  reason: z
    .string({ error: 'Please say why this review is hidden' })
    .trim()
    .min(10, 'Please say why this review is hidden (at least 10 characters)')
    .max(500, 'The reason is too long (500 characters at most)')
    .refine(...plainText('The reason')),
});
export type HideReview = z.infer<typeof hideReviewSchema>;

export const REVIEW_ALREADY_GIVEN = 'This stay has already been reviewed. Thank you!';
export const REVIEW_NOT_YET = 'You can review your stay once it is over.';
export const REVIEW_NOT_A_STAY = 'Only a stay that took place can be reviewed.';
export const REVIEW_NOT_FOUND = 'This review no longer exists.';

/** Whether the guest's booking page offers the review form: after check-out, once. */
export const reviewStatusSchema = z.enum(['not-yet', 'open', 'given', 'none']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The reviewer's name as shown: the first name and the initial of the last ("Dana K."). */
export function reviewerName(guestName: string): string {
  const parts = guestName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A guest';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}
