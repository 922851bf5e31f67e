import { describe, expect, it } from '@jest/globals';
import { reviewerName, submitReviewSchema } from './reviews.js';

const scores = { overall: 5, cleanliness: 5, accuracy: 4, communication: 5, location: 5, value: 4 };

describe('a guest review', () => {
  it('shows the reviewer by first name and initial only', () => {
    expect(reviewerName('Dana Kowalski')).toBe('Dana K.');
    expect(reviewerName('  mary ann   o’brien ')).toBe('mary O.');
    expect(reviewerName('Cher')).toBe('Cher');
    expect(reviewerName('   ')).toBe('A guest');
  });

  it('needs every score from 1 to 5 and a few words, each with a message for its field', () => {
    const result = submitReviewSchema.safeParse({ ...scores, value: 0, text: 'Great' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['value', 'Please choose how many stars for value'],
      ['text', 'Please tell future guests a little more (at least 20 characters)'],
    ]);
    expect(submitReviewSchema.parse({ ...scores, text: '  A lovely week by the lake with the kids.  ' }).text).toBe(
      'A lovely week by the lake with the kids.',
    );
  });
});
