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

  /** A stay; one confirmed has said who is coming unless `arrivalGiven` is false (those requests are tested apart). */
  async function insert(
    name: string,
    fields: { status: string; checkIn: string; checkOut: string; holdExpiresAt?: string },
    { arrivalGiven = true } = {},
  ): Promise<void> {
    const [row] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents, hold_expires_at)
       VALUES ($1, $2, $3, 'Ada Lovelace', 'ada@example.com', 2, '{}', 0, $4) RETURNING id`,
      [fields.status, fields.checkIn, fields.checkOut, fields.holdExpiresAt ?? null],
    );
    ids[name] = row!.id;
    if (arrivalGiven && fields.status === 'confirmed') await giveArrival(name);
  }

  const giveArrival = (name: string) =>
    dataSource.query(
      `INSERT INTO arrival_details (reservation_id, adults, arrival_time) VALUES ($1, '{Ada}', '16:00')`,
      [ids[name]],
    );

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

  it('asks who is coming 14 days before arrival and reminds 3 days before, until the guest says', async () => {
    await insert(
      'arrivingAug20',
      { status: 'confirmed', checkIn: '2027-08-20', checkOut: '2027-08-21' },
      { arrivalGiven: false },
    );
    await insert(
      'arrivingAug21',
      { status: 'confirmed', checkIn: '2027-08-21', checkOut: '2027-08-23' },
      { arrivalGiven: false },
    );
    const asked = async (name: string) => (await queued()).filter((line) => line.startsWith(name));
    // Noon in New Hampshire (EDT), day by day.
    await at('2027-08-05T16:00:00Z');
    expect(await asked('arrivingAug20')).toEqual([]);
    await at('2027-08-06T16:00:00Z');
    expect(await asked('arrivingAug20')).toEqual(['arrivingAug20 arrival-details-request']);
    await at('2027-08-16T16:00:00Z');
    expect(await asked('arrivingAug20')).toHaveLength(1);
    // The other guest answered in between: no reminder for them.
    await giveArrival('arrivingAug21');
    await at('2027-08-17T16:00:00Z');
    await at('2027-08-18T16:00:00Z');
    expect(await asked('arrivingAug20')).toEqual([
      'arrivingAug20 arrival-details-request',
      'arrivingAug20 arrival-details-request',
    ]);
    expect(await asked('arrivingAug21')).toEqual(['arrivingAug21 arrival-details-request']);
  });

  it('a stay confirmed 2 days before arrival is asked once at once, not asked and reminded in one go', async () => {
    await insert(
      'confirmedLate',
      { status: 'confirmed', checkIn: '2027-09-03', checkOut: '2027-09-05' },
      { arrivalGiven: false },
    );
    await at('2027-09-01T16:00:00Z');
    expect((await queued()).filter((line) => line.startsWith('confirmedLate'))).toEqual([
      'confirmedLate arrival-details-request',
    ]);
  });
});
