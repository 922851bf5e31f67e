import { describe, expect, it } from '@jest/globals';
import { defaultPaymentSchedule, paymentScheduleSchema, planInstalments, roleSchedule } from './payment-schedule.js';
import { pricingRulesSchema } from './pricing-rules.js';
import { defaultPricingRules } from './pricing-defaults.js';

const half = { depositPercent: 50, balanceDaysBeforeCheckIn: 30 };

describe('the payment schedule', () => {
  it('splits a stay far enough ahead into a deposit today and the balance before check-in', () => {
    expect(planInstalments(123_457, '2027-08-03', '2027-06-01', half)).toEqual([
      { kind: 'deposit', amountCents: 61_729, dueDate: '2027-06-01' },
      { kind: 'balance', amountCents: 61_728, dueDate: '2027-07-04' },
    ]);
  });

  it('rounds the deposit to the cent and the two always add up to the total', () => {
    for (const total of [1, 99, 100_001, 133_337]) {
      for (const depositPercent of [1, 33, 50, 67, 99]) {
        const plan = planInstalments(total, '2028-01-10', '2027-06-01', {
          depositPercent,
          balanceDaysBeforeCheckIn: 14,
        });
        expect(plan.reduce((sum, instalment) => sum + instalment.amountCents, 0)).toBe(total);
        expect(plan.every((instalment) => Number.isInteger(instalment.amountCents) && instalment.amountCents > 0)).toBe(
          true,
        );
      }
    }
    expect(
      planInstalments(100, '2028-01-10', '2027-06-01', { depositPercent: 33, balanceDaysBeforeCheckIn: 1 }),
    ).toEqual([
      { kind: 'deposit', amountCents: 33, dueDate: '2027-06-01' },
      { kind: 'balance', amountCents: 67, dueDate: '2028-01-09' },
    ]);
  });

  it('asks for the whole stay at booking inside the balance window, on its first day and at 100 %', () => {
    const full = (today: string) => [{ kind: 'full', amountCents: 50_000, dueDate: today }];
    expect(planInstalments(50_000, '2027-08-03', '2027-07-04', half)).toEqual(full('2027-07-04'));
    expect(planInstalments(50_000, '2027-08-03', '2027-07-20', half)).toEqual(full('2027-07-20'));
    expect(planInstalments(50_000, '2027-08-03', '2027-07-03', half)).toHaveLength(2);
    expect(planInstalments(50_000, '2027-08-03', '2027-06-01', { ...half, depositPercent: 100 })).toEqual(
      full('2027-06-01'),
    );
    expect(planInstalments(50_000, '2027-08-03', '2027-06-01', null)).toEqual(full('2027-06-01'));
    // A deposit that rounds to nothing is no deposit.
    expect(planInstalments(1, '2027-08-03', '2027-06-01', { ...half, depositPercent: 1 })).toEqual([
      { kind: 'full', amountCents: 1, dueDate: '2027-06-01' },
    ]);
  });

  it('uses the role of the code; an inquiry has none', () => {
    const schedule = { ...defaultPaymentSchedule, family: half };
    expect(roleSchedule(schedule, 'family')).toEqual(half);
    expect(roleSchedule(schedule, 'repeat')).toEqual(defaultPaymentSchedule.repeat);
    expect(roleSchedule(schedule, null)).toBeNull();
  });

  it('pays in full by default, and rules saved before the schedule parse to it', () => {
    const { paymentSchedule, ...before } = defaultPricingRules;
    expect(paymentSchedule).toEqual(defaultPaymentSchedule);
    expect(pricingRulesSchema.parse(before).paymentSchedule).toEqual(defaultPaymentSchedule);
    for (const role of ['family', 'repeat', 'referred'] as const)
      expect(defaultPaymentSchedule[role].depositPercent).toBe(100);
  });

  it('refuses a share outside 1-100 % and fractions of a day', () => {
    const result = paymentScheduleSchema.safeParse({
      ...defaultPaymentSchedule,
      family: { depositPercent: 0, balanceDaysBeforeCheckIn: 1.5 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Share paid at booking is at least 1',
      'Days before check-in the balance is due must be a whole number',
    ]);
  });
});
