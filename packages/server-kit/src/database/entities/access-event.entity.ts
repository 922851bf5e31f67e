import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccessCodeEntity } from './access-code.entity.js';

export type AccessOutcome = 'granted' | 'denied' | 'throttled';

/** The audit log of code checks and sign-ins: who (a hash of the client address), what, when; never a code. */
@Entity({ name: 'access_events' })
@Check('access_events_outcome_check', `outcome IN ('granted', 'denied', 'throttled')`)
@Index('access_events_created_idx', ['createdAt'])
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

  /** Deleting a code keeps its events (the audit log), unlinked. */
  @ManyToOne(() => AccessCodeEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'access_code_id', foreignKeyConstraintName: 'access_events_access_code_id_fkey' })
  accessCode?: AccessCodeEntity | null;

  @Column({ type: 'text', nullable: true })
  role!: string | null;

  @Column({ type: 'text' })
  clientHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
