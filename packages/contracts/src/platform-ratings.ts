import { z } from 'zod';

/** A platform's star rating as the host copies it from the listing ('4.88'), or '' for none. */
export const platformRatingText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine(
      (rating) => !rating || (/^\d(\.\d{1,2})?$/.test(rating) && Number(rating) >= 1 && Number(rating) <= 5),
      `${label} must be a rating from 1 to 5, such as 4.88`,
    );

/** A platform's number of reviews ('8'), or '' for none. */
export const platformReviewCountText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine((count) => !count || /^\d{1,6}$/.test(count), `${label} must be a whole number, such as 8`);

/** The ratings the host set for their listings on the outside platforms (Airbnb, VRBO). */
export interface PlatformRatings {
  airbnbRating: string;
  airbnbReviewCount: string;
  vrboRating: string;
  vrboReviewCount: string;
}

export const combinedRatingSchema = z.object({
  /** The platforms' ratings' mean, rounded to one decimal. */
  rating: z.number(),
  /** The sum of their review counts. */
  reviewCount: z.number().int(),
});
export type CombinedRating = z.infer<typeof combinedRatingSchema>;

/**
 * The rating the site shows (spec section 3): the mean of the platform ratings, rounded to one decimal, and the sum
 * of their review counts; only platforms with both a rating and a count take part; none: no rating is shown. The
 * reviews of direct stays (`direct`, their overall stars' mean and count) take part as one more platform.
 */
export function combinedRating(settings: PlatformRatings, direct: CombinedRating | null = null): CombinedRating | null {
  const platforms = [
    [settings.airbnbRating, settings.airbnbReviewCount],
    [settings.vrboRating, settings.vrboReviewCount],
  ]
    .filter(([rating, count]) => rating && count)
    .map(([rating, count]) => ({ rating: Number(rating), reviewCount: Number(count) }));
  if (direct && direct.reviewCount > 0) platforms.push(direct);
  if (platforms.length === 0) return null;
  const mean = platforms.reduce((sum, { rating }) => sum + rating, 0) / platforms.length;
  return {
    rating: Math.round(mean * 10) / 10,
    reviewCount: platforms.reduce((sum, { reviewCount }) => sum + reviewCount, 0),
  };
}
