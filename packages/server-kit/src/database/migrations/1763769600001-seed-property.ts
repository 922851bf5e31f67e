import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The house itself. Rates are the spec's defaults (350/night, cleaning 180, linen 80, NH rooms tax 8.5 %).
 * Images start empty: photos arrive through the photo storage scan (the access/admin issue), not as invented paths.
 */
export class SeedProperty1763769600001 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const amenities = [
      'Gigabit cable WiFi with mesh network',
      'Garage parking for 2 with Level 2 EV charger (J1772)',
      'Pellet stove in the den',
      'Fireplace',
      'Game room',
      'Streaming players and smart TVs',
      'Fully equipped kitchen for 11+',
      'Gas grill',
      'Washer and dryer',
      'Pack-n-play and baby gates',
      'Keyless smart-lock entry',
      'Forest views',
      'Community lake, beaches, golf, indoor pool and fitness centre (some for a fee)',
      'Free beach parking pass',
    ];
    await db.query(
      `INSERT INTO properties
         (slug, name, address, images, amenities, bedrooms, bathrooms, max_guests, size_sq_ft,
          base_rate, cleaning_fee, linen_fee, tax_rate)
       VALUES ($1, $2, $3, '[]'::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        'lake-house',
        'Grantham Lake House',
        '14 Lakeview Drive, Grantham, NH 03753',
        JSON.stringify(amenities),
        4,
        3,
        11,
        2800,
        '350',
        '180',
        '80',
        '0.085',
      ],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM properties WHERE slug = 'lake-house'`);
  }
}
