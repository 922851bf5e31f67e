import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The house's map coordinates join the host's settings (schema.org geo for search engines). The seeded values are
 * the Eastman community's, marked as samples like the other seeded values until the host sets their own.
 */
export class SettingsCoordinates1763769601877 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE property_settings
         SET settings = settings || '{"latitude": "43.4926", "longitude": "-72.1426"}'::jsonb,
             sample_fields = sample_fields || '["latitude", "longitude"]'::jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE property_settings
         SET settings = settings - 'latitude' - 'longitude',
             sample_fields = sample_fields - 'latitude' - 'longitude'`);
  }
}
