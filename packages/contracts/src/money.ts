// Every amount a person reads (pages, emails, API messages) is written the same way: $1,421.35.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1421.35 -> '$1,421.35' (amounts the API sends in dollars). */
export const formatDollars = (dollars: number): string => usd.format(dollars);

/** 142135 -> '$1,421.35' (amounts kept in cents). */
export const formatCents = (cents: number): string => formatDollars(cents / 100);
