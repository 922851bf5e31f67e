import { describe, expect, it } from '@jest/globals';
import { DEFAULT_DAMAGE_HOLD } from '@lakehouse/contracts';
import type { DamageHoldRow } from '@lakehouse/server-kit';
import { type HoldStay, damageHoldPlan } from './damage-hold-plan.js';

const house = { checkInTime: '15:00', checkOutTime: '10:00' };
// Summer (EDT): placed Jul 9 15:00 = 19:00Z, check-in Jul 10 19:00Z, check-out Jul 13 14:00Z, release Jul 20 14:00Z.
const stay: HoldStay = { id: 's', status: 'confirmed', checkIn: '2027-07-10', checkOut: '2027-07-13', hasCard: true };

const hold = (fields: Partial<DamageHoldRow>): DamageHoldRow => ({
  id: 'h1',
  reservationId: 's',
  sequence: 1,
  amountCents: 25_000,
  status: 'placed',
  attempts: 1,
  idempotencyKey: 'k',
  paymentIntentId: 'pi_1',
  lastError: null,
  nextAttemptAt: null,
  requestedAt: new Date('2027-07-09T19:00:00Z'),
  placedAt: new Date('2027-07-09T19:00:00Z'),
  lapsesAt: new Date('2027-07-16T19:00:00Z'),
  checkedAt: null,
  releaseRequestedAt: null,
  releasedAt: null,
  claimedCents: null,
  claimReason: null,
  claimRequestedAt: null,
  claimedAt: null,
  ...fields,
});
const plan = (holds: DamageHoldRow[], at: string, of: HoldStay = stay) =>
  damageHoldPlan(of, holds, DEFAULT_DAMAGE_HOLD, house, new Date(at));

describe('damageHoldPlan', () => {
  it('places the first hold at 3:00 PM the day before check-in, not a minute before, and only with a card', () => {
    expect(plan([], '2027-07-09T18:59:00Z')).toEqual([]);
    expect(plan([], '2027-07-09T19:00:00Z')).toEqual([{ kind: 'place', sequence: 1 }]);
    expect(plan([], '2027-07-09T19:00:00Z', { ...stay, hasCard: false })).toEqual([]);
    // Confirmed after that: at once, until check-out.
    expect(plan([], '2027-07-12T08:00:00Z')).toEqual([{ kind: 'place', sequence: 1 }]);
    expect(plan([], '2027-07-13T14:00:00Z')).toEqual([]);
  });

  it('renews a day before the authorization lapses and replaces one that lapsed', () => {
    expect(plan([hold({ checkedAt: new Date('2027-07-15T12:00:00Z') })], '2027-07-15T18:59:00Z')).toEqual([]);
    expect(plan([hold({ checkedAt: new Date('2027-07-15T12:00:00Z') })], '2027-07-15T19:00:00Z')).toEqual([
      { kind: 'place', sequence: 2 },
    ]);
    expect(plan([hold({ status: 'lapsed' })], '2027-07-11T12:00:00Z')).toEqual([{ kind: 'place', sequence: 2 }]);
  });

  it('checks a standing authorization at Stripe once a day', () => {
    expect(plan([hold({})], '2027-07-10T18:59:00Z')).toEqual([]);
    expect(plan([hold({})], '2027-07-10T19:00:00Z')).toEqual([{ kind: 'check', holdId: 'h1' }]);
  });

  it('retries a declined hold a day later while the guest has not left', () => {
    const failed = hold({ status: 'failed', nextAttemptAt: new Date('2027-07-10T19:00:00Z'), placedAt: null });
    expect(plan([failed], '2027-07-10T12:00:00Z')).toEqual([]);
    expect(plan([{ ...failed, nextAttemptAt: new Date('2027-07-10T12:00:00Z') }], '2027-07-10T12:00:00Z')).toEqual([
      { kind: 'retry', holdId: 'h1' },
    ]);
    expect(plan([{ ...failed, nextAttemptAt: new Date('2027-07-13T14:00:00Z') }], '2027-07-13T14:00:00Z')).toEqual([]);
  });

  it('releases at 10:00 AM seven days after check-out, at once for a cancelled stay, never a claimed hold', () => {
    const renewed = [
      hold({ status: 'released' }),
      hold({
        id: 'h2',
        sequence: 2,
        placedAt: new Date('2027-07-15T19:00:00Z'),
        lapsesAt: new Date('2027-07-22T19:00:00Z'),
        checkedAt: new Date('2027-07-20T00:00:00Z'),
      }),
    ];
    expect(plan(renewed, '2027-07-20T13:59:00Z')).toEqual([]);
    expect(plan(renewed, '2027-07-20T14:00:00Z')).toEqual([{ kind: 'release', holdId: 'h2' }]);
    expect(plan([hold({})], '2027-07-09T20:00:00Z', { ...stay, status: 'cancelled' })).toEqual([
      { kind: 'release', holdId: 'h1' },
    ]);
    const claimed = hold({ claimedCents: 8_000, claimReason: 'A broken window', claimRequestedAt: new Date() });
    expect(plan([claimed], '2027-07-20T14:00:00Z')).toEqual([]);
  });
});
