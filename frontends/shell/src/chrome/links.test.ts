import { describe, expect, it } from '@jest/globals';
import { isCurrentLink } from './links';

describe('isCurrentLink', () => {
  it("marks 'Book' on /book and on every step under it", () => {
    for (const pathname of ['/book', '/book/dates', '/book/details', '/book/payment', '/book/done'])
      expect(isCurrentLink('/book', pathname)).toBe(true);
  });

  it('does not mark a link on a page that only starts with the same letters', () => {
    expect(isCurrentLink('/book', '/booking-terms')).toBe(false);
    expect(isCurrentLink('/guide', '/guidelines')).toBe(false);
  });

  it("marks 'Home' on / only", () => {
    expect(isCurrentLink('/', '/')).toBe(true);
    expect(isCurrentLink('/', '/gallery')).toBe(false);
    expect(isCurrentLink('/', '/book/dates')).toBe(false);
  });
});
