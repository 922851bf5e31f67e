import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The host's stay rules and the prices beyond the property's four (seasons, weekend rate, minimum and maximum
 * nights, booking horizon, unpaid holds per code, card fee): one row (id 1), checked by the contracts' schema on
 * every save. The nightly rate, cleaning and linen fees and tax rate stay on `properties`, where the site reads
 * them. `version` goes up by one on every save; a save names the version it started from.
 */
@Entity({ name: 'pricing_rules' })
@Check('pricing_rules_id_check', 'id = 1')
@Check('pricing_rules_rules_check', `jsonb_typeof(rules) = 'object'`)
@Check('pricing_rules_version_check', 'version >= 1')
export class PricingRulesEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  rules!: Record<string, unknown>;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** The pricing rules' only row. */
export const PRICING_RULES_ID = 1;
