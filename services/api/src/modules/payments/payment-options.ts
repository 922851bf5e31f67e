import Stripe from 'stripe';
import type { AppConfig } from '@lakehouse/server-kit';

/** The API's Stripe client, or null in manual mode (no STRIPE_SECRET_KEY). */
export const STRIPE = Symbol('STRIPE');

export const PAYMENT_OPTIONS = Symbol('PAYMENT_OPTIONS');

export interface PaymentOptions {
  /** STRIPE_WEBHOOK_SECRET; unset: the webhook answers 503. */
  webhookSecret: string | undefined;
}

export function createStripeClient(config: AppConfig): Stripe | null {
  if (!config.stripeSecretKey) return null;
  // The SDK retries network errors with the same Idempotency-Key; STRIPE_API_BASE_URL points it at a fake in tests.
  return new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(config.stripeApi ?? {}) });
}
