// Apart from the review schemas (no zod here): the home page shows reviews without loading zod.

/** What a guest rates, besides the stay overall: the same five as the big platforms, so the scores compare. */
export const REVIEW_CATEGORIES = ['cleanliness', 'accuracy', 'communication', 'location', 'value'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const REVIEW_CATEGORY_LABELS: Record<ReviewCategory | 'overall', string> = {
  overall: 'Overall',
  cleanliness: 'Cleanliness',
  accuracy: 'Accuracy',
  communication: 'Communication',
  location: 'Location',
  value: 'Value',
};

/** Where guests read the reviews. */
export const REVIEWS_PATH = '/api/reviews';
