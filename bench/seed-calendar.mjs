// A lived-in calendar for the window the bench reads: confirmed stays and feed blocks, as the house would have.
import pg from 'pg';
import { addDaysIso } from './dates.mjs';

export async function seedCalendar(databaseUrl, today) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO calendar_feeds (source, url, last_attempt_at, last_success_at) VALUES ('pms-ical', 'https://pms.example/feed.ics', now(), now())`,
    );
    for (let week = 1; week <= 12; week += 2) {
      await client.query(
        `INSERT INTO calendar_blocks (source, uid, title, starts_on, ends_on) VALUES ('pms-ical', $1, 'Reserved', $2, $3)`,
        [`bench-${week}@pms`, addDaysIso(today, week * 7), addDaysIso(today, week * 7 + 3)],
      );
      await client.query(
        `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents, confirmed_at)
         VALUES ('confirmed', $1, $2, 'Bench Guest', 'bench@example.com', 4, '{}', 150000, now())`,
        [addDaysIso(today, week * 7 + 8), addDaysIso(today, week * 7 + 11)],
      );
    }
  } finally {
    await client.end();
  }
}
