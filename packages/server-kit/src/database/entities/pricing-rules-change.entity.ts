import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One saved version of the prices and stay rules (all of them, the property's four included), kept for the host. */
@Entity({ name: 'pricing_rules_changes' })
export class PricingRulesChangeEntity {
  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @Column({ type: 'jsonb' })
  rules!: Record<string, unknown>;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  changedFields!: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt!: Date;
}
