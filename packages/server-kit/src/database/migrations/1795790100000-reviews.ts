import type { MigrationInterface, QueryRunner } from 'typeorm';

const score = (column: string) => `${column} smallint NOT NULL CHECK (${column} BETWEEN 1 AND 5)`;

/**
 * Reviews of direct stays: one per reservation (the unique key refuses a second, whichever process races), the guest's
 * words and scores never changed afterwards (a trigger refuses it, so no code path can edit them), the host's reply
 * and a hiding reason beside them. The thank-you notices are watched too: the site shows "N of M stays reviewed",
 * M being the stays whose guests were asked.
 */
export class Reviews1795790100000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reservation_id uuid NOT NULL UNIQUE REFERENCES reservations (id) ON DELETE CASCADE,
        ${score('overall')},
        ${score('cleanliness')},
        ${score('accuracy')},
        ${score('communication')},
        ${score('location')},
        ${score('value')},
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
        submitted_at timestamptz NOT NULL DEFAULT now(),
        host_reply text CHECK (length(host_reply) BETWEEN 1 AND 2000),
        replied_at timestamptz,
        hidden_reason text CHECK (length(hidden_reason) BETWEEN 1 AND 500),
        hidden_at timestamptz,
        CHECK ((host_reply IS NULL) = (replied_at IS NULL)),
        CHECK ((hidden_reason IS NULL) = (hidden_at IS NULL))
      )`);
    await db.query('CREATE INDEX reviews_newest ON reviews (submitted_at DESC)');
    await db.query(`
      CREATE FUNCTION reviews_keep_the_guests_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.reservation_id, NEW.overall, NEW.cleanliness, NEW.accuracy, NEW.communication, NEW.location, NEW.value,
            NEW.body, NEW.submitted_at)
           IS DISTINCT FROM
           (OLD.reservation_id, OLD.overall, OLD.cleanliness, OLD.accuracy, OLD.communication, OLD.location, OLD.value,
            OLD.body, OLD.submitted_at) THEN
          RAISE EXCEPTION 'a review''s words and scores are the guest''s and cannot be changed';
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(
      'CREATE TRIGGER reviews_keep_the_guests_words BEFORE UPDATE ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_keep_the_guests_words()',
    );
    for (const table of ['reviews', 'stay_notices']) {
      await db.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER stay_notices_changed ON stay_notices');
    await db.query('DROP TABLE reviews');
    await db.query('DROP FUNCTION reviews_keep_the_guests_words()');
  }
}
