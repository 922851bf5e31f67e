import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

const asNumber = { to: (value: number) => value, from: (value: string) => Number(value) };

@Entity({ name: 'properties' })
export class PropertyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  address!: string;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  images!: string[];

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  amenities!: string[];

  @Column({ type: 'integer' })
  bedrooms!: number;

  @Column({ type: 'numeric', transformer: asNumber })
  bathrooms!: number;

  @Column({ type: 'integer' })
  maxGuests!: number;

  @Column({ name: 'size_sq_ft', type: 'integer' })
  size!: number;

  // Money stays `numeric` and travels as text: no float rounding between the database and the invoice.
  @Column({ type: 'numeric' })
  baseRate!: string;

  @Column({ type: 'numeric' })
  cleaningFee!: string;

  @Column({ type: 'numeric' })
  linenFee!: string;

  @Column({ type: 'numeric' })
  taxRate!: string;
}
