import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'referrals' })
export class ReferralEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'referrer_name', type: 'text' })
  referrerName!: string;

  @Column({ name: 'referrer_email', type: 'text' })
  referrerEmail!: string;

  @Column({ name: 'referrer_phone', type: 'text', nullable: true })
  referrerPhone!: string | null;

  @Column({ type: 'text' })
  relationship!: string;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** The role of the session that submitted it, when there was one. */
  @Column({ name: 'submitted_by_role', type: 'text', nullable: true })
  submittedByRole!: string | null;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;
}
