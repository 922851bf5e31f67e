import { z } from 'zod';

/** What a stay webhook announces. */
export const STAY_WEBHOOK_EVENTS = ['stay.confirmed', 'stay.changed', 'stay.cancelled'] as const;
export const stayWebhookEventTypeSchema = z.enum(STAY_WEBHOOK_EVENTS);
export type StayWebhookEventType = z.infer<typeof stayWebhookEventTypeSchema>;

/** The JSON body the host's endpoint receives: no guest name, contact details or money. */
export const stayWebhookEventSchema = z.object({
  id: z.uuid(),
  type: stayWebhookEventTypeSchema,
  createdAt: z.iso.datetime(),
  data: z.object({
    reference: z.string(),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    guestCount: z.number().int().positive(),
    status: z.enum(['confirmed', 'cancelled']),
  }),
});
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
