import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The host's choice of photos: one row (id 1). `hero` is null when unset; `version` goes up by one on every
 * save, and a save names the version it started from, so an edit made elsewhere is never overwritten.
 */
@Entity({ name: 'photo_manifest' })
@Check('photo_manifest_id_check', 'id = 1')
@Check('photo_manifest_curated_check', `jsonb_typeof(curated) = 'array'`)
@Check('photo_manifest_excluded_check', `jsonb_typeof(excluded) = 'array'`)
@Check('photo_manifest_version_check', 'version >= 0')
export class PhotoManifestEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'text', nullable: true })
  hero!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  curated!: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  excluded!: string[];

  @Column({ type: 'integer', default: 0 })
  version!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** The manifest's only row. */
export const PHOTO_MANIFEST_ID = 1;
