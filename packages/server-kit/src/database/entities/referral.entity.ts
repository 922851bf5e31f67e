import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'referrals' })
export class ReferralEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  referrerName!: string;

  @Column({ type: 'text' })
  referrerEmail!: string;

  @Column({ type: 'text', nullable: true })
  referrerPhone!: string | null;

  @Column({ type: 'text' })
  relationship!: string;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** The role of the session that submitted it, when there was one. */
  @Column({ type: 'text', nullable: true })
  submittedByRole!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt!: Date;
}
