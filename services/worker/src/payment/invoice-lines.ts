import { formatCents } from '@lakehouse/contracts';
import type { InstalmentRow, StoredQuote } from '@lakehouse/server-kit';
import { formatStayDate } from '@lakehouse/messages';

export interface InvoiceLine {
  /** Part of the line's idempotency key: one Stripe invoice item per key, however often the job runs. */
  key: 'lodging' | 'cleaning' | 'linen' | 'taxes' | 'card-fee' | 'deposit' | 'balance';
  description: string;
  amountCents: number;
}

/**
 * The invoice's lines, straight from the stored quote; they add up to the quote's total or this throws. The card
 * processing fee is a line only when the host charges it, and then it was already in the quoted total.
 */
/** 85 000 ppm -> '8.5%'. */
const taxPercent = (ppm: number) => `${ppm / 10_000}%`;

export function invoiceLines(quote: StoredQuote): InvoiceLine[] {
  const nights = `${quote.nights} night${quote.nights === 1 ? '' : 's'}`;
  const lines: InvoiceLine[] = [
    {
      key: 'lodging',
      description: quote.familySavingsCents > 0 ? `Lodging, ${nights} (family rate, 50% off)` : `Lodging, ${nights}`,
      amountCents: quote.lodgingCents,
    },
    { key: 'cleaning', description: 'Cleaning fee', amountCents: quote.cleaningFeeCents },
    { key: 'linen', description: 'Linen fee', amountCents: quote.linenFeeCents },
    {
      key: 'taxes',
      description: `NH meals & rooms tax (${taxPercent(quote.taxRatePpm ?? 85_000)})`,
      amountCents: quote.taxesCents,
    },
    {
      key: 'card-fee',
      description: 'Card processing fee',
      amountCents: quote.cardFeeIncluded ? quote.cardFeeCents : 0,
    },
  ].filter((line) => line.amountCents > 0) as InvoiceLine[];
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== quote.totalCents) {
    throw new Error(
      `the quote's lines add up to ${sum} cents, not its total of ${quote.totalCents}: refusing to invoice`,
    );
  }
  return lines;
}

/**
 * The one line of an invoice for part of a stay (the deposit at booking, or a declined balance the guest pays
 * themselves): what it is part of, and what remains due when.
 */
export function instalmentLine(
  stay: { checkIn: string; checkOut: string; totalCents: number },
  instalment: Pick<InstalmentRow, 'kind' | 'amountCents'>,
  balance?: Pick<InstalmentRow, 'amountCents' | 'dueDate'>,
): InvoiceLine {
  const share = Math.round((instalment.amountCents * 100) / stay.totalCents);
  const of = `of your stay of ${formatCents(stay.totalCents)}, ${formatStayDate(stay.checkIn)} to ${formatStayDate(stay.checkOut)}`;
  const rest = balance
    ? `; the balance of ${formatCents(balance.amountCents)} is due on ${formatStayDate(balance.dueDate)}`
    : '';
  return {
    key: instalment.kind === 'balance' ? 'balance' : 'deposit',
    description: instalment.kind === 'balance' ? `Balance ${of}` : `Deposit (${share}%) ${of}${rest}`,
    amountCents: instalment.amountCents,
  };
}
