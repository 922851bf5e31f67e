// Every amount a person reads (pages, emails, API messages) is written the same way: $1,421.35.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1421.35 -> '$1,421.35' (amounts the API sends in dollars). */
export const formatDollars = (dollars: number): string => usd.format(dollars);

const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });

/** A rate as people write one: 350 -> '$350', 349.5 -> '$349.50' (cents only when there are some). */
export const formatRate = (dollars: number): string =>
  Number.isInteger(dollars) ? usdWhole.format(dollars) : formatDollars(dollars);

/** 142135 -> '$1,421.35' (amounts kept in cents). */
export const formatCents = (cents: number): string => formatDollars(cents / 100);
