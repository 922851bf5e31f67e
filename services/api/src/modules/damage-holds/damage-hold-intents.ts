import type { EntityManager } from 'typeorm';

/** Whether a PaymentIntent is one of the damage deposit's authorizations (its capture is a claim, not a stay's payment). */
export async function isDamageHoldIntent(manager: EntityManager, paymentIntentId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(`SELECT 1 FROM damage_holds WHERE payment_intent_id = $1`, [
    paymentIntentId,
  ]);
  return rows.length > 0;
}
