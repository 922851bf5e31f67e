import { describe, expect, it } from '@jest/globals';
import type { ReservationEntity } from '@lakehouse/server-kit';
import { reservationEmail } from './reservation-emails.js';

const reservation = {
  id: '3f1c2b9e-0d7a-4c55-9f1e-2a6b8c4d0e11',
  status: 'held',
  checkIn: '2027-07-10',
  checkOut: '2027-07-13',
  guestName: 'Ada Lovelace',
  guestEmail: 'ada@example.com',
  guestPhone: null,
  specialRequests: null,
  guestCount: 2,
  role: 'repeat',
  holdExpiresAt: new Date('2027-07-09T23:00:00Z'),
  quote: {
    nights: 3,
    baseRateCents: 35_000,
    lodgingCents: 105_000,
    familySavingsCents: 0,
    cleaningFeeCents: 18_000,
    linenFeeCents: 8_000,
    subtotalCents: 131_000,
    taxesCents: 11_135,
    cardFeeCents: 4_500,
    totalCents: 142_135,
  },
} as unknown as ReservationEntity;
const property = {
  name: 'Grantham Lake House',
  address: '12 Lakeview Drive, Grantham, NH 03753',
  checkIn: '3:00 PM',
  checkOut: '10:00 AM',
};
const addresses = { from: 'stay@example.com', host: 'host@example.com' };

describe('the scheduled stay emails', () => {
  it("the hold reminder names the hold's end in the house's zone and goes to the guest", () => {
    const mail = reservationEmail('hold-reminder', reservation, property, addresses);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your hold at Grantham Lake House ends soon');
    expect(mail.text).toContain('held for you until Friday, July 9, 2027 at 7:00 PM EDT');
    expect(mail.text).toContain('$1,421.35');
  });

  it('the entry details give the arrival day, check-in and check-out times and the address', () => {
    const mail = reservationEmail('entry-instructions', { ...reservation, status: 'confirmed' }, property, addresses);
    expect(mail.subject).toBe('See you tomorrow at Grantham Lake House');
    expect(mail.text).toContain('Saturday, July 10, 2027');
    expect(mail.text).toContain('Check-in 3:00 PM or later. Check-out by 10:00 AM.');
    expect(mail.text).toContain('The address is 12 Lakeview Drive, Grantham, NH 03753.');
    expect(mail.text).toContain('The house has keyless entry.');
    const withCode = reservationEmail(
      'entry-instructions',
      reservation,
      { ...property, entryInstructions: 'Door code 4821, then park on the left.' },
      addresses,
    );
    expect(withCode.text).toContain('Door code 4821, then park on the left.');
    // Only the arrival email carries them.
    expect(
      reservationEmail('thank-you', reservation, { ...property, entryInstructions: 'Door code 4821' }, addresses).text,
    ).not.toContain('4821');
  });

  it("writes the host's own check-in and check-out times", () => {
    const mail = reservationEmail(
      'entry-instructions',
      { ...reservation, status: 'confirmed' },
      { ...property, checkIn: '4:30 PM', checkOut: '11:00 AM' },
      addresses,
    );
    expect(mail.text).toContain('Check-in 4:30 PM or later. Check-out by 11:00 AM.');
    expect(mail.text).toContain('Saturday, July 10, 2027, from 4:30 PM');
    expect(mail.text).not.toContain('3:00 PM');
  });

  it('the thank-you follows the stay', () => {
    const mail = reservationEmail(
      'thank-you',
      { ...reservation, status: 'confirmed' },
      property,
      addresses,
      'https://lakehouse.example/booking/abc12345?key=k',
    );
    expect(mail.subject).toBe('Thank you for staying at Grantham Lake House');
    expect(mail.replyTo).toBe('host@example.com');
    // The way to the review form, on the guest's own booking page.
    expect(mail.text).toContain('Review your stay: https://lakehouse.example/booking/abc12345?key=k#review');
  });
});

describe('a family booking in the emails', () => {
  // 3 nights at $350 with the family rate: $1,050 lodging, $525 off, $180 cleaning, $80 linens, 8.5 % tax.
  const family = {
    ...reservation,
    role: 'family',
    clientTotalAmount: '851.73',
    quote: {
      nights: 3,
      baseRateCents: 35_000,
      lodgingCents: 52_500,
      familySavingsCents: 52_500,
      cleaningFeeCents: 18_000,
      linenFeeCents: 8_000,
      subtotalCents: 78_500,
      taxesCents: 6_673,
      cardFeeCents: 4_500,
      cardFeeIncluded: false,
      totalCents: 85_173,
    },
  } as unknown as ReservationEntity;
  const priceLines = (text: string) =>
    text
      .split('\n')
      .filter((line) => /^(Lodging|Family savings|Cleaning fee|Linen fee|NH meals|Card processing|Total)/.test(line))
      .map((line) => line.replace(/:\s+/, ': '));

  it("shows the site's lines: lodging at the full rate, the savings once as a negative line, fees, tax, total", () => {
    const mail = reservationEmail('request-received', family, property, addresses);
    expect(priceLines(mail.text)).toEqual([
      'Lodging, 3 nights: $1,050.00',
      'Family savings (50% off): -$525.00',
      'Cleaning fee: $180.00',
      'Linen fee: $80.00',
      'NH meals & rooms tax: $66.73',
      'Total: $851.73',
    ]);
  });

  it("the host's notice gives the same lines and the total the guest saw", () => {
    const mail = reservationEmail('host-new-booking', family, property, addresses);
    expect(priceLines(mail.text)).toEqual([
      'Lodging, 3 nights: $1,050.00',
      'Family savings (50% off): -$525.00',
      'Cleaning fee: $180.00',
      'Linen fee: $80.00',
      'NH meals & rooms tax: $66.73',
      'Total: $851.73',
      'Total the guest saw: $851.73',
    ]);
  });
});
