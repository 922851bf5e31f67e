import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A stretch of nights a feed closes: [startsOn, endsOn), the end being the checkout day (free). A recurring
 * event gives one row per occurrence, so (source, uid, startsOn) is unique. Replaced as a whole per source.
 */
@Entity({ name: 'calendar_blocks' })
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
