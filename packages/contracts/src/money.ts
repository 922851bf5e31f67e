// Every amount a person reads (pages, emails, API messages) is written the same way: $1,421.35.
// The formatters are made on first use, not when a page's code loads: the first one loads ICU's number data, a
// task of its own that a page which shows no amount yet need not run during its start.
let usd: Intl.NumberFormat | undefined;
let usdWhole: Intl.NumberFormat | undefined;

/** 1421.35 -> '$1,421.35' (amounts the API sends in dollars). */
export const formatDollars = (dollars: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(dollars);

/** A rate as people write one: 350 -> '$350', 349.5 -> '$349.50' (cents only when there are some). */
export const formatRate = (dollars: number): string =>
  Number.isInteger(dollars)
    ? (usdWhole ??= new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 0,
      })).format(dollars)
    : formatDollars(dollars);

/** 142135 -> '$1,421.35' (amounts kept in cents). */
export const formatCents = (cents: number): string => formatDollars(cents / 100);
