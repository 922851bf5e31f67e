import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeCardDecline, FakeStripeCards } from './fake-stripe-cards.js';
import { type FakeStripeHostedOptions, hostedInvoiceHtml, stripeSignature } from './fake-stripe-hosted-page.js';

/** One request as the fake saw it, for assertions. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form-encoded body, decoded into nested objects (`metadata[reservationId]` -> { metadata: { reservationId } }). */
  params: Record<string, unknown>;
  /** What happened to it: answered, replayed from an idempotency key, or failed on purpose. */
  outcome: 'answered' | 'replayed' | 'network-error' | 'server-error' | 'lost-response';
}

/**
 * How the next requests fail: `network-error` destroys the socket before doing anything, `server-error`
 * answers 500 without doing anything, `lost-response` does the work (and remembers the idempotency key)
 * but destroys the socket instead of answering, as a connection cut after Stripe committed would.
 */
export type FakeStripeFailure = 'network-error' | 'server-error' | 'lost-response';

type StripeObject = Record<string, unknown> & { id: string; object: string };

interface StoredResponse {
  status: number;
  /** The answer as it was sent first (JSON), not the object as it is now. */
  json: string;
  path: string;
}

/**
 * A local stand-in for the part of Stripe's HTTP API the booking service uses, reached through the SDK's
 * `host`/`port`/`protocol` options: customers, invoice items, invoices (finalize, void, delete a draft), invoice
 * payments, payment intents (+ confirm with a saved card, off session or as a hold with `capture_method=manual`,
 * capture, cancel), payment methods and refunds. The card that pays a hosted invoice is saved to the customer;
 * `declineCard` makes it refuse later charges and `expireAuthorization` lets a hold lapse as a card network does. `payInvoice` and `succeedPaymentIntent` play the guest paying
 * on Stripe's side, refused as Stripe refuses them (a void invoice, a cancelled intent).
 * Honours `Idempotency-Key` like Stripe (same key, same answer, no second object) and can fail on demand.
 * A finalized invoice's `hosted_invoice_url` is the fake's own page (`/hosted/invoices/<id>`): its Pay button pays
 * the invoice as `payInvoice` does, sends the signed `invoice.paid` event to `hosted.webhook` and sends the guest
 * back to the site (`hosted.siteUrl`), so a browser test can run the whole payment.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  readonly customers = new Map<string, StripeObject>();
  readonly invoiceItems = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly invoicePayments = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  private readonly cards = new FakeStripeCards((prefix) => this.nextId(prefix));
  private readonly idempotent = new Map<string, StoredResponse>();
  private readonly failures: { kind: FakeStripeFailure; pathPattern: RegExp | undefined }[] = [];
  /** Ids differ between runs of the fake, as Stripe's do: a site's database outlives one fake (e2e reuses it). */
  private counter = Date.now() % 1_000_000_000;
  private server: http.Server | undefined;

  /** Where the hosted invoice page sends the webhook and the guest; may be filled in once the site listens. */
  constructor(readonly hosted: FakeStripeHostedOptions = {}) {}

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  /** For STRIPE_API_BASE_URL. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Fail the next `count` requests (only those whose path matches `pathPattern`, when given). */
  failNext(count: number, kind: FakeStripeFailure, pathPattern?: RegExp): void {
    for (let i = 0; i < count; i += 1) this.failures.push({ kind, pathPattern });
  }

  /** The cards saved to a customer, oldest first. */
  savedCards(customerId: string): StripeObject[] {
    return this.cards.ofCustomer(customerId);
  }

  /** A card saved to `customerId` without a payment, as if paid with before: for tests that start after paying. */
  saveCard(customerId: string): string {
    return this.cards.save(customerId).id;
  }

  /** The card refuses every later charge and authorization with `decline` until `acceptCard`. */
  declineCard(paymentMethodId: string, decline: FakeCardDecline = 'card_declined'): void {
    this.cards.decline(paymentMethodId, decline);
  }

  acceptCard(paymentMethodId: string): void {
    this.cards.accept(paymentMethodId);
  }

  /** An authorization (a `requires_capture` intent) lapses, as a card network drops one after about 7 days. */
  expireAuthorization(paymentIntentId: string): void {
    const intent = this.paymentIntents.get(paymentIntentId);
    if (intent?.status !== 'requires_capture')
      throw new Error(`${paymentIntentId} is not an authorization waiting for capture (${String(intent?.status)})`);
    intent.status = 'canceled';
    intent.cancellation_reason = 'automatic';
    intent.amount_capturable = 0;
  }

  /** Forget every object, request and failure (between tests). */
  reset(): void {
    this.requests.length = 0;
    this.customers.clear();
    this.invoiceItems.clear();
    this.invoices.clear();
    this.paymentIntents.clear();
    this.invoicePayments.clear();
    this.refunds.clear();
    this.cards.paymentMethods.clear();
    this.idempotent.clear();
    this.failures.length = 0;
  }

  /** Listens on `port` (any free one by default). */
  async start(port = 0): Promise<this> {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => this.handle(request, response, body));
    });
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse, body: string): void {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    // The guest's browser, not the API: no key, not recorded among the API requests.
    if (path.startsWith('/hosted/')) {
      void this.hostedPage(method, path, response);
      return;
    }
    const idempotencyKey = headerValue(request.headers['idempotency-key']);
    const params = decodeForm(method === 'GET' ? url.search.slice(1) : body);
    const record: FakeStripeRequest = { method, path, idempotencyKey, params, outcome: 'answered' };
    this.requests.push(record);

    const failureIndex = this.failures.findIndex((failure) => !failure.pathPattern || failure.pathPattern.test(path));
    const failure = failureIndex >= 0 ? this.failures.splice(failureIndex, 1)[0]!.kind : undefined;
    if (failure === 'network-error') {
      record.outcome = 'network-error';
      request.socket.destroy();
      return;
    }
    if (failure === 'server-error') {
      record.outcome = 'server-error';
      send(response, 500, { error: { type: 'api_error', message: 'The fake Stripe was told to fail.' } });
      return;
    }

    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_')) {
      send(response, 401, { error: { type: 'invalid_request_error', message: 'No valid API key provided.' } });
      return;
    }

    const replayKey = method === 'POST' && idempotencyKey ? idempotencyKey : undefined;
    const stored = replayKey ? this.idempotent.get(replayKey) : undefined;
    let answer: StoredResponse;
    if (stored) {
      record.outcome = 'replayed';
      answer = stored;
    } else {
      const routed = this.route(method, path, params);
      answer = { status: routed.status, json: JSON.stringify(routed.body), path };
      // Stripe keeps the answer of a key, errors included, except those it never processed (5xx).
      if (replayKey && answer.status < 500) this.idempotent.set(replayKey, answer);
    }
    if (failure === 'lost-response') {
      record.outcome = 'lost-response';
      request.socket.destroy();
      return;
    }
    send(response, answer.status, answer.json, stored ? { 'idempotent-replayed': 'true' } : {});
  }

  private route(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } {
    const segments = path.split('/').filter(Boolean);
    if (segments[0] !== 'v1') return notFound(path);
    const [, resource, id, action] = segments;
    if (method === 'POST' && resource === 'customers' && !id) return created(this.createCustomer(params));
    if (method === 'POST' && resource === 'invoiceitems' && !id) return this.createInvoiceItem(params);
    if (method === 'POST' && resource === 'invoices' && !id) return this.createInvoice(params);
    if (method === 'POST' && resource === 'invoices' && id && action === 'finalize') return this.finalizeInvoice(id);
    if (method === 'GET' && resource === 'invoices' && id && !action) return found(this.invoices.get(id), path);
    if (method === 'POST' && resource === 'invoices' && id && action === 'void') return this.voidInvoice(id);
    if (method === 'DELETE' && resource === 'invoices' && id && !action) return this.deleteDraftInvoice(id);
    if (method === 'GET' && resource === 'invoice_payments' && !id) return this.listInvoicePayments(params);
    if (method === 'POST' && resource === 'payment_intents' && id && action === 'cancel')
      return this.cancelPaymentIntent(id, params);
    if (method === 'POST' && resource === 'refunds' && !id) return this.createRefund(params);
    if (method === 'GET' && resource === 'refunds' && !id) {
      // Newest first, as Stripe lists them; `payment_intent` narrows the list.
      const data = [...this.refunds.values()]
        .filter((refund) => !params.payment_intent || refund.payment_intent === params.payment_intent)
        .reverse();
      return { status: 200, body: { object: 'list', url: '/v1/refunds', data, has_more: false } };
    }
    if (method === 'POST' && resource === 'payment_intents' && id && action === 'capture')
      return this.capturePaymentIntent(id, params);
    if (method === 'POST' && resource === 'payment_intents' && !id) return this.createAndConfirm(params);
    if (method === 'GET' && resource === 'payment_methods' && id && !action)
      return found(this.cards.paymentMethods.get(id), path);
    if (method === 'GET' && resource === 'customers' && id && action === 'payment_methods')
      return { status: 200, body: { object: 'list', data: this.cards.ofCustomer(id), has_more: false } };
    if (method === 'GET' && resource === 'payment_intents' && id && !action)
      return found(this.paymentIntents.get(id), path);
    if (method === 'GET' && resource === 'payment_intents' && !id) {
      // Newest first, as Stripe lists them; `customer` narrows the list.
      const data = [...this.paymentIntents.values()]
        .filter((intent) => !params.customer || intent.customer === params.customer)
        .reverse();
      return { status: 200, body: { object: 'list', url: '/v1/payment_intents', data, has_more: false } };
    }
    if (method === 'GET' && resource === 'customers' && id && !action) return found(this.customers.get(id), path);
    return notFound(path);
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake_${this.counter}`;
  }

  private createCustomer(params: Record<string, unknown>): StripeObject {
    const customer: StripeObject = {
      id: this.nextId('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      phone: params.phone ?? null,
      metadata: params.metadata ?? {},
      created: now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createInvoiceItem(params: Record<string, unknown>): { status: number; body: unknown } {
    if (typeof params.customer !== 'string' || !this.customers.has(params.customer)) {
      return invalid(`No such customer: '${String(params.customer)}'`, 'customer');
    }
    const invoiceId = typeof params.invoice === 'string' ? params.invoice : null;
    const invoice = invoiceId ? this.invoices.get(invoiceId) : undefined;
    if (invoiceId && !invoice) return invalid(`No such invoice: '${invoiceId}'`, 'invoice');
    if (invoice && invoice.status !== 'draft') return invalid(`Invoice ${invoiceId} is no longer a draft.`, 'invoice');
    const amount = Number(params.amount);
    if (!Number.isInteger(amount)) return invalid('amount must be an integer number of cents.', 'amount');
    const item: StripeObject = {
      id: this.nextId('ii'),
      object: 'invoiceitem',
      amount,
      currency: params.currency ?? 'usd',
      customer: params.customer,
      description: params.description ?? null,
      invoice: invoiceId,
      metadata: params.metadata ?? {},
      date: now(),
      livemode: false,
    };
    this.invoiceItems.set(item.id, item);
    if (invoice) this.recomputeInvoice(invoice);
    return created(item);
  }

  private createInvoice(params: Record<string, unknown>): { status: number; body: unknown } {
    if (typeof params.customer !== 'string' || !this.customers.has(params.customer)) {
      return invalid(`No such customer: '${String(params.customer)}'`, 'customer');
    }
    const invoice: StripeObject = {
      id: this.nextId('in'),
      object: 'invoice',
      customer: params.customer,
      status: 'draft',
      collection_method: params.collection_method ?? 'charge_automatically',
      days_until_due: params.days_until_due === undefined ? null : Number(params.days_until_due),
      currency: params.currency ?? 'usd',
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      amount_due: 0,
      total: 0,
      lines: { object: 'list', data: [], has_more: false },
      hosted_invoice_url: null,
      invoice_pdf: null,
      due_date: null,
      created: now(),
      livemode: false,
    };
    // pending_invoice_items_behavior=include pulls the customer's pending items in, as Stripe does.
    if (params.pending_invoice_items_behavior === 'include') {
      for (const item of this.invoiceItems.values()) {
        if (item.customer === invoice.customer && item.invoice === null) item.invoice = invoice.id;
      }
    }
    this.invoices.set(invoice.id, invoice);
    this.recomputeInvoice(invoice);
    return created(invoice);
  }

  private finalizeInvoice(id: string): { status: number; body: unknown } {
    const invoice = this.invoices.get(id);
    if (!invoice) return notFound(`/v1/invoices/${id}`);
    if (invoice.status !== 'draft') return invalid(`This invoice is already finalized.`, 'invoice');
    invoice.status = 'open';
    invoice.number = `FAKE-${id.split('_').pop()!.padStart(4, '0')}`;
    invoice.hosted_invoice_url = `${this.baseUrl}/hosted/invoices/${id}`;
    invoice.invoice_pdf = `${this.baseUrl}/hosted/invoices/${id}/pdf`;
    const days = typeof invoice.days_until_due === 'number' ? invoice.days_until_due : 0;
    invoice.due_date = now() + days * 86_400;
    return { status: 200, body: invoice };
  }

  private recomputeInvoice(invoice: StripeObject): void {
    const lines = [...this.invoiceItems.values()]
      .filter((item) => item.invoice === invoice.id)
      .map((item) => ({
        id: `il_${item.id}`,
        object: 'line_item',
        amount: item.amount,
        description: item.description,
        invoice_item: item.id,
      }));
    const total = lines.reduce((sum, line) => sum + Number(line.amount), 0);
    invoice.lines = { object: 'list', data: lines, has_more: false };
    invoice.total = total;
    invoice.amount_due = total;
  }

  /** The guest pays an open invoice on the hosted page: a succeeded PaymentIntent, the invoice paid. */
  payInvoice(invoiceId: string): { paymentIntentId: string } {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`No such invoice: '${invoiceId}'`);
    if (invoice.status !== 'open')
      throw new Error(`This invoice can no longer be paid: it is ${String(invoice.status)}.`);
    const intent = this.createPaymentIntent({
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: invoice.customer,
      metadata: {},
    });
    intent.payment_method = this.cards.save(typeof invoice.customer === 'string' ? invoice.customer : null).id;
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    const payment: StripeObject = {
      id: this.nextId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: invoice.amount_due,
      amount_requested: invoice.amount_due,
      currency: invoice.currency,
      is_default: true,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: intent.id },
      created: now(),
      livemode: false,
    };
    this.invoicePayments.set(payment.id, payment);
    return { paymentIntentId: intent.id };
  }

  /**
   * The hosted invoice page: GET shows it, POST …/pay pays it, sends the signed `invoice.paid` event to the site's
   * webhook (as Stripe would, once) and redirects the guest to the site's done step for the reservation.
   */
  private async hostedPage(method: string, path: string, response: http.ServerResponse): Promise<void> {
    const [, , , id, action] = path.split('/');
    const invoice = id ? this.invoices.get(id) : undefined;
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    if (!invoice || (action !== undefined && action !== 'pay')) {
      html(404, '<!doctype html><title>Not found</title><h1>No such invoice</h1>');
      return;
    }
    if (method !== 'POST' || action !== 'pay') {
      html(200, hostedInvoiceHtml(invoice));
      return;
    }
    try {
      this.payInvoice(invoice.id);
    } catch (error) {
      html(400, hostedInvoiceHtml(invoice, error instanceof Error ? error.message : String(error)));
      return;
    }
    try {
      await this.sendEvent('invoice.paid', invoice);
    } catch (error) {
      html(
        502,
        hostedInvoiceHtml(
          invoice,
          `The payment went through, but the site was not told: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      return;
    }
    const reservationId = (invoice.metadata as Record<string, unknown> | undefined)?.reservationId;
    if (this.hosted.siteUrl && typeof reservationId === 'string') {
      response.writeHead(303, {
        location: `${this.hosted.siteUrl}/book/done?reservation=${encodeURIComponent(reservationId)}`,
      });
      response.end();
      return;
    }
    html(200, hostedInvoiceHtml(invoice));
  }

  /** Posts a signed event about `object` to the configured webhook; throws unless the site answers 2xx. */
  async sendEvent(type: string, object: StripeObject): Promise<void> {
    const webhook = this.hosted.webhook;
    if (!webhook) return;
    const payload = JSON.stringify({
      id: this.nextId('evt'),
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const answer = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, webhook.secret) },
      body: payload,
    });
    if (!answer.ok) throw new Error(`the webhook answered ${answer.status}: ${await answer.text()}`);
  }

  /** The guest completes a PaymentIntent in the browser. */
  succeedPaymentIntent(id: string): void {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw new Error(`No such payment_intent: '${id}'`);
    if (intent.status === 'canceled' || intent.status === 'succeeded')
      throw new Error(`This PaymentIntent can no longer be paid: it is ${String(intent.status)}.`);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
  }

  private voidInvoice(id: string): { status: number; body: unknown } {
    const invoice = this.invoices.get(id);
    if (!invoice) return notFound(`/v1/invoices/${id}`);
    if (invoice.status !== 'open' && invoice.status !== 'uncollectible')
      return invalid(
        `You can only void an open or uncollectible invoice; this one is ${String(invoice.status)}.`,
        'invoice',
      );
    invoice.status = 'void';
    return { status: 200, body: invoice };
  }

  private deleteDraftInvoice(id: string): { status: number; body: unknown } {
    const invoice = this.invoices.get(id);
    if (!invoice) return notFound(`/v1/invoices/${id}`);
    if (invoice.status !== 'draft') return invalid('You can only delete draft invoices.', 'invoice');
    this.invoices.delete(id);
    return { status: 200, body: { id, object: 'invoice', deleted: true } };
  }

  private listInvoicePayments(params: Record<string, unknown>): { status: number; body: unknown } {
    const data = [...this.invoicePayments.values()].filter(
      (payment) =>
        (!params.invoice || payment.invoice === params.invoice) && (!params.status || payment.status === params.status),
    );
    return { status: 200, body: { object: 'list', url: '/v1/invoice_payments', data, has_more: false } };
  }

  private cancelPaymentIntent(id: string, params: Record<string, unknown>): { status: number; body: unknown } {
    const intent = this.paymentIntents.get(id);
    if (!intent) return notFound(`/v1/payment_intents/${id}`);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
        'intent',
      );
    }
    intent.status = 'canceled';
    intent.cancellation_reason = params.cancellation_reason ?? null;
    return { status: 200, body: intent };
  }

  /** `confirm=true` with a `payment_method`: charged (or authorized, for `capture_method=manual`) at once, or declined. */
  private createAndConfirm(params: Record<string, unknown>): { status: number; body: unknown } {
    const intent = this.createPaymentIntent(params);
    if (params.confirm !== 'true') return created(intent);
    const confirmation = this.cards.confirm(intent);
    return confirmation.ok ? created(intent) : { status: confirmation.status, body: confirmation.body };
  }

  private capturePaymentIntent(id: string, params: Record<string, unknown>): { status: number; body: unknown } {
    const intent = this.paymentIntents.get(id);
    if (!intent) return notFound(`/v1/payment_intents/${id}`);
    if (intent.status !== 'requires_capture') {
      return invalid(
        `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        'intent',
      );
    }
    const capturable = Number(intent.amount_capturable);
    const amount = params.amount_to_capture === undefined ? capturable : Number(params.amount_to_capture);
    if (!Number.isInteger(amount) || amount <= 0 || amount > capturable)
      return invalid(`amount_to_capture must be a whole number of cents from 1 to ${capturable}.`, 'amount_to_capture');
    // What is not captured goes back to the card at once, as Stripe releases the rest of an authorization.
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    return { status: 200, body: intent };
  }

  private createRefund(params: Record<string, unknown>): { status: number; body: unknown } {
    const intent =
      typeof params.payment_intent === 'string' ? this.paymentIntents.get(params.payment_intent) : undefined;
    if (!intent) return invalid(`No such payment_intent: '${String(params.payment_intent)}'`, 'payment_intent');
    if (intent.status !== 'succeeded')
      return invalid(
        `This PaymentIntent has no successful charge to refund (it is ${String(intent.status)}).`,
        'payment_intent',
      );
    const refunded = Number(intent.amount_refunded ?? 0);
    const amount = params.amount === undefined ? Number(intent.amount) - refunded : Number(params.amount);
    if (amount <= 0 || refunded + amount > Number(intent.amount))
      return invalid(`Charge for ${intent.id} has already been refunded.`, 'amount');
    intent.amount_refunded = refunded + amount;
    const refund: StripeObject = {
      id: this.nextId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      status: 'succeeded',
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return created(refund);
  }

  private createPaymentIntent(params: Record<string, unknown>): StripeObject {
    const id = this.nextId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      currency: params.currency ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_fake${this.counter}`,
      customer: params.customer ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      automatic_payment_methods: params.automatic_payment_methods ?? null,
      payment_method: params.payment_method ?? null,
      capture_method: params.capture_method ?? 'automatic',
      off_session: params.off_session === 'true',
      setup_future_usage: params.setup_future_usage ?? null,
      amount_received: 0,
      amount_capturable: 0,
      created: now(),
      livemode: false,
    };
    this.paymentIntents.set(id, intent);
    return intent;
  }
}

const now = (): number => Math.floor(Date.now() / 1000);

const created = (object: StripeObject): { status: number; body: unknown } => ({ status: 200, body: object });

const found = (object: StripeObject | undefined, path: string): { status: number; body: unknown } =>
  object ? { status: 200, body: object } : notFound(path);

const notFound = (path: string): { status: number; body: unknown } => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL or no such object (${path}).` } },
});

const invalid = (message: string, param: string): { status: number; body: unknown } => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, param } },
});

function send(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_fake_${Date.now()}`,
    ...headers,
  });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Decodes Stripe's form encoding (`a[b][c]=1`, `list[0]=x`) into nested objects; lists stay keyed objects. */
export function decodeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let target = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        target[part] = value;
      } else {
        target[part] ??= {};
        target = target[part] as Record<string, unknown>;
      }
    });
  }
  return result;
}
