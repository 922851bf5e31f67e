import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A guest access code. Only its keyed hash is stored (HMAC with the app secret), never the code. */
@Entity({ name: 'access_codes' })
export class AccessCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'code_hash', type: 'text', unique: true })
  codeHash!: string;

  @Column({ name: 'code_masked', type: 'text' })
  codeMasked!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** null = unlimited. */
  @Column({ name: 'max_usage', type: 'integer', nullable: true })
  maxUsage!: number | null;

  @Column({ name: 'usage_count', type: 'integer', default: 0 })
  usageCount!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
