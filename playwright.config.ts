import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs share a machine: each gets its own site, data folder and embedded Postgres port.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A second site that takes payments through the local Stripe fake (a process of its own, e2e/fake-stripe-server.mjs);
// the first one runs without Stripe (manual invoicing). Tests tagged @stripe run against the second.
const stripeSitePort = port + 500;
const stripeSiteURL = `http://127.0.0.1:${stripeSitePort}`;
const fakeStripePort = port + 600;
// The Stripe site's operations port, where a spec runs the stays' due work at a time it names (e2e/booking-helpers.ts).
const stripeSiteOperationsPort = port + 700;
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_fake_stripe';

/** The site's settings for a run on `sitePort` (its own data folder and embedded Postgres port). */
const siteEnv = (sitePort: number): Record<string, string> => ({
  PORT: String(sitePort),
  // The metrics port: any free one, so suites on other ports never collide on the default.
  METRICS_PORT: '0',
  DATA_DIR: `.data/e2e-${sitePort}`,
  // Below Linux's ephemeral range (32768-60999), where any outgoing connection of the run could hold it at the
  // moment Postgres binds.
  EMBEDDED_POSTGRES_PORT: String(15_430 + sitePort - 3100),
  // Links and the house's photo in emails point at the address the browser uses, so the admin's email views
  // (their frames inherit the page's Content-Security-Policy) load that photo as the host's own site.
  PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
  DATABASE_URL: '',
  REDIS_URL: '',
  SENDGRID_API_KEY: '',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  STRIPE_API_BASE_URL: '',
  // Every test comes from 127.0.0.1: a high limit keeps specs from sharing one wrong-code counter
  // (the limit itself is proven by the integration tests).
  ACCESS_ATTEMPT_LIMIT: '1000',
  MAX_UNPAID_HOLDS_PER_CODE: '1000',
  MAX_UNPAID_NIGHTS_PER_CODE: '100000',
  RESERVATION_ATTEMPT_LIMIT: '100000',
  EMAIL_LIMIT_PER_CLIENT: '100000',
  EMAIL_LIMIT_PER_RECIPIENT: '100000',
  // The stays' scheduled emails (the thank-you with its review link) within seconds, not minutes.
  STAY_EMAIL_SCAN_SECONDS: '2',
  // The shipped sample feed: the calendar specs read its fixed yearly blocks.
  ICAL_FEED_URL: 'sample',
});

/**
 * End-to-end tests of the composed site in Debian's Chromium (/usr/bin/chromium, installed by apt; never a
 * downloaded browser). `scripts/start.mjs` builds what is needed and starts the API, which also serves the
 * frontends.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // Generous: the suite runs on 2 cores next to a database and a job worker.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', grepInvert: /@stripe/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium-stripe', grep: /@stripe/, use: { ...devices['Desktop Chrome'], baseURL: stripeSiteURL } },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      // The embedded defaults, whatever the calling shell has set: empty counts as unset.
      env: siteEnv(port),
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'node e2e/fake-stripe-server.mjs',
      port: fakeStripePort,
      env: {
        FAKE_STRIPE_PORT: String(fakeStripePort),
        FAKE_STRIPE_SITE_URL: stripeSiteURL,
        FAKE_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start.mjs',
      url: `${stripeSiteURL}/api/health`,
      env: {
        ...siteEnv(stripeSitePort),
        STRIPE_SECRET_KEY: 'sk_test_e2e_fake_stripe',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: `http://127.0.0.1:${fakeStripePort}`,
        METRICS_PORT: String(stripeSiteOperationsPort),
        DUE_WORK_AT_ENABLED: 'true',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
