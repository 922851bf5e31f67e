import type { EntityManager } from 'typeorm';
import {
  type AdminPricingRules,
  type PricingRules,
  pricesFromProperty,
  pricingRulesSchema,
} from '@lakehouse/contracts';
import { PRICING_RULES_ID, PricingRulesEntity, PropertyEntity } from '@lakehouse/server-kit';

/**
 * The prices and stay rules as the host sees them: the rules row with the nightly rate, fees and tax rate from
 * `properties` (where the site reads them). Parsed with the contracts' schema, so a hand-edited row cannot reach a
 * quote unchecked. `lock` takes the row FOR UPDATE (a save's transaction).
 */
export async function loadPricingRules(
  manager: EntityManager,
  serverMaxUnpaidHoldsPerCode: number,
  lock = false,
): Promise<AdminPricingRules> {
  return { ...(await loadStoredPricingRules(manager, lock)), serverMaxUnpaidHoldsPerCode };
}

/** The rules with their version, without the server's settings (see loadPricingRules). */
export async function loadStoredPricingRules(
  manager: EntityManager,
  lock = false,
): Promise<{ rules: PricingRules; version: number; updatedAt: string }> {
  const [row, property] = await Promise.all([
    manager.findOne(PricingRulesEntity, {
      where: { id: PRICING_RULES_ID },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    }),
    manager.findOneBy(PropertyEntity, { slug: 'lake-house' }),
  ]);
  if (!row || !property) throw new Error('The pricing rules are missing: run the migrations.');
  return {
    rules: pricingRulesSchema.parse({ ...row.rules, ...pricesFromProperty(property) }),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
