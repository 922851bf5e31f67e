import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One saved version of the property settings, kept so the host sees what changed and when. */
@Entity({ name: 'property_settings_changes' })
export class PropertySettingsChangeEntity {
  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @Column({ type: 'jsonb' })
  settings!: Record<string, unknown>;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  changedFields!: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt!: Date;
}
