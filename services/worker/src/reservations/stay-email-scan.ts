import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload, PROPERTY_TIME_ZONE, dateInPropertyZone } from '@lakehouse/contracts';
import { type StayNoticeKind, loadPropertySettings, showDueDoorCodes, writeOutboxEntry } from '@lakehouse/server-kit';
import { scheduleScan } from '../scheduled-scan.js';

/** How often the scan runs, in ms (STAY_EMAIL_SCAN_SECONDS, 5 minutes by default). */
export const STAY_EMAIL_SCAN_INTERVAL = Symbol('STAY_EMAIL_SCAN_INTERVAL');

/**
 * When each scheduled email of a stay is due, in the house's time zone ($1 today there, $2 the zone, $3 now, $4 and $5
 * the host's check-in and check-out times): a reminder 6 hours before an unpaid hold ends; entry instructions 24 hours
 * before check-in (at once for a stay confirmed later than that); a thank-you at check-out time the day after
 * check-out (up to 3 days late, after an outage); the request for who is coming 14 days before arrival (at once for a
 * stay confirmed later) and its reminder 3 days before (not on the request's heels), each only while the guest has not said.
 */
const DUE_NOTICES = `
  SELECT id, 'hold-reminder' AS kind FROM reservations
   WHERE status = 'held' AND hold_expires_at > $3 AND hold_expires_at <= $3::timestamptz + interval '6 hours'
  UNION ALL
  SELECT id, 'entry-instructions' FROM reservations
   WHERE status = 'confirmed' AND check_in >= $1::date AND ((check_in - 1) + $4::time) AT TIME ZONE $2 <= $3
  UNION ALL
  SELECT id, 'thank-you' FROM reservations
   WHERE status = 'confirmed' AND check_out >= $1::date - 3 AND ((check_out + 1) + $5::time) AT TIME ZONE $2 <= $3
  UNION ALL
  SELECT id, 'arrival-details-request' FROM reservations r
   WHERE status = 'confirmed' AND check_in > $1::date AND check_in - 14 <= $1::date
     AND NOT EXISTS (SELECT 1 FROM arrival_details a WHERE a.reservation_id = r.id)
  UNION ALL
  SELECT id, 'arrival-details-reminder' FROM reservations r
   WHERE status = 'confirmed' AND check_in > $1::date AND check_in - 3 <= $1::date
     AND NOT EXISTS (SELECT 1 FROM arrival_details a WHERE a.reservation_id = r.id)
     AND EXISTS (SELECT 1 FROM stay_notices n WHERE n.reservation_id = r.id AND n.kind = 'arrival-details-request'
                  AND n.queued_at <= $3::timestamptz - interval '1 day')`;

/** The email each notice sends: both requests for the arrival details are the same email. */
const emailOf = (kind: StayNoticeKind): JobPayload<JobName.SendReservationEmail>['email'] =>
  kind === 'arrival-details-reminder' ? 'arrival-details-request' : kind;

/**
 * Queues the stays' scheduled emails, and shows the door codes whose time has come. Every process hosting the processors scans (@nestjs/schedule); a notice's row
 * is inserted in the transaction that queues its email, so concurrent scans, retries and restarts queue each once.
 */
@Injectable()
export class StayEmailScan implements OnApplicationBootstrap {
  private readonly logger = new Logger(StayEmailScan.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly schedules?: SchedulerRegistry,
    @Inject(STAY_EMAIL_SCAN_INTERVAL) private readonly intervalMs?: number,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.schedules || !this.intervalMs) return;
    scheduleScan(this.schedules, {
      name: StayEmailScan.name,
      intervalMs: this.intervalMs,
      scan: () => this.scan(),
      logger: this.logger,
      failure: 'the scheduled stay emails were not scanned',
    });
  }

  /** Returns how many emails this scan queued. */
  async scan(now: Date = new Date()): Promise<number> {
    const queued = await this.dataSource.transaction(async (manager) => {
      // First, so an arrival email queued below finds its stay's door code shown.
      const shown = await showDueDoorCodes(manager, now);
      if (shown.length > 0) this.logger.log(`door code shown to ${shown.length} guest(s)`);
      const { settings } = await loadPropertySettings(manager);
      const rows = await manager.query<{ reservationId: string; kind: StayNoticeKind }[]>(
        `INSERT INTO stay_notices (reservation_id, kind)
         SELECT id, kind FROM (${DUE_NOTICES}) due
         ON CONFLICT DO NOTHING
         RETURNING reservation_id AS "reservationId", kind`,
        [dateInPropertyZone(now), PROPERTY_TIME_ZONE, now, settings.checkInTime, settings.checkOutTime],
      );
      for (const { reservationId, kind } of rows) {
        await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId, email: emailOf(kind) });
      }
      return rows.length;
    });
    // No nudge: the relay's next poll (a second) is soon enough for mail scheduled hours ahead.
    if (queued > 0) this.logger.log(`${queued} scheduled stay email(s) queued`);
    return queued;
  }
}
