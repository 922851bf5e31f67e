import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One iCal feed we import, with the health of its last syncs: the settings' feed (ICAL_FEED_URL, or the sample with =sample,
 * source 'pms-ical') and those the host adds in the admin (Airbnb, VRBO, ...), each synced on its own.
 */
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

  /** What the host calls it ('Airbnb'); '' for the settings' feed. */
  @Column({ type: 'text', default: '' })
  name!: string;

  /** Added in the admin (its `url` is the one to read); false for the settings' feed. */
  @Column({ type: 'boolean', default: false })
  addedByHost!: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** Set by 'Sync now', cleared when the feed's next sync ends (well or not): the admin shows it as in progress. */
  @Column({ type: 'timestamptz', nullable: true })
  syncRequestedAt!: Date | null;
}
