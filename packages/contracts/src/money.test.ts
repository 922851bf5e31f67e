import { describe, expect, it } from '@jest/globals';
import { formatCents, formatDollars, formatRate } from './money.js';

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
});
