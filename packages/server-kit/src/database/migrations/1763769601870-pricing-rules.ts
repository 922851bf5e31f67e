import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The host's prices and stay rules beyond the property's nightly rate, fees and tax rate (which stay on
 * `properties`): one row (id 1) whose `version` goes up on every save, a row per version in
 * `pricing_rules_changes`, and the table-change trigger so the API's cached rates drop on a save. Seeded with no
 * rule beyond the spec's: no season, no weekend rate, 1 to 60 nights, no horizon, the server's unpaid-holds
 * setting, no card fee.
 */
export class PricingRules1763769601870 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pricing_rules (
        id integer PRIMARY KEY CHECK (id = 1),
        rules jsonb NOT NULL CHECK (jsonb_typeof(rules) = 'object'),
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE pricing_rules_changes (
        version integer PRIMARY KEY,
        rules jsonb NOT NULL,
        changed_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    const rules = {
      weekendNightlyRate: null,
      seasons: [],
      minimumNights: 1,
      maximumNights: 60,
      bookingHorizonDays: null,
      maxUnpaidHoldsPerCode: null,
      cardFeePercent: null,
    };
    await db.query(`INSERT INTO pricing_rules (id, rules, version) VALUES (1, $1::jsonb, 1)`, [JSON.stringify(rules)]);
    await db.query(
      `INSERT INTO pricing_rules_changes (version, rules, changed_fields) VALUES (1, $1::jsonb, '[]'::jsonb)`,
      [JSON.stringify(rules)],
    );
    await db.query(
      `CREATE TRIGGER pricing_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pricing_rules FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE pricing_rules_changes');
    await db.query('DROP TABLE pricing_rules');
  }
}
