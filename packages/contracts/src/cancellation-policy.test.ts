import { describe, expect, it } from '@jest/globals';
import { cancellationPolicyText, cancellationRefundCents, cancellationRefundShare } from './cancellation-policy.js';

describe('the cancellation policy', () => {
  it.each([
    ['2027-06-01', 1],
    ['2027-06-15', 1],
    ['2027-06-16', 0.5],
    ['2027-06-22', 0.5],
    ['2027-06-23', 0],
    ['2027-06-29', 0],
  ] as const)('cancelling on %s for a 2027-06-29 check-in refunds %s of the total', (today, share) => {
    expect(cancellationRefundShare('2027-06-29', today)).toBe(share);
  });

  it('14 days before: all; 13 days: half; 7 days: half; 6 days: none; half of an odd cent amount rounds down', () => {
    expect(cancellationRefundCents(142_135, '2027-07-15', '2027-07-01')).toBe(142_135);
    expect(cancellationRefundCents(142_135, '2027-07-15', '2027-07-02')).toBe(71_067);
    expect(cancellationRefundCents(142_135, '2027-07-15', '2027-07-08')).toBe(71_067);
    expect(cancellationRefundCents(142_135, '2027-07-15', '2027-07-09')).toBe(0);
  });

  it("a booking's policy line is the tier its check-in is in: a stay 4 days out is promised no free cancellation", () => {
    expect(cancellationPolicyText('2027-07-15', '2027-07-01')).toBe('Free cancellation up to 14 days before check-in.');
    expect(cancellationPolicyText('2027-07-15', '2027-07-05')).toMatch(/^Check-in is 10 days away.*50%/);
    const fourDaysOut = cancellationPolicyText('2027-07-15', '2027-07-11');
    expect(fourDaysOut).not.toContain('Free cancellation');
    expect(fourDaysOut).toBe(
      'Check-in is 4 days away, under 7 days: under the cancellation policy a cancellation gets no refund.',
    );
    expect(cancellationPolicyText(null, '2027-07-11')).toBe('Free cancellation up to 14 days before check-in.');
  });
});
