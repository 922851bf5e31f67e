import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isoDateInZone } from '@lakehouse/contracts';
import { CalendarBlockEntity, CalendarFeedEntity, lockBookingCalendar } from '@lakehouse/server-kit';
import { CALENDAR_FEED_OPTIONS, type CalendarFeedOptions } from './calendar-feed-options.js';
import { fetchFeedText } from './fetch-feed.js';
import { type FeedBlock, parseIcalFeed } from './parse-ical-feed.js';

/** A feed answer larger than this is cut off while it streams in and refused (docs/security.md, Limits). */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** A feed that last gave at least this many future blocks and now gives none is refused, not believed. */
const SUDDEN_EMPTY_THRESHOLD = 3;

/** One feed to sync: the source its blocks are stored under, and where it is read from. */
interface FeedTarget {
  source: string;
  /** Unset: the sample feed file. */
  url: string | undefined;
}

export interface SyncOutcome {
  source: string;
  blocks: number;
  newConflicts: number;
}

/** Errors may come from another realm (under jest), so no instanceof. */
function isError(error: unknown): error is Error {
  return typeof error === 'object' && error !== null && 'message' in error && 'name' in error;
}

/** Cut down what a feed answered to something safe to store and log. */
function describeError(error: unknown): string {
  const message = isError(error) ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 500);
}

/**
 * Fetches a feed (the settings' one, or one the host added), parses it fully, then in ONE transaction under the
 * booking-calendar lock replaces that source's blocks (and only those) and flags blocks that land on held/confirmed direct bookings. Any failure before that keeps
 * the last good blocks and records the error. Running it twice gives the same state.
 */
@Injectable()
export class CalendarFeedSync implements OnModuleInit {
  private readonly logger = new Logger(CalendarFeedSync.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CALENDAR_FEED_OPTIONS) private readonly options: CalendarFeedOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    const usesSample = this.options.enabled !== false && !this.options.url;
    if (!usesSample) await this.forgetSampleBlocks();
    // The feed URL may carry a secret (Airbnb's do), so only its origin is logged.
    if (this.options.enabled === false) {
      this.logger.log(`calendar feed ${this.options.source}: off (ICAL_FEED_URL unset or none)`);
      return;
    }
    const where = this.options.url
      ? `${new URL(this.options.url).origin} (ICAL_FEED_URL)`
      : `the sample feed ${this.options.sampleFile} (ICAL_FEED_URL=sample)`;
    this.logger.log(`calendar feed ${this.options.source}: ${where}`);
  }

  /**
   * The sample's blocks are invented: once the sample is no longer asked for, blocks an earlier run imported
   * from it go (with their conflicts and feed status), rather than closing real nights to guests until a sync.
   */
  private async forgetSampleBlocks(): Promise<void> {
    const { source } = this.options;
    const forgotten = await this.dataSource.transaction(async (manager) => {
      await lockBookingCalendar(manager);
      // A DELETE answers [rows, count] through TypeORM's Postgres driver.
      const [feeds] = await manager.query<[unknown[], number]>(
        `DELETE FROM calendar_feeds WHERE source = $1 AND url LIKE 'sample:%' RETURNING source`,
        [source],
      );
      if (feeds.length === 0) return false;
      await manager.query(`DELETE FROM calendar_conflicts WHERE source = $1`, [source]);
      await manager.delete(CalendarBlockEntity, { source });
      return true;
    });
    if (forgotten) this.logger.log(`${source}: the sample feed's blocks were removed (the sample is no longer used)`);
  }

  private location(target: FeedTarget): string {
    return target.url ?? `sample:${path.basename(this.options.sampleFile)}`;
  }

  /** The feed of the settings (ICAL_FEED_URL, or the sample with ICAL_FEED_URL=sample). */
  async sync(now = new Date()): Promise<SyncOutcome> {
    if (this.options.enabled === false) return { source: this.options.source, blocks: 0, newConflicts: 0 };
    return this.syncFeed({ source: this.options.source, url: this.options.url }, now);
  }

  /** A feed the host added in the admin, by its source. */
  async syncHostFeed(source: string, now = new Date()): Promise<SyncOutcome> {
    const [feed] = await this.dataSource.query<{ url: string }[]>(
      `SELECT url FROM calendar_feeds WHERE source = $1 AND added_by_host`,
      [source],
    );
    if (!feed) throw new Error(`Calendar feed ${source} no longer exists.`);
    return this.syncFeed({ source, url: feed.url }, now);
  }

  /** One feed by its source: the settings' feed or one the host added. */
  syncOne(source: string, now = new Date()): Promise<SyncOutcome> {
    return source === this.options.source ? this.sync(now) : this.syncHostFeed(source, now);
  }

  /**
   * Every feed, one after the other and each on its own: one failing (kept at its last good blocks, its error
   * recorded) never stops or touches the others. Throws after all ran if any failed, so the queue logs it.
   */
  async syncAll(now = new Date()): Promise<SyncOutcome[]> {
    const hostFeeds = await this.dataSource.query<{ source: string }[]>(
      `SELECT source FROM calendar_feeds WHERE added_by_host ORDER BY created_at, source`,
    );
    const runs: (() => Promise<SyncOutcome>)[] = [
      () => this.sync(now),
      ...hostFeeds.map(
        ({ source }) =>
          () =>
            this.syncHostFeed(source, now),
      ),
    ];
    const outcomes: SyncOutcome[] = [];
    const failures: string[] = [];
    for (const run of runs) {
      try {
        outcomes.push(await run());
      } catch (error) {
        failures.push(describeError(error));
      }
    }
    if (failures.length > 0) throw new Error(failures.join(' '));
    return outcomes;
  }

  private async syncFeed(target: FeedTarget, now: Date): Promise<SyncOutcome> {
    let blocks: FeedBlock[];
    try {
      const body = await this.fetchBody(target);
      blocks = parseIcalFeed(body, { timeZone: this.options.timeZone, now });
      await this.refuseSuddenEmpty(target, blocks, now);
    } catch (error) {
      const message = describeError(error);
      await this.recordFailure(target, message, now);
      throw new Error(`Calendar feed ${target.source} not synced (last good data kept): ${message}`, { cause: error });
    }
    const outcome = await this.dataSource.transaction((manager) => this.replaceBlocks(manager, target, blocks, now));
    this.logger.log(
      `${target.source}: ${outcome.blocks} block(s) stored${outcome.newConflicts ? `, ${outcome.newConflicts} new conflict(s) with direct bookings flagged` : ''}`,
    );
    return outcome;
  }

  private async fetchBody(target: FeedTarget): Promise<string> {
    if (!target.url) return readFile(this.options.sampleFile, 'utf8');
    return fetchFeedText(target.url, {
      allowLocalNetwork: this.options.allowLocalNetwork === true,
      timeoutMs: this.options.fetchTimeoutMs,
      maxBytes: MAX_FEED_BYTES,
    });
  }

  /**
   * A feed that had stays and suddenly lists none is far likelier broken (an outage answering an empty
   * calendar, a reset export link) than a house emptied at once: keep the last good blocks and tell the host.
   */
  private async refuseSuddenEmpty(target: FeedTarget, blocks: FeedBlock[], now: Date): Promise<void> {
    const today = isoDateInZone(now, this.options.timeZone);
    if (blocks.some((block) => block.endsOn > today)) return;
    const [{ count }] = await this.dataSource.query<[{ count: number }]>(
      `SELECT count(*)::int AS count FROM calendar_blocks WHERE source = $1 AND ends_on > $2`,
      [target.source, today],
    );
    if (count >= SUDDEN_EMPTY_THRESHOLD) {
      throw new Error(
        `The feed suddenly lists no upcoming stays or blocks, where the last good sync had ${count}, so it was not believed. Check the calendar and its export link in the property-management system.`,
      );
    }
  }

  private async recordFailure(target: FeedTarget, message: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO calendar_feeds (source, url, last_attempt_at, last_error, last_error_at)
       VALUES ($1, $2, $3, $4, $3)
       ON CONFLICT (source) DO UPDATE SET url = EXCLUDED.url, last_attempt_at = $3, last_error = $4, last_error_at = $3, sync_requested_at = NULL`,
      [target.source, this.location(target), now, message],
    );
    this.logger.warn(`${target.source}: sync failed, keeping the last good blocks: ${message}`);
  }

  private async replaceBlocks(
    manager: EntityManager,
    target: FeedTarget,
    blocks: FeedBlock[],
    now: Date,
  ): Promise<SyncOutcome> {
    // The booking transaction takes the same lock, so a booking never checks half-replaced blocks.
    await lockBookingCalendar(manager);
    const { source } = target;
    await manager.delete(CalendarBlockEntity, { source });
    for (let i = 0; i < blocks.length; i += 500) {
      await manager.insert(
        CalendarBlockEntity,
        blocks.slice(i, i + 500).map((block) => ({ source, ...block })),
      );
    }
    await manager.upsert(
      CalendarFeedEntity,
      {
        source,
        url: this.location(target),
        lastAttemptAt: now,
        lastSuccessAt: now,
        eventsCount: blocks.length,
        syncRequestedAt: null,
      },
      ['source'],
    );
    const newConflicts = await this.flagConflicts(manager, source, now);
    return { source, blocks: blocks.length, newConflicts };
  }

  /**
   * A feed block overlapping a held (unexpired) or confirmed direct booking is flagged for the host; a flag
   * whose overlap is gone is marked resolved. Flags are keyed by block occurrence and booking, so re-syncs
   * don't duplicate them.
   */
  private async flagConflicts(manager: EntityManager, source: string, now: Date): Promise<number> {
    const active = `r.status = 'confirmed' OR (r.status = 'held' AND r.hold_expires_at > $2)`;
    const inserted = await manager.query<{ id: string }[]>(
      `INSERT INTO calendar_conflicts (source, uid, starts_on, ends_on, title, reservation_id, detected_at)
       SELECT b.source, b.uid, b.starts_on, b.ends_on, b.title, r.id, $2
         FROM calendar_blocks b
         JOIN reservations r ON daterange(b.starts_on, b.ends_on, '[)') && daterange(r.check_in, r.check_out, '[)')
        WHERE b.source = $1 AND (${active})
       ON CONFLICT (source, uid, starts_on, reservation_id) WHERE resolved_at IS NULL DO NOTHING
       RETURNING id`,
      [source, now],
    );
    await manager.query(
      `UPDATE calendar_conflicts c SET resolved_at = $2
        WHERE c.source = $1 AND c.resolved_at IS NULL AND NOT EXISTS (
          SELECT 1 FROM calendar_blocks b JOIN reservations r ON r.id = c.reservation_id
           WHERE b.source = c.source AND b.uid = c.uid AND b.starts_on = c.starts_on
             AND daterange(b.starts_on, b.ends_on, '[)') && daterange(r.check_in, r.check_out, '[)')
             AND (${active}))`,
      [source, now],
    );
    if (inserted.length > 0)
      this.logger.warn(`${source}: ${inserted.length} feed block(s) land on direct bookings; see calendar_conflicts`);
    return inserted.length;
  }
}
