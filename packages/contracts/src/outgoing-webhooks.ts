import { z } from 'zod';
import { doorCodeSchema } from './door-codes.js';

/** What a stay webhook announces: a stay's life, and the door codes a lock should accept. */
export const STAY_EVENTS = ['stay.confirmed', 'stay.changed', 'stay.cancelled'] as const;
export const DOOR_CODE_EVENTS = ['door-code.issued', 'door-code.revoked'] as const;
export const STAY_WEBHOOK_EVENTS = [...STAY_EVENTS, ...DOOR_CODE_EVENTS] as const;
export const stayWebhookEventTypeSchema = z.enum(STAY_WEBHOOK_EVENTS);
export type StayWebhookEventType = z.infer<typeof stayWebhookEventTypeSchema>;
export type StayEventType = (typeof STAY_EVENTS)[number];
export type DoorCodeEventType = (typeof DOOR_CODE_EVENTS)[number];

const eventEnvelope = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });

/**
 * The JSON body the host's endpoint receives: no guest name, contact details or money. A stay event carries the stay
 * (`arrivalTime` once the guest has said when they arrive); a door-code event the code and when the lock should
 * accept it, for a lock service to program or remove.
 */
export const stayWebhookEventSchema = z.discriminatedUnion('type', [
  eventEnvelope.extend({
    type: z.enum(STAY_EVENTS),
    data: z.object({
      reference: z.string(),
      checkIn: z.iso.date(),
      checkOut: z.iso.date(),
      guestCount: z.number().int().positive(),
      status: z.enum(['confirmed', 'cancelled']),
      arrivalTime: z.string().nullable(),
    }),
  }),
  eventEnvelope.extend({
    type: z.enum(DOOR_CODE_EVENTS),
    data: doorCodeSchema.extend({ reference: z.string() }),
  }),
]);
export type StayWebhookEvent = z.infer<typeof stayWebhookEventSchema>;

/** The headers every delivery carries; the signature is over `${timestamp}.${body}`. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  type: stayWebhookEventTypeSchema,
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /api/admin/webhook`: the endpoint, its signing secret, and the latest deliveries. */
export const webhookSettingsSchema = z.object({
  url: z.url().nullable(),
  secret: z.string().nullable(),
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

/** `PUT /api/admin/webhook`: where the stay events go (null: nowhere). A first address gets a new secret. */
export const saveWebhookSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter the address that receives the events, starting with https://.' })
    .max(2000)
    .nullable(),
});
export type SaveWebhook = z.infer<typeof saveWebhookSchema>;
