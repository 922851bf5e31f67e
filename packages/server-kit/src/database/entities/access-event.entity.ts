import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AccessOutcome = 'granted' | 'denied' | 'throttled';

/** The audit log of code checks and sign-ins: who (a hash of the client address), what, when; never a code. */
@Entity({ name: 'access_events' })
export class AccessEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** 'guest-code', 'admin-login' or 'admin-code'. */
  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text' })
  outcome!: AccessOutcome;

  @Column({ type: 'uuid', nullable: true })
  accessCodeId!: string | null;

  @Column({ type: 'text', nullable: true })
  role!: string | null;

  @Column({ type: 'text' })
  clientHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
