import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CleaningFeedLink, type CleaningSchedule, addDays, isoDateInZone } from '@lakehouse/contracts';
import { listTurnovers, loadPropertySettings } from '@lakehouse/server-kit';
import { CLEANING_OPTIONS, type CleaningOptions } from './cleaning-options.js';
import { TURNOVER_DAYS } from './queries/list-turnovers.handler.js';
import { writeTurnoverCalendar } from './turnover-calendar.js';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The cleaner's private calendar link and where the digest goes; the host sets both on the Turnovers page. */
@Injectable()
export class CleaningScheduleService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLEANING_OPTIONS) private readonly options: CleaningOptions,
  ) {}

  async schedule(): Promise<CleaningSchedule> {
    const [row] = await this.dataSource.query<{ feed_token_hash: string | null; digest_email: string | null }[]>(
      `SELECT feed_token_hash, digest_email FROM cleaning_schedule WHERE id = 1`,
    );
    return { feedLinkActive: Boolean(row?.feed_token_hash), digestEmail: row?.digest_email ?? null };
  }

  /** A new secret link; only its hash is kept, so the link is shown this once and the previous one stops working. */
  async newFeedLink(): Promise<CleaningFeedLink> {
    const secret = randomBytes(32).toString('base64url');
    await this.dataSource.query(`UPDATE cleaning_schedule SET feed_token_hash = $1, updated_at = now() WHERE id = 1`, [
      hashOf(secret),
    ]);
    return { feedPath: `/api/turnovers/${secret}.ics` };
  }

  async turnOffFeed(): Promise<void> {
    await this.dataSource.query(`UPDATE cleaning_schedule SET feed_token_hash = NULL, updated_at = now() WHERE id = 1`);
  }

  async saveDigestEmail(digestEmail: string | null): Promise<CleaningSchedule> {
    await this.dataSource.query(`UPDATE cleaning_schedule SET digest_email = $1, updated_at = now() WHERE id = 1`, [
      digestEmail,
    ]);
    return this.schedule();
  }

  /** The feed's text for a secret whose hash is the stored one, else null (the same answer as no feed at all). */
  async feed(secret: string): Promise<string | null> {
    const [row] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM cleaning_schedule WHERE id = 1 AND feed_token_hash = $1`,
      [hashOf(secret)],
    );
    if (!row) return null;
    const from = isoDateInZone(new Date(), this.options.timeZone);
    const [turnovers, { settings }] = await Promise.all([
      listTurnovers(this.dataSource.manager, from, addDays(from, TURNOVER_DAYS)),
      loadPropertySettings(this.dataSource.manager),
    ]);
    return writeTurnoverCalendar(turnovers, settings, settings.houseName);
  }
}
