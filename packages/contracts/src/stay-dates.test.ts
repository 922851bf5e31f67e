import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { stayDate } from './stay-dates.js';

const schema = z.object({ date: stayDate('Check-in date') });
const parse = (date: unknown) => schema.safeParse({ date });

describe('stayDate', () => {
  it('keeps a plain date', () => {
    expect(parse('2026-06-13').data?.date).toBe('2026-06-13');
  });

  it("reads a timestamp as the date it names at the house (a browser's local midnight sent as UTC)", () => {
    expect(parse('2026-06-13T04:00:00.000Z').data?.date).toBe('2026-06-13');
    expect(parse('2026-01-10T05:00:00Z').data?.date).toBe('2026-01-10');
    expect(parse('2026-06-14T02:00:00Z').data?.date).toBe('2026-06-13');
  });

  it('refuses impossible or malformed dates with a readable message', () => {
    for (const bad of ['2026-02-30', '13/06/2026', 'tomorrow', '', 20260613]) {
      const result = parse(bad);
      expect(result.success).toBe(false);
    }
    expect(parse('2026-02-30').error?.issues[0]?.message).toBe('Check-in date must be a date (yyyy-MM-dd)');
  });
});
