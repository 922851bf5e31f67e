import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A guest access code. Only its keyed hash is stored (HMAC with CODE_HASH_SECRET), never the code. */
@Entity({ name: 'access_codes' })
@Check('access_codes_type_check', `type IN ('family_friend', 'past_guest', 'referred')`)
@Check('access_codes_max_usage_check', 'max_usage IS NULL OR max_usage >= 1')
@Check('access_codes_usage_count_check', 'usage_count >= 0')
export class AccessCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  codeHash!: string;

  /** Which key hashed the code (see CodeHashKeys); null: the legacy key derived from APP_SECRET. */
  @Column({ type: 'text', nullable: true })
  codeHashKeyId!: string | null;

  @Column({ type: 'text' })
  codeMasked!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  /** null = unlimited. */
  @Column({ type: 'integer', nullable: true })
  maxUsage!: number | null;

  @Column({ type: 'integer', default: 0 })
  usageCount!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
