import type { EntityManager } from 'typeorm';

/**
 * Whether a stay must sign the rental agreement before it can pay: once the host has published an agreement (a
 * `rental-agreement` content document), a stay with no signature does. A stay that signed an earlier version has
 * signed what it booked under. The API refuses payments on it, and the worker makes no invoice for it until signed.
 */
export async function agreementSignatureNeeded(manager: EntityManager, reservationId: string): Promise<boolean> {
  const [row] = await manager.query<{ needed: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM content_documents WHERE kind = 'rental-agreement')
        AND NOT EXISTS (SELECT 1 FROM agreement_signatures WHERE reservation_id = $1) AS needed`,
    [reservationId],
  );
  return row?.needed ?? false;
}

/** A stored signature with the text as signed and where it came from. */
export interface SignatureRow {
  reservationId: string;
  version: number;
  signedText: string;
  sha256: string;
  name: string;
  signedAt: Date;
  clientIp: string;
}

/** The stay's newest signature, if any. */
export async function latestSignature(manager: EntityManager, reservationId: string): Promise<SignatureRow | null> {
  const rows: SignatureRow[] = await manager.query(
    `SELECT reservation_id AS "reservationId", agreement_version AS version, signed_text AS "signedText",
            text_sha256 AS sha256, typed_name AS name, signed_at AS "signedAt", client_ip AS "clientIp"
       FROM agreement_signatures WHERE reservation_id = $1 ORDER BY agreement_version DESC LIMIT 1`,
    [reservationId],
  );
  return rows[0] ?? null;
}
