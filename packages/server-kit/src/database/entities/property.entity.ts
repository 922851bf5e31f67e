import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

const asNumber = { to: (value: number) => value, from: (value: string) => Number(value) };

@Entity({ name: 'properties' })
@Check('properties_bedrooms_check', 'bedrooms > 0')
@Check('properties_bathrooms_check', 'bathrooms > 0')
@Check('properties_max_guests_check', 'max_guests > 0')
@Check('properties_size_sq_ft_check', 'size_sq_ft > 0')
@Check('properties_base_rate_check', 'base_rate >= 0')
@Check('properties_cleaning_fee_check', 'cleaning_fee >= 0')
@Check('properties_linen_fee_check', 'linen_fee >= 0')
@Check('properties_tax_rate_check', 'tax_rate >= 0 AND tax_rate < 1')
export class PropertyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  address!: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  images!: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
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
