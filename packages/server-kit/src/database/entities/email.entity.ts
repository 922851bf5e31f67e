import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type EmailStatus = 'pending' | 'sent' | 'captured' | 'failed';

/** Every email the system sends (or captures, without SendGrid). Keyed by the job that sends it, so a retry never sends twice. */
@Entity({ name: 'emails' })
@Check('emails_status_check', `status IN ('pending', 'sent', 'captured', 'failed')`)
@Index('emails_template_fallbacks_idx', ['templateKey', 'createdAt'], { where: 'template_fallback IS NOT NULL' })
export class EmailEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  idempotencyKey!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ name: 'to_address', type: 'text' })
  to!: string;

  @Column({ type: 'text', nullable: true })
  replyTo!: string | null;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  bodyText!: string;

  @Column({ type: 'text', nullable: true })
  bodyHtml!: string | null;

  /** Kept with their content, so a captured email can be read in full without SendGrid. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments!: { filename: string; contentType: string; contentBase64: string }[];

  @Column({ type: 'text', default: 'pending' })
  status!: EmailStatus;

  @Column({ type: 'text', nullable: true })
  providerMessageId!: string | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** The message template that wrote it (none for a test or an older email). */
  @Column({ type: 'text', nullable: true })
  templateKey!: string | null;

  /** Why the default's words went out instead of the host's saved template, when they did. */
  @Column({ type: 'text', nullable: true })
  templateFallback!: string | null;

  /** host:pid of the process that delivered it. */
  @Column({ type: 'text', nullable: true })
  processedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
