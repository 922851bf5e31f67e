import { describe, expect, it } from '@jest/globals';
import { formatCents, formatCount, formatDollars, formatRate } from './money.js';

describe('money', () => {
  it('writes dollars with a thousands separator and two decimals', () => {
    expect(formatDollars(1421.35)).toBe('$1,421.35');
    expect(formatDollars(350)).toBe('$350.00');
    expect(formatDollars(0.5)).toBe('$0.50');
  });

  it('writes a rate without cents when it has none', () => {
    expect(formatRate(350)).toBe('$350');
    expect(formatRate(1200)).toBe('$1,200');
    expect(formatRate(349.5)).toBe('$349.50');
  });

  it('writes cents as dollars', () => {
    expect(formatCents(142_135)).toBe('$1,421.35');
    expect(formatCents(35_000)).toBe('$350.00');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('writes every amount exactly as Intl writes US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const intlWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });
    const amounts = [-0, -1421.35, -0.001, -0.005, 0, 0.004, 0.005, 1.005, 2.675, 999.995, 1e6, 123456789.125];
    for (let cents = 0; cents < 300_000; cents += 7)
      amounts.push(cents / 100, cents / 100 + 0.005, (cents * 13) / 1000);
    for (const amount of amounts) {
      expect(formatDollars(amount)).toBe(intl.format(amount));
      expect(formatRate(amount)).toBe(Number.isInteger(amount) ? intlWhole.format(amount) : intl.format(amount));
    }
  });

  it('groups counts by thousands', () => {
    expect(formatCount(950)).toBe('950');
    expect(formatCount(2400)).toBe('2,400');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });
});
