import { describe, expect, it } from '@jest/globals';
import { defaultPricingRules, defaultRates, quoteStay, ratesFromRules } from '@lakehouse/contracts';
import { stayDetails } from './stay-details.js';

const stay = { checkIn: '2027-01-12', checkOut: '2027-01-15', includeLinens: true, familyDiscount: false };
const dates = { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: '2' };
const times = { checkIn: '3:00 PM', checkOut: '10:00 AM' };

describe('stayDetails', () => {
  it('lists the card-processing fee when it is part of the total, and adds up to the total shown', () => {
    const rows = Object.fromEntries(
      stayDetails(dates, quoteStay(ratesFromRules({ ...defaultPricingRules, cardFeePercent: 3 }), stay), times),
    );
    expect(rows['Card processing fee']).toBe('$42.64');
    expect(rows.Total).toBe('$1,463.99');
  });

  it('shows no card fee when the host charges none (the $45 is information only)', () => {
    const rows = Object.fromEntries(stayDetails(dates, quoteStay(defaultRates, stay), times));
    expect(rows['Card processing fee']).toBeUndefined();
    expect(rows.Total).toBe('$1,421.35');
  });
});
