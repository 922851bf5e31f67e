import { Command } from '@nestjs/cqrs';

export interface StripeWebhookResult {
  received: true;
  /** True when this event id was seen before: nothing was done. */
  duplicate: boolean;
}

/** A Stripe webhook delivery: the raw body as sent (the signature covers these exact bytes) and its signature header. */
export class HandleStripeWebhookCommand extends Command<StripeWebhookResult> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
