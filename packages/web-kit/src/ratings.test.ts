import { describe, expect, it } from '@jest/globals';
import { combineRatings, formatRating, PLATFORM_RATINGS } from './ratings.js';

describe('combined rating', () => {
  it('shows the mean of 4.88 and 5 rounded to one decimal, and the summed review count', () => {
    expect(combineRatings(PLATFORM_RATINGS)).toEqual({ rating: 4.9, reviewCount: 18 });
    expect(formatRating(combineRatings().rating)).toBe('4.9');
  });

  it('rounds to one decimal and formats with one decimal', () => {
    expect(
      combineRatings([
        { rating: 4.5, reviews: 1 },
        { rating: 4.6, reviews: 2 },
      ]),
    ).toEqual({ rating: 4.6, reviewCount: 3 });
    expect(formatRating(5)).toBe('5.0');
  });

  it('is zero for no ratings', () => {
    expect(combineRatings([])).toEqual({ rating: 0, reviewCount: 0 });
  });
});
