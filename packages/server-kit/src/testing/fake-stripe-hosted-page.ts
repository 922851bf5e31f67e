import { createHmac } from 'node:crypto';

/** Where the fake's hosted invoice page sends what a real Stripe account would: the signed webhook, and the guest back. */
export interface FakeStripeHostedOptions {
  /** The site's webhook endpoint (`…/api/payments/webhook`) and its signing secret (STRIPE_WEBHOOK_SECRET). */
  webhook?: { url: string; secret: string };
  /**
   * The site's origin: after paying, the page sends the guest to `/book/done?reservation=<id>` there. (Stripe's own
   * hosted invoice page has no return address; there the guest comes back through the links we give them.)
   */
  siteUrl?: string;
}

/** Stripe's `Stripe-Signature` header for a payload: `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<payload>">`. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A Stripe object's text field as text ('' when absent or not text). */
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const dollars = (cents: unknown) =>
  `$${(Number(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The hosted invoice page: the lines, the amount due and a Pay button while the invoice is open. */
export function hostedInvoiceHtml(invoice: Record<string, unknown>, message?: string): string {
  const lines = ((invoice.lines as { data?: { description?: unknown; amount?: unknown }[] } | undefined)?.data ?? [])
    .map((line) => `<tr><td>${escapeHtml(textOf(line.description))}</td><td>${dollars(line.amount)}</td></tr>`)
    .join('');
  const id = escapeHtml(textOf(invoice.id));
  const action =
    invoice.status === 'open'
      ? `<form method="post" action="/hosted/invoices/${id}/pay"><button type="submit">Pay ${dollars(invoice.amount_due)}</button></form>`
      : `<p role="status">This invoice is ${escapeHtml(textOf(invoice.status))}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Invoice ${textOf(invoice.number) || id} (fake Stripe)</title></head>
<body><main><h1>Invoice ${textOf(invoice.number) || id}</h1>
<p>${escapeHtml(textOf(invoice.description))}</p>
<table><tbody>${lines}</tbody><tfoot><tr><th>Amount due</th><th>${dollars(invoice.amount_due)}</th></tr></tfoot></table>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}${action}</main></body></html>`;
}
