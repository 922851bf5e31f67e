import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One published version of one kind of site content (`house`, `house-rules` …). The highest version of a kind is
 * live; nothing is ever updated in place, so every version stays for the history and a restore.
 */
@Entity({ name: 'content_documents' })
@Check('content_documents_kind_check', `kind ~ '^[a-z]+(-[a-z]+)*$'`)
@Check('content_documents_version_check', 'version >= 1')
@Check('content_documents_body_check', `jsonb_typeof(body) = 'object'`)
export class ContentDocumentEntity {
  @PrimaryColumn({ type: 'text' })
  kind!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  /** The content as the host wrote it (Markdown in its formatted fields), valid against the kind's schema. */
  @Column({ type: 'jsonb' })
  body!: Record<string, unknown>;

  @Column({ type: 'text' })
  publishedBy!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  publishedAt!: Date;
}
