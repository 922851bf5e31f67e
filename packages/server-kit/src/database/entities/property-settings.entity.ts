import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The host's settings for the house: one row (id 1). `settings` is checked by the contracts' schema on every save;
 * `sampleFields` names the values still seeded as samples; `version` goes up by one on every save, and a save
 * names the version it started from, so an edit made elsewhere is never overwritten.
 */
@Entity({ name: 'property_settings' })
@Check('property_settings_id_check', 'id = 1')
@Check('property_settings_settings_check', `jsonb_typeof(settings) = 'object'`)
@Check('property_settings_sample_fields_check', `jsonb_typeof(sample_fields) = 'array'`)
@Check('property_settings_version_check', 'version >= 1')
export class PropertySettingsEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  settings!: Record<string, unknown>;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  sampleFields!: string[];

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** The settings' only row. */
export const PROPERTY_SETTINGS_ID = 1;
