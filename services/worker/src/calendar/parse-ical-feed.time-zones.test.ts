import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { nightsClosedBy, parseIcalFeed, type FeedBlock } from './parse-ical-feed.js';

const run = promisify(execFile);
const fixtures = path.join(import.meta.dirname, 'fixtures');
const harness = path.join(import.meta.dirname, 'time-zone-harness.mjs');
const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York'];

/** What the parser gives in this (jest's) process: the reference every other zone must match. */
function reference(): Record<string, FeedBlock[]> {
  const results: Record<string, FeedBlock[]> = {};
  for (const name of readdirSync(fixtures)
    .filter((file) => file.endsWith('.ics'))
    .sort()) {
    results[name] = parseIcalFeed(readFileSync(path.join(fixtures, name), 'utf8'), {
      timeZone: 'America/New_York',
      now: new Date('2026-11-22T12:00:00Z'),
    });
  }
  return results;
}

// Each zone runs in its own node process started with that TZ: the zone can't change inside a process.
describe('the parser in every server time zone', () => {
  const expected = reference();

  it('has the all-day checks of the fixtures to compare (sanity)', () => {
    expect(nightsClosedBy(expected['dst.ics']!)).toContain('2027-03-14');
    expect(nightsClosedBy(expected['airbnb.ics']!)).not.toContain('2027-01-17');
  });

  it.each(zones)('TZ=%s gives the same blocks', async (zone) => {
    const { stdout } = await run(process.execPath, [harness, fixtures], {
      env: { ...process.env, TZ: zone, NODE_OPTIONS: '' },
      cwd: import.meta.dirname,
      timeout: 30_000,
    });
    const { offset, results } = JSON.parse(stdout) as { offset: number; results: Record<string, FeedBlock[]> };
    // The child really ran in that zone (minutes west of UTC on 1 January).
    const offsets: Record<string, number> = {
      UTC: 0,
      'America/Los_Angeles': 480,
      'Pacific/Kiritimati': -840,
      'Pacific/Pago_Pago': 660,
      'America/New_York': 300,
    };
    expect(offset).toBe(offsets[zone]);
    expect(results).toEqual(expected);
  });
});
