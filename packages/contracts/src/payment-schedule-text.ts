import { formatDollars } from './money.js';
import type { InstalmentView } from './payment-schedule.js';

/** 'Saturday, July 10, 2027' from yyyy-MM-dd, read as a calendar day (no time zone shift). */
const dayInWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

const KIND_LABELS: Record<InstalmentView['kind'], string> = {
  full: 'The whole stay',
  deposit: 'Deposit',
  balance: 'Balance',
};

/**
 * One payment of a stay in words, as the guest's page and the admin show it: "Deposit: $617.29, paid on Tuesday,
 * June 1, 2027", "Balance: $617.28, due on Sunday, July 4, 2027", or declined with how often the card was tried.
 */
export function instalmentText(instalment: InstalmentView): string {
  const what = `${KIND_LABELS[instalment.kind]}: ${formatDollars(instalment.amount)}`;
  if (instalment.status === 'paid' && instalment.paidAt) {
    const day = dayInWords(instalment.paidAt.slice(0, 10));
    return `${what}, paid on ${day}`;
  }
  if (instalment.status === 'declined') {
    const tries = instalment.declines === 1 ? 'once' : `${instalment.declines} times`;
    return `${what}, due on ${dayInWords(instalment.dueDate)}: the card was declined ${tries}`;
  }
  return `${what}, due on ${dayInWords(instalment.dueDate)}`;
}
