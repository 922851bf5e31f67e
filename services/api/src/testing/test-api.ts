import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@lakehouse/server-kit';
import { createTestDatabase, type TestDatabase, testConfig } from '@lakehouse/server-kit/testing';
import { type CreateApiAppOptions, createApiApp } from '../create-api-app.js';

export interface TestApiOptions extends Omit<CreateApiAppOptions, 'config' | 'databaseUrl'> {
  /** Settings over the test defaults of `testConfig()`, as environment variables. */
  env?: Record<string, string>;
  /** The whole configuration, when the test builds it itself (it then ignores `env`). */
  config?: AppConfig;
}

export interface TestApi {
  app: NestFastifyApplication;
  database: TestDatabase;
}

/** The API on a test database the test already has (a second app on the same data, say), initialised. */
export async function startApiOn(
  database: TestDatabase,
  { env, config, ...options }: TestApiOptions = {},
): Promise<NestFastifyApplication> {
  const app = await createApiApp({ config: config ?? testConfig(env), databaseUrl: database.url, ...options });
  await app.init();
  return app;
}

/**
 * The API of an integration test: a fresh, migrated database and the application on it, initialised (hand
 * `app.getHttpServer()` to supertest, or `listen()` it). The test closes the app, then drops the database.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  try {
    return { app: await startApiOn(database, options), database };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
