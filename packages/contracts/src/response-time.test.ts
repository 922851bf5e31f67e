import { describe, expect, it } from '@jest/globals';
import { replyWithin, responseDuration } from './response-time.js';

describe('the host response time', () => {
  it.each([
    ['2-4 hours', 'within 2-4 hours'],
    ['within a few hours', 'within a few hours'],
    ['Within the hour', 'within the hour'],
    ['', 'within 2-4 hours'],
    [null, 'within 2-4 hours'],
  ])('%p reads %p: never "within within"', (setting, sentence) => {
    expect(replyWithin(setting)).toBe(sentence);
    expect(replyWithin(setting)).not.toMatch(/within\s+within/i);
  });

  it('a duration for the contact card', () => {
    expect(responseDuration('within a day')).toBe('a day');
  });
});
