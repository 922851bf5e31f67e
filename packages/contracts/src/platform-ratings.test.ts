import { describe, expect, it } from '@jest/globals';
import { combinedRating, platformRatingText } from './platform-ratings.js';

const none = { airbnbRating: '', airbnbReviewCount: '', vrboRating: '', vrboReviewCount: '' };

describe('the rating the site shows', () => {
  it("combines the spec's platform ratings: 4.88 from 8 and 5 from 10 show as 4.9 from 18 reviews", () => {
    const rating = combinedRating({
      airbnbRating: '4.88',
      airbnbReviewCount: '8',
      vrboRating: '5',
      vrboReviewCount: '10',
    });
    expect(rating).toEqual({ rating: 4.9, reviewCount: 18 });
  });

  it('follows what the host sets: one platform alone, or none (then no rating at all)', () => {
    expect(combinedRating({ ...none, vrboRating: '4.6', vrboReviewCount: '31' })).toEqual({
      rating: 4.6,
      reviewCount: 31,
    });
    expect(combinedRating({ ...none, airbnbRating: '4.8' })).toBeNull();
    expect(combinedRating(none)).toBeNull();
  });

  it('counts the reviews of direct stays as one more platform, and only once there is one', () => {
    const spec = { airbnbRating: '4.88', airbnbReviewCount: '8', vrboRating: '5', vrboReviewCount: '10' };
    expect(combinedRating(spec, { rating: 4.5, reviewCount: 2 })).toEqual({ rating: 4.8, reviewCount: 20 });
    expect(combinedRating(spec, { rating: 0, reviewCount: 0 })).toEqual({ rating: 4.9, reviewCount: 18 });
    expect(combinedRating(none, { rating: 4, reviewCount: 1 })).toEqual({ rating: 4, reviewCount: 1 });
  });

  it('refuses a rating outside 1 to 5', () => {
    expect(platformRatingText('Airbnb rating').safeParse('5.5').success).toBe(false);
    expect(platformRatingText('Airbnb rating').safeParse('4.88').success).toBe(true);
  });
});
