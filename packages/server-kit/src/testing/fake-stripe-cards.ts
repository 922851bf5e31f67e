type StripeObject = Record<string, unknown> & { id: string; object: string };

/** How a saved card answers a later charge or authorization, as Stripe's test cards do. */
export type FakeCardDecline = 'card_declined' | 'insufficient_funds' | 'authentication_required';

const DECLINE_MESSAGES: Record<FakeCardDecline, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
};

/** What confirming a PaymentIntent with a card gave: the intent moved on, or Stripe's card error (HTTP 402). */
export type CardConfirmation = { ok: true } | { ok: false; status: number; body: unknown };

/**
 * The fake's cards: the card a guest pays a hosted invoice with is saved to their customer (as an account whose
 * hosted page saves payment methods does), later off-session charges and holds (`capture_method=manual`) use it,
 * and a test can make it decline.
 */
export class FakeStripeCards {
  readonly paymentMethods = new Map<string, StripeObject>();
  private readonly declines = new Map<string, FakeCardDecline>();

  constructor(private readonly nextId: (prefix: string) => string) {}

  /** A Visa ending 4242 saved to `customer`: what paying the hosted invoice leaves behind. */
  save(customer: string | null): StripeObject {
    const card: StripeObject = {
      id: this.nextId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getFullYear() + 3 },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.paymentMethods.set(card.id, card);
    return card;
  }

  /** From now on the card refuses charges and authorizations with `decline`, until `accept`. */
  decline(paymentMethodId: string, decline: FakeCardDecline = 'card_declined'): void {
    if (!this.paymentMethods.has(paymentMethodId)) throw new Error(`No such payment_method: '${paymentMethodId}'`);
    this.declines.set(paymentMethodId, decline);
  }

  accept(paymentMethodId: string): void {
    this.declines.delete(paymentMethodId);
  }

  ofCustomer(customer: string): StripeObject[] {
    return [...this.paymentMethods.values()].filter((card) => card.customer === customer);
  }

  /**
   * Confirms `intent` with its `payment_method`: a card of the intent's customer that accepts moves it to
   * `succeeded` (or `requires_capture` for a hold); one that declines leaves it `requires_payment_method` with the
   * error Stripe sends for a declined off-session payment.
   */
  confirm(intent: StripeObject): CardConfirmation {
    const cardId = typeof intent.payment_method === 'string' ? intent.payment_method : undefined;
    const card = cardId ? this.paymentMethods.get(cardId) : undefined;
    if (!card) {
      return {
        ok: false,
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such PaymentMethod: '${String(cardId)}'`,
            param: 'payment_method',
          },
        },
      };
    }
    if (intent.customer && card.customer !== intent.customer) {
      return {
        ok: false,
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `The provided PaymentMethod ${card.id} does not belong to the customer ${intent.customer as string}.`,
            param: 'payment_method',
          },
        },
      };
    }
    const decline = this.declines.get(card.id);
    if (decline) {
      intent.status = decline === 'authentication_required' ? 'requires_action' : 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: decline, message: DECLINE_MESSAGES[decline] };
      return {
        ok: false,
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: decline === 'authentication_required' ? 'authentication_required' : 'card_declined',
            decline_code: decline === 'authentication_required' ? 'authentication_required' : decline,
            message: DECLINE_MESSAGES[decline],
            payment_intent: intent,
            payment_method: card,
          },
        },
      };
    }
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
    }
    intent.last_payment_error = null;
    return { ok: true };
  }
}
