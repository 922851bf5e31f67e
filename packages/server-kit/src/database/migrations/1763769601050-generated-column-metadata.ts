import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STAY_EXPRESSION } from '../entities/reservation.entity.js';

/**
 * TypeORM keeps the expression of a generated column in its typeorm_metadata table, and reads it back when it
 * compares the entities with the database (migration:generate). reservations.stay was created by hand, so the
 * table and its row were missing; this adds them, exactly as TypeORM writes them.
 */
export class GeneratedColumnMetadata1763769601050 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS typeorm_metadata (
        "type" varchar NOT NULL, "database" varchar, "schema" varchar, "table" varchar, "name" varchar, "value" text
      )`);
    await db.query(
      `INSERT INTO typeorm_metadata ("type", "database", "schema", "table", "name", "value")
       VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'reservations', 'stay', $1)`,
      [STAY_EXPRESSION],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DELETE FROM typeorm_metadata WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'reservations' AND "name" = 'stay'`,
    );
  }
}
