/** The property's ratings on the two outside rental platforms (spec section 3). */
export interface PlatformRating {
  rating: number;
  reviews: number;
}

export const PLATFORM_RATINGS: readonly PlatformRating[] = [
  { rating: 4.88, reviews: 8 },
  { rating: 5, reviews: 10 },
];

export interface CombinedRating {
  /** Mean of the platform ratings, rounded to one decimal. */
  rating: number;
  /** Sum of the platform review counts. */
  reviewCount: number;
}

export function combineRatings(ratings: readonly PlatformRating[] = PLATFORM_RATINGS): CombinedRating {
  if (ratings.length === 0) return { rating: 0, reviewCount: 0 };
  const mean = ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length;
  return {
    rating: Math.round(mean * 10) / 10,
    reviewCount: ratings.reduce((sum, r) => sum + r.reviews, 0),
  };
}

/** '4.9' style: always one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
