import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One iCal feed we import (today only the property-management system's), with the health of its last syncs. */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeedEntity {
  /** A short name, e.g. 'pms-ical'. */
  @PrimaryColumn({ type: 'text' })
  source!: string;

  /** Where the last sync read it from (a URL, or 'sample:<file>' for the sample feed). */
  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastSuccessAt!: Date | null;

  /** The last failure's message; kept after a later success, with its time, for the host to see. */
  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastErrorAt!: Date | null;

  /** Blocks stored by the last successful sync. */
  @Column({ type: 'integer', default: 0 })
  eventsCount!: number;
}
