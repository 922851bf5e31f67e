import { describe, expect, it } from '@jest/globals';
import { bookingHref, chosenStayOf } from './stay-link.js';

describe('the link from a chosen stay to the booking page', () => {
  it('carries the dates and guests there and back', () => {
    const stay = { checkIn: '2027-07-01', checkOut: '2027-07-04', guests: 4 };
    const href = bookingHref(stay);
    expect(href).toBe('/book?checkIn=2027-07-01&checkOut=2027-07-04&guests=4');
    expect(chosenStayOf(href.slice('/book'.length))).toEqual(stay);
  });

  it('leaves the guests out when there are none to carry', () => {
    expect(bookingHref({ checkIn: '2027-07-01', checkOut: '2027-07-04', guests: null })).toBe(
      '/book?checkIn=2027-07-01&checkOut=2027-07-04',
    );
    for (const guests of ['', '0', '2.5', 'two'])
      expect(chosenStayOf(`?checkIn=2027-07-01&checkOut=2027-07-04&guests=${guests}`)?.guests).toBeNull();
  });

  it('carries no stay without two dates, with days that do not exist, or with a check-out not after the check-in', () => {
    for (const search of [
      '',
      '?checkIn=2027-07-01',
      '?checkIn=2027-02-30&checkOut=2027-03-02',
      '?checkIn=07/01/2027&checkOut=07/04/2027',
      '?checkIn=2027-07-04&checkOut=2027-07-04',
      '?checkIn=2027-07-04&checkOut=2027-07-01',
    ])
      expect(chosenStayOf(search)).toBeNull();
  });
});
