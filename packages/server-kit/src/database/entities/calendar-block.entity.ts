import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A stretch of nights a feed closes: [startsOn, endsOn), the end being the checkout day (free). A recurring
 * event gives one row per occurrence, so (source, uid, startsOn) is unique. Replaced as a whole per source.
 */
@Entity({ name: 'calendar_blocks' })
@Unique('calendar_blocks_source_uid_starts_on_key', ['source', 'uid', 'startsOn'])
@Check('calendar_blocks_check', 'ends_on > starts_on')
export class CalendarBlockEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  source!: string;

  @Column({ type: 'text' })
  uid!: string;

  @Column({ type: 'text' })
  title!: string;

  /** yyyy-MM-dd, the first blocked night. */
  @Column({ type: 'date' })
  startsOn!: string;

  /** yyyy-MM-dd, exclusive: the checkout day. */
  @Column({ type: 'date' })
  endsOn!: string;
}
