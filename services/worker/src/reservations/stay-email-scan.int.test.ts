import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { dataSourceOptions } from '@lakehouse/server-kit';
import { createTestDatabase, type TestDatabase } from '@lakehouse/server-kit/testing';
import { StayEmailScan } from './stay-email-scan.js';

describe('the scheduled stay emails, on real Postgres, in the house time zone', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let scan: StayEmailScan;
  const ids: Record<string, string> = {};

  async function insert(
    name: string,
    fields: { status: string; checkIn: string; checkOut: string; holdExpiresAt?: string },
  ): Promise<void> {
    const [row] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents, hold_expires_at)
       VALUES ($1, $2, $3, 'Ada Lovelace', 'ada@example.com', 2, '{}', 0, $4) RETURNING id`,
      [fields.status, fields.checkIn, fields.checkOut, fields.holdExpiresAt ?? null],
    );
    ids[name] = row!.id;
  }

  /** The emails queued so far, as 'name kind', sorted. */
  async function queued(): Promise<string[]> {
    const rows = await dataSource.query<{ payload: { reservationId: string; email: string } }[]>(
      `SELECT payload FROM outbox WHERE job_name = $1`,
      [JobName.SendReservationEmail],
    );
    const nameOf = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return rows.map(({ payload }) => `${nameOf[payload.reservationId]} ${payload.email}`).sort();
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    scan = new StayEmailScan(dataSource);
    // Summer: New Hampshire is on EDT (UTC-4).
    await insert('holdEndingIn5h', {
      status: 'held',
      checkIn: '2027-08-01',
      checkOut: '2027-08-03',
      holdExpiresAt: '2027-07-09T23:00:00Z',
    });
    await insert('holdEndingIn7h', {
      status: 'held',
      checkIn: '2027-08-05',
      checkOut: '2027-08-07',
      holdExpiresAt: '2027-07-10T01:00:00Z',
    });
    await insert('arrivingTomorrow', { status: 'confirmed', checkIn: '2027-07-10', checkOut: '2027-07-11' });
    await insert('leftYesterday', { status: 'confirmed', checkIn: '2027-07-05', checkOut: '2027-07-08' });
    await insert('arrivingIn2Days', { status: 'confirmed', checkIn: '2027-07-12', checkOut: '2027-07-13' });
    await insert('expired', {
      status: 'expired',
      checkIn: '2027-07-10',
      checkOut: '2027-07-11',
      holdExpiresAt: '2027-07-08T00:00:00Z',
    });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const at = (instant: string) => scan.scan(new Date(instant));

  it('each email goes out at its time in EDT, not a minute before: thank-you 10:00 AM, reminder 6 h before the hold ends, entry details 3:00 PM the day before', async () => {
    expect(await at('2027-07-09T13:59:00Z')).toBe(0);
    expect(await at('2027-07-09T14:00:00Z')).toBe(1);
    expect(await queued()).toEqual(['leftYesterday thank-you']);
    expect(await at('2027-07-09T16:59:00Z')).toBe(0);
    expect(await at('2027-07-09T17:00:00Z')).toBe(1);
    expect(await at('2027-07-09T18:59:00Z')).toBe(0);
    expect(await at('2027-07-09T19:00:00Z')).toBe(2);
    expect(await queued()).toEqual([
      'arrivingTomorrow entry-instructions',
      'holdEndingIn5h hold-reminder',
      'holdEndingIn7h hold-reminder',
      'leftYesterday thank-you',
    ]);
  });

  it('concurrent scans, and a scan after a restart, queue each email once; an expired hold gets nothing', async () => {
    const counts = await Promise.all(Array.from({ length: 6 }, () => at('2027-07-11T19:00:00Z')));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await new StayEmailScan(dataSource).scan(new Date('2027-07-11T20:00:00Z'))).toBe(0);
    expect((await queued()).filter((line) => line.startsWith('arrivingIn2Days') || line.startsWith('expired'))).toEqual(
      ['arrivingIn2Days entry-instructions'],
    );
    expect(await queued()).toHaveLength(5);
  });

  it("follows the host's check-in time: with check-in at 5:00 PM the entry details go out at 5:00 PM the day before", async () => {
    await dataSource.query(
      `UPDATE property_settings SET settings = settings || '{"checkInTime": "17:00"}'::jsonb WHERE id = 1`,
    );
    await insert('arrivingLater', { status: 'confirmed', checkIn: '2027-07-20', checkOut: '2027-07-22' });
    expect(await at('2027-07-19T19:00:00Z')).toBe(0);
    expect(await at('2027-07-19T20:59:00Z')).toBe(0);
    expect(await at('2027-07-19T21:00:00Z')).toBe(1);
    expect((await queued()).filter((line) => line.startsWith('arrivingLater'))).toEqual([
      'arrivingLater entry-instructions',
    ]);
  });
});
