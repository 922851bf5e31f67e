import { describe, expect, it } from '@jest/globals';
import { DEFAULT_DAMAGE_HOLD } from './damage-hold-settings.js';
import { authorizationLapsesAt, damageHoldTimes, instantInZone, renewalDueAt } from './damage-hold-timing.js';

const house = { checkInTime: '15:00', checkOutTime: '10:00' };
const iso = (date: Date) => date.toISOString();

describe('the damage hold on the house clock', () => {
  it('reads a day and a time on the house clock, either side of each change of the clocks', () => {
    expect(iso(instantInZone('2027-03-13', '15:00'))).toBe('2027-03-13T20:00:00.000Z');
    expect(iso(instantInZone('2027-03-14', '15:00'))).toBe('2027-03-14T19:00:00.000Z');
    expect(iso(instantInZone('2027-11-06', '10:00'))).toBe('2027-11-06T14:00:00.000Z');
    expect(iso(instantInZone('2027-11-07', '10:00'))).toBe('2027-11-07T15:00:00.000Z');
    // 2:30 AM does not exist on the spring morning: the clock reads 3:30 AM EDT then.
    expect(iso(instantInZone('2027-03-14', '02:30'))).toBe('2027-03-14T07:30:00.000Z');
  });

  it('places the hold the day before check-in at the check-in time, in EST or EDT as that day is', () => {
    const beforeSpring = damageHoldTimes({ checkIn: '2027-03-14', checkOut: '2027-03-17' }, DEFAULT_DAMAGE_HOLD, house);
    expect(iso(beforeSpring.placeAt)).toBe('2027-03-13T20:00:00.000Z');
    expect(iso(beforeSpring.checkInAt)).toBe('2027-03-14T19:00:00.000Z');
    const afterSpring = damageHoldTimes({ checkIn: '2027-03-15', checkOut: '2027-03-17' }, DEFAULT_DAMAGE_HOLD, house);
    expect(iso(afterSpring.placeAt)).toBe('2027-03-14T19:00:00.000Z');
    const threeDays = damageHoldTimes(
      { checkIn: '2027-07-10', checkOut: '2027-07-13' },
      { ...DEFAULT_DAMAGE_HOLD, placeDaysBeforeCheckIn: 3 },
      { checkInTime: '16:30', checkOutTime: '11:00' },
    );
    expect(iso(threeDays.placeAt)).toBe('2027-07-07T20:30:00.000Z');
  });

  it('releases it 7 days after check-out at the check-out time, across the autumn change', () => {
    const edt = damageHoldTimes({ checkIn: '2027-10-27', checkOut: '2027-10-30' }, DEFAULT_DAMAGE_HOLD, house);
    expect(iso(edt.checkOutAt)).toBe('2027-10-30T14:00:00.000Z');
    expect(iso(edt.releaseAt)).toBe('2027-11-06T14:00:00.000Z');
    const est = damageHoldTimes({ checkIn: '2027-10-28', checkOut: '2027-10-31' }, DEFAULT_DAMAGE_HOLD, house);
    expect(iso(est.releaseAt)).toBe('2027-11-07T15:00:00.000Z');
  });

  it('renews a hold a day before it lapses when the release comes later, and not otherwise', () => {
    const { placeAt, releaseAt } = damageHoldTimes(
      { checkIn: '2027-07-10', checkOut: '2027-07-13' },
      DEFAULT_DAMAGE_HOLD,
      house,
    );
    const lapsesAt = authorizationLapsesAt(placeAt);
    expect(iso(lapsesAt)).toBe('2027-07-16T19:00:00.000Z');
    expect(iso(renewalDueAt(lapsesAt, releaseAt)!)).toBe('2027-07-15T19:00:00.000Z');
    const shortRelease = damageHoldTimes(
      { checkIn: '2027-07-10', checkOut: '2027-07-12' },
      { ...DEFAULT_DAMAGE_HOLD, releaseDaysAfterCheckOut: 1 },
      house,
    );
    expect(renewalDueAt(lapsesAt, shortRelease.releaseAt)).toBeNull();
  });

  it('counts the 7 days of an authorization in hours, whatever the clocks do meanwhile', () => {
    expect(iso(authorizationLapsesAt(new Date('2027-11-03T19:00:00Z')))).toBe('2027-11-10T19:00:00.000Z');
  });
});
