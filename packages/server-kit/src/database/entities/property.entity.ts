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

  @Column({ name: 'max_guests', type: 'integer' })
  maxGuests!: number;

  @Column({ name: 'size_sq_ft', type: 'integer' })
  size!: number;

  // Money stays `numeric` and travels as text: no float rounding between the database and the invoice.
  @Column({ name: 'base_rate', type: 'numeric' })
  baseRate!: string;

  @Column({ name: 'cleaning_fee', type: 'numeric' })
  cleaningFee!: string;

  @Column({ name: 'linen_fee', type: 'numeric' })
  linenFee!: string;

  @Column({ name: 'tax_rate', type: 'numeric' })
  taxRate!: string;
}
