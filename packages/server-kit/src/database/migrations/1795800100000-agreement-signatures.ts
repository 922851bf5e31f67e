import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signatures of the rental agreement: one per stay and version (the unique key refuses a second), holding the text
 * as signed and its SHA-256, the name the guest typed, when, and from which address. A signature is evidence, so a
 * trigger refuses any change to it whatever code path tries. The agreement's versions are content documents
 * (`rental-agreement`), so only the signatures need a table.
 */
export class AgreementSignatures1795800100000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE agreement_signatures (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
        agreement_version integer NOT NULL CHECK (agreement_version >= 1),
        signed_text text NOT NULL CHECK (length(signed_text) BETWEEN 1 AND 200000),
        text_sha256 char(64) NOT NULL CHECK (text_sha256 ~ '^[0-9a-f]{64}$'),
        typed_name text NOT NULL CHECK (length(typed_name) BETWEEN 1 AND 120),
        signed_at timestamptz NOT NULL DEFAULT now(),
        client_ip text NOT NULL CHECK (length(client_ip) BETWEEN 1 AND 64),
        UNIQUE (reservation_id, agreement_version)
      )`);
    await db.query(`
      CREATE FUNCTION agreement_signatures_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'a signed rental agreement cannot be changed';
      END $$`);
    await db.query(
      'CREATE TRIGGER agreement_signatures_never_change BEFORE UPDATE ON agreement_signatures FOR EACH ROW EXECUTE FUNCTION agreement_signatures_never_change()',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE agreement_signatures');
    await db.query('DROP FUNCTION agreement_signatures_never_change()');
  }
}
