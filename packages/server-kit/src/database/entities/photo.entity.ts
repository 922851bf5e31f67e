import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A photo in the photo store: its address, the host's words for it and how many of its variants exist. */
@Entity({ name: 'photos' })
@Check('photos_path_check', `path LIKE '/photos/%'`)
@Check('photos_source_check', `source IN ('upload', 'folder')`)
@Check('photos_width_check', 'width > 0')
@Check('photos_height_check', 'height > 0')
@Check('photos_variants_ready_check', 'variants_ready BETWEEN 0 AND 3')
export class PhotoEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Its address on the site (`/photos/u/<hash>.jpg`), also its store key and its name in the manifest. */
  @Column({ type: 'text', unique: true })
  path!: string;

  /** SHA-256 of the bytes as uploaded (or as found in the folder). */
  @Column({ type: 'text', unique: true })
  contentHash!: string;

  @Column({ type: 'text' })
  fileName!: string;

  @Column({ type: 'text' })
  source!: 'upload' | 'folder';

  @Column({ type: 'text', default: '' })
  caption!: string;

  @Column({ type: 'text', default: '' })
  alt!: string;

  @Column({ type: 'text', default: '' })
  room!: string;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ type: 'integer', default: 0 })
  variantsReady!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
