// Every amount a person reads (pages, emails, API messages) is written the same way: $1,421.35.
// Written by hand rather than with Intl.NumberFormat: a page's first Intl call loads ICU's data, about 40 ms of a
// phone's main thread in the middle of hydrating the page, and US dollars in US English need none of it. The tests
// hold the output to Intl's.

/**
 * Dollars in cents, rounded half away from zero on the number as JavaScript writes it (1.005 -> 101), as Intl
 * rounds: by its decimal digits, not by the binary value, which for 1.005 is a hair under.
 */
function centsOf(dollars: number): number {
  const written = String(Math.abs(dollars));
  if (written.includes('e')) return Math.round(Math.abs(dollars) * 100);
  const [whole = '0', fraction = ''] = written.split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.charAt(2) >= '5' ? cents + 1 : cents;
}

/** 1234567 -> '1,234,567' (a whole number, not negative). */
const groupThousands = (whole: number): string => whole.toString().replace(/\B(?=(\d{3})+$)/g, ',');

function usd(dollars: number, withCents: boolean): string {
  const cents = centsOf(dollars);
  const whole = groupThousands(Math.floor(cents / 100));
  const fraction = withCents ? `.${String(cents % 100).padStart(2, '0')}` : '';
  return `${dollars < 0 || Object.is(dollars, -0) ? '-' : ''}$${whole}${fraction}`;
}

/** 1421.35 -> '$1,421.35' (amounts the API sends in dollars). */
export const formatDollars = (dollars: number): string => usd(dollars, true);

/** A rate as people write one: 350 -> '$350', 349.5 -> '$349.50' (cents only when there are some). */
export const formatRate = (dollars: number): string => usd(dollars, !Number.isInteger(dollars));

/** 142135 -> '$1,421.35' (amounts kept in cents). */
export const formatCents = (cents: number): string => formatDollars(cents / 100);

/** A count with thousands separators: 2400 -> '2,400'. */
export const formatCount = (count: number): string =>
  `${count < 0 ? '-' : ''}${groupThousands(Math.round(Math.abs(count)))}`;
