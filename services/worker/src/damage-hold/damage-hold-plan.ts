import {
  type DamageHoldSettings,
  type HouseTimes,
  RETRY_FAILED_AFTER_MS,
  damageHoldTimes,
  renewalDueAt,
} from '@lakehouse/contracts';
import type { DamageHoldRow } from '@lakehouse/server-kit';

const DAY_MS = 86_400_000;

/** A stay as the scan reads it. */
export interface HoldStay {
  id: string;
  status: string;
  checkIn: string;
  checkOut: string;
  /** Whether its first payment saved a card (and a customer) the hold can be placed on. */
  hasCard: boolean;
}

/** What the scan does for a stay now: a new authorization, another try, a check at Stripe, or a release. */
export type HoldAction =
  | { kind: 'place'; sequence: number }
  | { kind: 'retry'; holdId: string }
  | { kind: 'check'; holdId: string }
  | { kind: 'release'; holdId: string };

/**
 * The damage hold's rules, on the house's clock: the first authorization at the placing time (at once for a stay
 * confirmed later), until check-out; one that would lapse before the release is replaced a day before it lapses,
 * and one that lapsed anyway is replaced; one that failed is tried again each day while the guest has not left (a
 * renewal until the release); each standing one is checked at Stripe once a day; all are released at the release time
 * (at once for a stay no longer confirmed), except one the host claimed from.
 */
export function damageHoldPlan(
  stay: HoldStay,
  holds: DamageHoldRow[],
  settings: DamageHoldSettings,
  times: HouseTimes,
  now: Date,
): HoldAction[] {
  const at = now.getTime();
  const { placeAt, checkOutAt, releaseAt } = damageHoldTimes(stay, settings, times);
  const releaseDue = stay.status !== 'confirmed' || at >= releaseAt.getTime();
  const standing = holds.filter((hold) => hold.status === 'placed' && hold.releaseRequestedAt === null);
  if (releaseDue) {
    return standing
      .filter((hold) => hold.claimRequestedAt === null)
      .map((hold) => ({ kind: 'release', holdId: hold.id }));
  }
  const actions: HoldAction[] = standing
    .filter((hold) => at - (hold.checkedAt ?? hold.placedAt!).getTime() >= DAY_MS)
    .map((hold) => ({ kind: 'check', holdId: hold.id }));
  // A claim ends the hold's story: nothing is placed on the card again.
  if (!stay.hasCard || settings.amount === 0 || holds.some((hold) => hold.claimRequestedAt !== null)) return actions;
  const latest = holds.at(-1);
  const next = { kind: 'place', sequence: (latest?.sequence ?? 0) + 1 } as const;
  if (!latest) {
    if (at >= placeAt.getTime() && at < checkOutAt.getTime()) actions.push(next);
    return actions;
  }
  switch (latest.status) {
    case 'failed': {
      // Until the guest leaves (a renewal: until the release): with the hold placed the day before, a daily retry
      // "until check-in" would never come.
      const until = latest.sequence === 1 ? checkOutAt : releaseAt;
      const retryAt = latest.nextAttemptAt ?? new Date(latest.requestedAt.getTime() + RETRY_FAILED_AFTER_MS);
      if (at >= retryAt.getTime() && at < until.getTime()) actions.push({ kind: 'retry', holdId: latest.id });
      break;
    }
    case 'lapsed':
      actions.push(next);
      break;
    case 'placed': {
      const renewAt = renewalDueAt(latest.lapsesAt!, releaseAt);
      if (renewAt && at >= renewAt.getTime()) actions.push(next);
      break;
    }
    default:
      // 'placing': its job is on the way; 'released' or 'claimed' last: the hold is over.
      break;
  }
  return actions;
}
