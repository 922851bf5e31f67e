import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { writeOutboxEntry } from '@lakehouse/server-kit';
import { scheduleScan } from '../scheduled-scan.js';

/** How often the cleaner's schedule is looked at: the digest goes out within this of Monday, a change within this. */
const CLEANING_CHECK_MINUTES = 15;

/**
 * Queues the cleaner's schedule job every CLEANING_CHECK_MINUTES while the host has set an address for it. Every
 * process hosting the processors scans (@nestjs/schedule, like the stay emails); the check's time is taken by a
 * compare-and-swap in the transaction that queues the job, so however many processes scan, one job goes per interval.
 */
@Injectable()
export class CleaningScheduleScan implements OnApplicationBootstrap {
  private readonly logger = new Logger(CleaningScheduleScan.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly schedules: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    scheduleScan(this.schedules, {
      name: CleaningScheduleScan.name,
      intervalMs: CLEANING_CHECK_MINUTES * 60_000,
      scan: () => this.scan(),
      logger: this.logger,
      failure: 'the cleaning schedule was not checked',
    });
  }

  /** Returns whether this scan queued the job. */
  async scan(): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [, taken] = await manager.query<[unknown, number]>(
        `UPDATE cleaning_schedule SET checked_at = now()
          WHERE id = 1 AND digest_email IS NOT NULL
            AND (checked_at IS NULL OR checked_at < now() - make_interval(mins => $1) + interval '30 seconds')`,
        [CLEANING_CHECK_MINUTES],
      );
      if (taken !== 1) return false;
      await writeOutboxEntry(manager, JobName.SendCleaningSchedule, {});
      return true;
    });
  }
}
