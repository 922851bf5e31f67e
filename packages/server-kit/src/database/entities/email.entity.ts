import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type EmailStatus = 'pending' | 'sent' | 'captured' | 'failed';

/** Every email the system sends (or captures, without SendGrid). Keyed by the job that sends it, so a retry never sends twice. */
@Entity({ name: 'emails' })
export class EmailEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ name: 'to_address', type: 'text' })
  to!: string;

  @Column({ name: 'reply_to', type: 'text', nullable: true })
  replyTo!: string | null;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ name: 'body_text', type: 'text' })
  bodyText!: string;

  @Column({ name: 'body_html', type: 'text', nullable: true })
  bodyHtml!: string | null;

  /** Kept with their content, so a captured email can be read in full without SendGrid. */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  attachments!: { filename: string; contentType: string; contentBase64: string }[];

  @Column({ type: 'text', default: 'pending' })
  status!: EmailStatus;

  @Column({ name: 'provider_message_id', type: 'text', nullable: true })
  providerMessageId!: string | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** host:pid of the process that delivered it. */
  @Column({ name: 'processed_by', type: 'text', nullable: true })
  processedBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
