import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The host's name and photo join the host's settings, for the host card on the home page. The name is seeded as a
 * sample like the other invented values, until the host sets their own; no photo until the host picks one of the
 * photo folder's branding/ files (the card then shows the name's initial).
 */
export class HostCard1795800710000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE property_settings
         SET settings = settings || '{"hostName": "Alex", "hostPhoto": ""}'::jsonb,
             sample_fields = sample_fields || '["hostName"]'::jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE property_settings
         SET settings = settings - 'hostName' - 'hostPhoto',
             sample_fields = sample_fields - 'hostName'`);
  }
}
