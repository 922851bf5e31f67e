// Runs the calendar parser in a fresh node process, so the TZ given to that process really applies
// (a time zone can't be changed inside a running process). Used by parse-ical-feed.time-zones.test.ts:
//   TZ=Pacific/Kiritimati node time-zone-harness.mjs <fixtures dir>  → prints JSON {offset, results}
import { register } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

register('./ts-source-loader.mjs', import.meta.url);
const { parseIcalFeed } = await import('./parse-ical-feed.ts');

const fixtures = process.argv[2];
const results = {};
for (const name of readdirSync(fixtures)
  .filter((file) => file.endsWith('.ics'))
  .sort()) {
  results[name] = parseIcalFeed(readFileSync(path.join(fixtures, name), 'utf8'), {
    timeZone: 'America/New_York',
    now: new Date('2026-11-22T12:00:00Z'),
  });
}
process.stdout.write(JSON.stringify({ offset: new Date(2027, 0, 1).getTimezoneOffset(), results }));
