import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The listings' ratings on the outside platforms become the host's settings, seeded with the spec's (4.88 from 8
 * reviews and 5 from 10) and marked as samples until the host copies their own.
 */
export class PlatformRatings1795788166968 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE property_settings
         SET settings = settings || '{"airbnbRating": "4.88", "airbnbReviewCount": "8", "vrboRating": "5", "vrboReviewCount": "10"}'::jsonb,
             sample_fields = sample_fields || '["airbnbRating", "airbnbReviewCount", "vrboRating", "vrboReviewCount"]'::jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE property_settings
         SET settings = settings - 'airbnbRating' - 'airbnbReviewCount' - 'vrboRating' - 'vrboReviewCount',
             sample_fields = sample_fields - 'airbnbRating' - 'airbnbReviewCount' - 'vrboRating' - 'vrboReviewCount'`);
  }
}
