import { type AppConfig, loadConfig } from '../config/app-config.js';

export const TEST_ADMIN_CODE = 'TEST-ADMIN-CODE-1';

/** Configuration for an API or worker built inside a test: quiet, no web files or pages, known secrets. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    SERVE_WEB: 'false',
    RENDER_PAGES: 'false',
    LOG_LEVEL: 'warn',
    OUTBOX_POLL_MS: '200',
    APP_SECRET: 'test-app-secret-that-is-long-enough-0123456789',
    CODE_HASH_SECRET: 'test-code-hash-secret-long-enough-9876543210',
    ADMIN_CODE: TEST_ADMIN_CODE,
    // The sample feed blocks fixed days each year; tests that want a feed serve their own.
    ICAL_FEED_URL: 'none',
    // Suites make many bookings and messages from one client; the abuse tests set these low themselves.
    MAX_UNPAID_HOLDS_PER_CODE: '1000',
    MAX_UNPAID_NIGHTS_PER_CODE: '100000',
    RESERVATION_ATTEMPT_LIMIT: '100000',
    EMAIL_LIMIT_PER_CLIENT: '100000',
    EMAIL_LIMIT_PER_RECIPIENT: '100000',
    // The API's metrics server: the system picks a free port, so apps built side by side don't collide.
    METRICS_PORT: '0',
    // The tests' feed servers listen on 127.0.0.1 over http; the feed-fetch attack tests turn this off, and
    // production (which refuses it) runs without, and with the site's address it requires.
    ...(overrides.NODE_ENV === 'production'
      ? { PUBLIC_URL: 'https://lakehouse.test' }
      : { CALENDAR_FEEDS_ON_LOCAL_NETWORK: 'true' }),
    ...overrides,
  });
}
