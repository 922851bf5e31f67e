import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Nights the host closes themselves (an owner stay, maintenance): [startsOn, endsOn), the end being the day the
 * house is free again. Guests see them as blocked and the iCal export publishes them; the note stays with the host.
 * No two overlap: the add command checks that under the booking-calendar lock.
 */
@Entity({ name: 'owner_blocks' })
@Check('owner_blocks_check', 'ends_on > starts_on')
@Check('owner_blocks_kind_check', "kind IN ('owner_stay', 'maintenance')")
export class OwnerBlockEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  kind!: 'owner_stay' | 'maintenance';

  /** yyyy-MM-dd, the first blocked night. */
  @Column({ type: 'date' })
  startsOn!: string;

  /** yyyy-MM-dd, exclusive: free again that day. */
  @Column({ type: 'date' })
  endsOn!: string;

  @Column({ type: 'text', default: '' })
  note!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
