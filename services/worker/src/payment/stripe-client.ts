import Stripe from 'stripe';
import type { AppConfig } from '@lakehouse/server-kit';

/** The Stripe SDK client, or null in manual mode (no STRIPE_SECRET_KEY). */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * One client per process. The SDK retries network errors itself, re-sending the same Idempotency-Key, so a
 * retry never makes a second object; STRIPE_API_BASE_URL points it at a local fake in tests.
 */
export function createStripeClient(config: AppConfig): Stripe | null {
  if (!config.stripeSecretKey) return null;
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.stripeApi ?? {}),
  });
}
