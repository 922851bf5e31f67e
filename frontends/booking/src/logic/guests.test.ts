import { describe, expect, it } from '@jest/globals';
import { atMaxOccupancy, defaultGuests, setAdults, setChildren, setInfants } from './guests';

describe('guest counts', () => {
  it('defaults to 2 adults', () => expect(defaultGuests).toEqual({ adults: 2, children: 0, infants: 0 }));
  it('keeps at least 1 adult and at most 11 with children', () => {
    expect(setAdults(defaultGuests, 0).adults).toBe(1);
    expect(setAdults(defaultGuests, 20).adults).toBe(11);
    expect(setChildren(defaultGuests, -1).children).toBe(0);
    expect(setChildren(defaultGuests, 20).children).toBe(9);
  });
  it('lowers children when adults rise above the cap', () => {
    expect(setAdults({ adults: 2, children: 9, infants: 0 }, 5)).toEqual({ adults: 5, children: 6, infants: 0 });
  });
  it('allows 0-4 infants, not counted against occupancy', () => {
    expect(setInfants(defaultGuests, 5).infants).toBe(4);
    expect(setInfants(defaultGuests, -1).infants).toBe(0);
    expect(atMaxOccupancy({ adults: 10, children: 0, infants: 4 })).toBe(false);
    expect(atMaxOccupancy({ adults: 10, children: 1, infants: 0 })).toBe(true);
  });
});
