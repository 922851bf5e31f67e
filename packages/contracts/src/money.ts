// Every amount a person reads (pages, emails, API messages) is written the same way: $1,466.35.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1466.35 -> '$1,466.35' (amounts the API sends in dollars). */
export const formatDollars = (dollars: number): string => usd.format(dollars);

/** 146635 -> '$1,466.35' (amounts kept in cents). */
export const formatCents = (cents: number): string => formatDollars(cents / 100);
