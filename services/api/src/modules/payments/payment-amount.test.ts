import { describe, expect, it } from '@jest/globals';
import { paymentAmountProblem } from './payment-amount.js';

describe('paymentAmountProblem', () => {
  it('accepts the exact total and anything within one cent', () => {
    expect(paymentAmountProblem(1421.35, 142_135)).toBeNull();
    expect(paymentAmountProblem(1421.34, 142_135)).toBeNull();
    expect(paymentAmountProblem(1421.36, 142_135)).toBeNull();
    // Float dollars that are not exact in binary still round to the right cent.
    expect(paymentAmountProblem(0.1 + 0.2, 30)).toBeNull();
  });

  it('refuses two cents or more either way, naming the server total', () => {
    expect(paymentAmountProblem(1421.33, 142_135)).toBe(
      "The amount does not match this reservation's total of $1,421.35.",
    );
    expect(paymentAmountProblem(1421.37, 142_135)).toBe(
      "The amount does not match this reservation's total of $1,421.35.",
    );
    // The old site's total (room plus cleaning, no linen or tax) is refused.
    expect(paymentAmountProblem(1230, 142_135)).not.toBeNull();
    expect(paymentAmountProblem(0, 142_135)).not.toBeNull();
  });
});
