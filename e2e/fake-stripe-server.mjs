// The local Stripe fake as its own process for the e2e site that takes payments (playwright.config.ts starts it):
// the API talks to it through STRIPE_API_BASE_URL, the guest's browser pays on its hosted invoice page, and it
// sends the signed webhook back to the site. Uses the built server kit (scripts/start.mjs builds it).
import { FakeStripe } from '@lakehouse/server-kit/testing';

const port = Number(process.env.FAKE_STRIPE_PORT);
const siteUrl = process.env.FAKE_STRIPE_SITE_URL;
const secret = process.env.FAKE_STRIPE_WEBHOOK_SECRET;
if (!port || !siteUrl || !secret) {
  console.error('FAKE_STRIPE_PORT, FAKE_STRIPE_SITE_URL and FAKE_STRIPE_WEBHOOK_SECRET are needed');
  process.exit(1);
}

const stripe = await new FakeStripe({ webhook: { url: `${siteUrl}/api/payments/webhook`, secret }, siteUrl }).start(
  port,
);
console.log(`fake Stripe on ${stripe.baseUrl}, webhook to ${siteUrl}/api/payments/webhook`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stripe.stop().then(() => process.exit(0)));
