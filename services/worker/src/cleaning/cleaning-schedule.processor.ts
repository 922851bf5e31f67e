import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CLEANING_DIGEST_DAYS,
  JobName,
  type Turnover,
  type TurnoverStay,
  addDays,
  isoDateInZone,
} from '@lakehouse/contracts';
import { JobHandler, listTurnovers, loadPropertySettings } from '@lakehouse/server-kit';
import { EmailDelivery } from '../email/email-delivery.js';
import { cleaningScheduleEmail, weekOf } from './cleaning-schedule-email.js';
import { EmailAddressBook } from '@lakehouse/messages';

/** The property's zone: "today", and so the week and the 14 days, are read in it. */
export const CLEANING_TIME_ZONE = Symbol('CLEANING_TIME_ZONE');

/** The list as last emailed, one line per turnover: what a later run compares with to see whether one moved. */
interface SentSchedule {
  to: string;
  turnovers: string[];
}

const stayKey = (stay: TurnoverStay) => `${stay.source}|${stay.checkIn}|${stay.checkOut}|${stay.guestCount ?? ''}`;

const snapshotOf = (turnovers: Turnover[], to: string): SentSchedule => ({
  to,
  turnovers: turnovers.map(
    ({ departure, nextArrival, sameDay }) =>
      `${departure.checkOut} ${sameDay ? 'same-day' : ''} ${stayKey(departure)} ${nextArrival ? stayKey(nextArrival) : ''}`,
  ),
});

/** Only the days both lists cover count: a turnover coming into the 14 days as time passes has not moved. */
function moved(previous: SentSchedule, current: SentSchedule, today: string): boolean {
  const shared = (schedule: SentSchedule) =>
    schedule.turnovers.filter((line) => line.slice(0, 10) >= today && line.slice(0, 10) <= previous.to).join('\n');
  return shared(previous) !== shared(current);
}

const hashOf = ({ to, turnovers }: SentSchedule) =>
  createHash('sha256')
    .update([to, ...turnovers].join('\n'))
    .digest('hex')
    .slice(0, 16);

/**
 * Queued by CleaningScheduleScan. Once per week (Monday's run, or the first after it) the cleaner's address gets the coming 14
 * days of turnovers; between digests, an email whenever those days changed since the last list sent. Each email's
 * delivery key names what it is (the week; the list before and after the change), so a retried or doubled run
 * never sends one twice.
 */
@Injectable()
export class CleaningScheduleProcessor {
  private readonly logger = new Logger(CleaningScheduleProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    private readonly addresses: EmailAddressBook,
    @Inject(CLEANING_TIME_ZONE) private readonly timeZone: string,
  ) {}

  @JobHandler(JobName.SendCleaningSchedule)
  async handle(): Promise<void> {
    // One run at a time (the start-up run, the schedule's, a retry): each then sees what the one before sent.
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('cleaning-schedule'))`);
      await this.run(manager);
    });
  }

  private async run(manager: EntityManager): Promise<void> {
    const [row] = await manager.query<{ digest_email: string | null; last_sent: SentSchedule | null }[]>(
      `SELECT digest_email, last_sent FROM cleaning_schedule WHERE id = 1`,
    );
    const to = row?.digest_email;
    if (!to) return;
    const today = isoDateInZone(new Date(), this.timeZone);
    const until = addDays(today, CLEANING_DIGEST_DAYS);
    // One after another: the queries share the transaction's connection.
    const turnovers = await listTurnovers(manager, today, until);
    const { settings } = await loadPropertySettings(manager);
    const { from } = await this.addresses.current(manager);
    const current = snapshotOf(turnovers, until);
    const week = weekOf(today);
    const [digest] = await manager.query<unknown[]>(`SELECT 1 FROM cleaning_digests WHERE week_of = $1`, [week]);
    const email = (kind: 'digest' | 'changed') =>
      cleaningScheduleEmail({
        kind,
        to,
        from,
        houseName: settings.houseName,
        days: CLEANING_DIGEST_DAYS,
        turnovers,
        times: settings,
      });
    // The email row commits in a transaction of its own (deliverOnce): a run that dies after sending leaves the
    // week or the change unrecorded here, and its retry finds the email already delivered under the same key.
    if (!digest) {
      const outcome = await this.delivery.deliverOnce(`cleaning-digest:${week}`, 'cleaning-digest', email('digest'));
      await manager.query(`INSERT INTO cleaning_digests (week_of, sent_to) VALUES ($1, $2)`, [week, to]);
      await this.remember(manager, current);
      this.logger.log(`cleaning digest for the week of ${week}: ${outcome}`);
      return;
    }
    if (!row.last_sent || !moved(row.last_sent, current, today)) return;
    const key = `cleaning-changed:${hashOf(row.last_sent)}:${hashOf(current)}`;
    const outcome = await this.delivery.deliverOnce(key, 'cleaning-schedule-changed', email('changed'));
    await this.remember(manager, current);
    this.logger.log(`cleaning schedule changed: ${outcome}`);
  }

  private async remember(manager: EntityManager, schedule: SentSchedule): Promise<void> {
    await manager.query(`UPDATE cleaning_schedule SET last_sent = $1 WHERE id = 1`, [JSON.stringify(schedule)]);
  }
}
