import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { FakeSendGrid, FakeStripe, type TestDatabase, testConfig } from '@lakehouse/server-kit/testing';
import { startTestApi } from './test-api.js';

/** An API that takes payments through the Stripe fake and sends email through the SendGrid fake, with a client. */
export interface TestApiWithPayments {
  api: NestFastifyApplication;
  database: TestDatabase;
  db: pg.Client;
  stripe: FakeStripe;
  sendgrid: FakeSendGrid;
  /** Closes the app, the client and both fakes, then drops the database. */
  stop(): Promise<void>;
}

/**
 * The links in its emails start with https://lakehouse.example; jobs run in process (no Redis), polled every 100 ms.
 * `env`: settings over those, as environment variables.
 */
export async function startTestApiWithPayments(env: Record<string, string> = {}): Promise<TestApiWithPayments> {
  const sendgrid = await new FakeSendGrid().start();
  const stripe = await new FakeStripe().start();
  const config = testConfig({
    LOG_LEVEL: 'error',
    OUTBOX_POLL_MS: '100',
    SENDGRID_API_KEY: 'SG.test-key',
    SENDGRID_BASE_URL: sendgrid.baseUrl,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_API_BASE_URL: stripe.baseUrl,
    PUBLIC_URL: 'https://lakehouse.example',
    ...env,
  });
  const { app: api, database } = await startTestApi({ config });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  return {
    api,
    database,
    db,
    stripe,
    sendgrid,
    async stop() {
      await api.close();
      await db.end();
      await stripe.stop();
      await sendgrid.stop();
      await database.drop();
    },
  };
}
