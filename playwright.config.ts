import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs share a machine: each gets its own site, data folder and embedded Postgres port.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    // The embedded defaults, whatever the calling shell has set: empty counts as unset.
    env: {
      PORT: String(port),
      // The metrics port: any free one, so suites on other ports never collide on the default.
      METRICS_PORT: '0',
      DATA_DIR: `.data/e2e-${port}`,
      EMBEDDED_POSTGRES_PORT: String(54_330 + port - 3100),
      DATABASE_URL: '',
      REDIS_URL: '',
      SENDGRID_API_KEY: '',
      // Every test comes from 127.0.0.1: a high limit keeps specs from sharing one wrong-code counter
      // (the limit itself is proven by the integration tests).
      ACCESS_ATTEMPT_LIMIT: '1000',
      MAX_UNPAID_HOLDS_PER_CODE: '1000',
      RESERVATION_ATTEMPT_LIMIT: '100000',
      EMAIL_LIMIT_PER_CLIENT: '100000',
      EMAIL_LIMIT_PER_RECIPIENT: '100000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
