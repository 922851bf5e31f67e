import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTimeouts } from '../database/database-timeouts.js';
import { repoRoot } from './repo-root.js';
import { unsafeProductionSettings } from './production-settings.js';
import { weakSecretProblems } from './secret-strength.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');
// 0: the system picks a free one (tests build several apps side by side).
const portOrAny = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const positiveInt = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be above 0');

const urlWithScheme = (schemes: string[]) =>
  z
    .url({ error: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}` })
    .refine(
      (value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)),
      `must start with ${schemes.map((s) => `${s}://`).join(' or ')}`,
    );

/** Empty strings count as unset, so `FOO=` in an .env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const environmentSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }),
  ),
  PORT: optional(port),
  HOST: optional(z.union([z.ipv4(), z.ipv6()], { error: 'must be an IP address, e.g. 127.0.0.1 or 0.0.0.0' })),
  REQUEST_TIMEOUT_SECONDS: optional(positiveInt.max(60, 'must be at most 60')),
  WORKER_PORT: optional(port),
  METRICS_PORT: optional(portOrAny),
  METRICS_HOST: optional(z.union([z.ipv4(), z.ipv6()], { error: 'must be an IP address, e.g. 127.0.0.1 or 0.0.0.0' })),
  LOG_LEVEL: optional(z.enum(['error', 'warn', 'info', 'debug'], { error: 'must be error, warn, info or debug' })),
  DATABASE_URL: optional(urlWithScheme(['postgres', 'postgresql'])),
  DATABASE_CONNECT_TIMEOUT_SECONDS: optional(positiveInt.max(60, 'must be at most 60')),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: optional(positiveInt.max(300, 'must be at most 300')),
  DATABASE_LOCK_TIMEOUT_SECONDS: optional(positiveInt.max(300, 'must be at most 300')),
  DATA_DIR: optional(z.string()),
  EMBEDDED_POSTGRES_PORT: optional(port),
  REDIS_URL: optional(urlWithScheme(['redis', 'rediss'])),
  QUEUE_PREFIX: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens')),
  WORKER_CONCURRENCY: optional(positiveInt),
  OUTBOX_POLL_MS: optional(positiveInt),
  OUTBOX_REDELIVERY_SECONDS: optional(positiveInt),
  STAY_EMAIL_SCAN_SECONDS: optional(positiveInt.max(3600, 'must be at most 3600')),
  // Test only: the operations port runs every scan of the stays' due work at a time the caller names.
  DUE_WORK_AT_ENABLED: optional(booleanFlag),
  JOB_RETRY_DELAY_MS: optional(positiveInt),
  SERVE_WEB: optional(booleanFlag),
  RENDER_PAGES: optional(booleanFlag),
  WEB_ROOT: optional(z.string()),
  PUBLIC_URL: optional(urlWithScheme(['http', 'https']).transform((value) => value.replace(/\/+$/, ''))),
  PHOTOS_DIR: optional(z.string()),
  PHOTO_STORE: optional(z.enum(['folder', 's3'], { error: 'must be folder or s3' })),
  PHOTO_STORE_DIR: optional(z.string()),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  S3_REGION: optional(z.string()),
  S3_ENDPOINT: optional(urlWithScheme(['http', 'https'])),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_TIMEOUT_SECONDS: optional(positiveInt.max(60, 'must be at most 60')),
  SENDGRID_API_KEY: optional(z.string()),
  SENDGRID_BASE_URL: optional(urlWithScheme(['http', 'https'])),
  EMAIL_FROM: optional(z.email({ error: 'must be an email address' })),
  HOST_EMAIL: optional(z.email({ error: 'must be an email address' })),
  STRIPE_SECRET_KEY: optional(z.string().startsWith('sk_', 'must be a Stripe secret key (sk_...)')),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_...)'),
  ),
  STRIPE_API_BASE_URL: optional(urlWithScheme(['http', 'https'])),
  APP_SECRET: optional(z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')),
  CODE_HASH_SECRET: optional(z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')),
  CODE_HASH_SECRET_PREVIOUS: optional(
    z.string().min(32, 'must be at least 32 characters (the CODE_HASH_SECRET it replaces)'),
  ),
  ADMIN_CODE: optional(z.string().trim().min(8, 'must be at least 8 characters')),
  ACCESS_CODES: optional(
    z
      .string()
      .regex(
        /^\s*[^:,\s]+\s*:\s*\w+\s*(,\s*[^:,\s]+\s*:\s*\w+\s*)*$/,
        'must look like CODE:type,CODE:type (types family_friend, past_guest, referred)',
      ),
  ),
  FAMILY_COUPON_CODE: optional(z.string().trim().min(1)),
  // No hop count: Fastify cannot check the nearest peer with one, so it would trust nobody (or the wrong one).
  TRUST_PROXY: optional(
    z
      .string()
      .regex(
        /^(false|true|loopback|uniquelocal|linklocal|[\d.,:/a-f ]*[.:][\d.,:/a-f ]*)$/i,
        'must be false, true, loopback, uniquelocal, linklocal or the proxy addresses',
      ),
  ),
  ACCESS_ATTEMPT_LIMIT: optional(positiveInt),
  MAX_UNPAID_HOLDS_PER_CODE: optional(positiveInt),
  MAX_UNPAID_NIGHTS_PER_CODE: optional(positiveInt),
  RESERVATION_ATTEMPT_LIMIT: optional(positiveInt),
  EMAIL_LIMIT_PER_CLIENT: optional(positiveInt),
  EMAIL_LIMIT_PER_RECIPIENT: optional(positiveInt),
  ICAL_FEED_URL: optional(
    z.union([z.literal('none'), z.literal('sample'), urlWithScheme(['http', 'https'])], {
      error: 'must be an http(s):// URL, sample or none',
    }),
  ),
  ICAL_SYNC_INTERVAL_MINUTES: optional(positiveInt),
  // Test only: calendar feeds over http and on loopback or private addresses (the tests' local feed servers).
  CALENDAR_FEEDS_ON_LOCAL_NETWORK: optional(booleanFlag),
  PROPERTY_TIMEZONE: optional(z.string().refine(isTimeZone, 'must be an IANA time zone such as America/New_York')),
  CALENDAR_EXPORT_TOKEN: optional(
    z.string().regex(/^[A-Za-z0-9_-]{16,}$/, 'must be at least 16 letters, digits, - or _'),
  ),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** The address the API listens on: 127.0.0.1 by default (this machine only); containers set 0.0.0.0. */
  host: string;
  /**
   * How long a client may take to send a whole request, headers and body: past it the connection is closed, so
   * slow senders cannot hold the server's connections (30 s by default, at most 60).
   */
  requestTimeoutMs: number;
  /** HTTP port of the worker's health and metrics server. */
  workerPort: number;
  /** The API's health and metrics server (off the public port, so /metrics is never published). */
  metricsPort: number;
  /** 127.0.0.1 by default: only this machine scrapes; containers set 0.0.0.0 and publish nothing. */
  metricsHost: string;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
  /** Unset: the app starts its own Postgres from the embedded-postgres binaries. */
  databaseUrl: string | undefined;
  /** How long the API waits on Postgres before answering 503 with Retry-After (see docs/operations.md). */
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  embeddedPostgresPort: number;
  /** Unset: jobs run in-process, inside the API. */
  redisUrl: string | undefined;
  queuePrefix: string;
  workerConcurrency: number;
  outboxPollMs: number;
  /** How long a job handed to the queue may stay not done before the relay hands it over again (Redis lost it). */
  outboxRedeliverySeconds: number;
  /** How often the scheduled stay emails (reminder, entry instructions, thank-you) are looked for (STAY_EMAIL_SCAN_SECONDS). */
  stayEmailScanMs: number;
  /** Whether `POST /due-work?at=` on the operations port runs the due work at a chosen time (tests only). */
  dueWorkAtEnabled: boolean;
  /** The first retry delay of a failed job; it doubles on each of the JOB_ATTEMPTS tries. */
  jobRetryDelayMs: number;
  /** Serve the built frontends' files and the photos (the embedded mode); behind nginx, nginx serves them. */
  serveWeb: boolean;
  /** Render the site's pages on the server (from the built frontends' server entries under webRoot), in either mode. */
  renderPages: boolean;
  webRoot: string;
  /** The site's address for absolute links in pages (canonical, Open Graph, sitemap); unset: the request's host. */
  publicUrl: string | undefined;
  /** A folder of photos imported into the photo store (each file once; subfolders allowed, `branding/` holds logos). */
  photosDir: string;
  /** Where the photos and their variants are kept (served at /photos/): a folder (the default) or an S3 bucket. */
  photoStore: PhotoStoreSettings;
  email: { sendgridApiKey: string | undefined; sendgridBaseUrl: string; from: string; hostEmail: string };
  /** Unset: manual invoicing (the host sends the invoice). */
  stripeSecretKey: string | undefined;
  /** Verifies `POST /api/payments/webhook`; unset: the webhook answers 503. */
  stripeWebhookSecret: string | undefined;
  /** Where the Stripe SDK connects (STRIPE_API_BASE_URL; tests point it at a local fake); unset: api.stripe.com. */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /** Keys the session signatures and client keys. Unset outside production: generated once into DATA_DIR. */
  appSecret: string | undefined;
  /** Keys the access-code hashes. Unset outside production: generated once into DATA_DIR. */
  codeHashSecret: string | undefined;
  /** The code-hash key being rotated out: codes hashed with it still verify and are rehashed with the new one on use. */
  codeHashSecretPrevious: string | undefined;
  /** The host's admin sign-in code. Unset outside production: generated once into DATA_DIR and logged. */
  adminCode: string | undefined;
  /** Codes to import with the admin "migrate" action, from ACCESS_CODES=CODE:type,CODE:type. */
  accessCodesToMigrate: { code: string; type: string }[];
  familyCouponCode: string;
  /** Fastify's `trustProxy`: false (default) means the client address is the socket's, so X-Forwarded-For is ignored. */
  trustProxy: boolean | string;
  /** Failed code attempts from one client within 15 minutes before further attempts get 429. */
  accessAttemptLimit: number;
  /** Holds one access code may have unpaid at a time before another hold is refused. */
  maxUnpaidHoldsPerCode: number;
  /** Nights one access code may hold unpaid at once, over all its holds: a few long holds can't close months. */
  maxUnpaidNightsPerCode: number;
  /** Reservation requests one client may make within an hour before 429. */
  reservationAttemptLimit: number;
  /** Requests that send email (contact, referral, reservation, booking emails) one client may make within an hour. */
  emailLimitPerClient: number;
  /** Requests that send email to one guest address within a day, whoever makes them. */
  emailLimitPerRecipient: number;
  calendar: {
    /** The property-management system's iCal feed. Unset while enabled: the sample feed (ICAL_FEED_URL=sample). */
    feedUrl: string | undefined;
    /** False unless ICAL_FEED_URL is a URL or `sample`: no feed is synced (only direct bookings block nights). */
    feedEnabled: boolean;
    syncIntervalMinutes: number;
    /** Test only (CALENDAR_FEEDS_ON_LOCAL_NETWORK): feeds over http and on loopback or private addresses. */
    feedsOnLocalNetwork: boolean;
    /** Where the house is: timed feed events and "today" are read in this zone. */
    propertyTimeZone: string;
    /** Secret path part of GET /api/calendar/<token>.ics. Unset: the export is off (404). */
    exportToken: string | undefined;
  };
}

export type PhotoStoreSettings =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** The longest one call to the bucket may take, retries included, before it fails in the photo store's words. */
      timeoutMs: number;
    };

/** PHOTO_STORE=s3 needs its bucket, and a key id and secret come together (unset: the SDK's own credential chain). */
function photoStoreOf(e: z.infer<typeof environmentSchema>, dataDir: string): PhotoStoreSettings {
  if ((e.PHOTO_STORE ?? 'folder') === 'folder')
    return { kind: 'folder', dir: path.resolve(repoRoot, e.PHOTO_STORE_DIR ?? path.join(dataDir, 'photo-store')) };
  const problems = [
    ...(e.S3_BUCKET ? [] : ['S3_BUCKET: must be set when PHOTO_STORE=s3']),
    ...(Boolean(e.S3_ACCESS_KEY_ID) === Boolean(e.S3_SECRET_ACCESS_KEY)
      ? []
      : ['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither']),
  ];
  if (problems.length > 0 || !e.S3_BUCKET) throw new ConfigError(problems);
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    timeoutMs: (e.S3_TIMEOUT_SECONDS ?? 10) * 1000,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describeValue(value: unknown): string {
  if (typeof value !== 'string') return '';
  const shown = value.length > 40 ? `${value.slice(0, 40)}...` : value;
  return ` (got "${shown}")`;
}

/** Reads and validates the environment once; every bad variable is named in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const secret =
        name.endsWith('_KEY') ||
        name.endsWith('_SECRET') ||
        ['DATABASE_URL', 'APP_SECRET', 'ADMIN_CODE', 'ACCESS_CODES', 'ICAL_FEED_URL', 'CALENDAR_EXPORT_TOKEN'].includes(
          name,
        );
      return `${name}: ${issue.message}${secret ? '' : describeValue(env[name])}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const problems = [...weakSecretProblems(env), ...unsafeProductionSettings(env)];
    if (problems.length > 0) throw new ConfigError(problems);
  }
  return {
    nodeEnv: e.NODE_ENV ?? 'development',
    port: e.PORT ?? 3000,
    host: e.HOST ?? '127.0.0.1',
    requestTimeoutMs: (e.REQUEST_TIMEOUT_SECONDS ?? 30) * 1000,
    workerPort: e.WORKER_PORT ?? 3001,
    metricsPort: e.METRICS_PORT ?? 3002,
    metricsHost: e.METRICS_HOST ?? '127.0.0.1',
    logLevel: e.LOG_LEVEL ?? 'info',
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectTimeoutMs: (e.DATABASE_CONNECT_TIMEOUT_SECONDS ?? 5) * 1000,
      statementTimeoutMs: (e.DATABASE_STATEMENT_TIMEOUT_SECONDS ?? 10) * 1000,
      idleTransactionTimeoutMs: (e.DATABASE_STATEMENT_TIMEOUT_SECONDS ?? 10) * 1000,
      lockTimeoutMs: (e.DATABASE_LOCK_TIMEOUT_SECONDS ?? 5) * 1000,
    },
    dataDir: path.resolve(repoRoot, e.DATA_DIR ?? '.data'),
    embeddedPostgresPort: e.EMBEDDED_POSTGRES_PORT ?? 54329,
    redisUrl: e.REDIS_URL,
    queuePrefix: e.QUEUE_PREFIX ?? 'lakehouse',
    workerConcurrency: e.WORKER_CONCURRENCY ?? 5,
    outboxPollMs: e.OUTBOX_POLL_MS ?? 1000,
    outboxRedeliverySeconds: e.OUTBOX_REDELIVERY_SECONDS ?? 120,
    stayEmailScanMs: (e.STAY_EMAIL_SCAN_SECONDS ?? 300) * 1000,
    dueWorkAtEnabled: e.DUE_WORK_AT_ENABLED ?? false,
    jobRetryDelayMs: e.JOB_RETRY_DELAY_MS ?? 2000,
    serveWeb: e.SERVE_WEB ?? true,
    renderPages: e.RENDER_PAGES ?? true,
    webRoot: path.resolve(repoRoot, e.WEB_ROOT ?? 'frontends'),
    publicUrl: e.PUBLIC_URL,
    photosDir: path.resolve(repoRoot, e.PHOTOS_DIR ?? 'photos'),
    photoStore: photoStoreOf(e, path.resolve(repoRoot, e.DATA_DIR ?? '.data')),
    email: {
      sendgridApiKey: e.SENDGRID_API_KEY,
      sendgridBaseUrl: e.SENDGRID_BASE_URL ?? 'https://api.sendgrid.com',
      from: e.EMAIL_FROM ?? 'stay@lakehouse-grantham.example',
      hostEmail: e.HOST_EMAIL ?? 'host@lakehouse-grantham.example',
    },
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApi: parseStripeApi(e.STRIPE_API_BASE_URL),
    appSecret: e.APP_SECRET,
    codeHashSecret: e.CODE_HASH_SECRET,
    codeHashSecretPrevious: e.CODE_HASH_SECRET_PREVIOUS,
    adminCode: e.ADMIN_CODE,
    accessCodesToMigrate: (e.ACCESS_CODES ?? '')
      .split(',')
      .filter((pair) => pair.trim())
      .map((pair) => {
        const [code = '', type = ''] = pair.split(':');
        return { code: code.trim().toUpperCase(), type: type.trim() };
      }),
    familyCouponCode: e.FAMILY_COUPON_CODE ?? 'FAMILY50',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    accessAttemptLimit: e.ACCESS_ATTEMPT_LIMIT ?? 5,
    maxUnpaidHoldsPerCode: e.MAX_UNPAID_HOLDS_PER_CODE ?? 2,
    maxUnpaidNightsPerCode: e.MAX_UNPAID_NIGHTS_PER_CODE ?? 21,
    reservationAttemptLimit: e.RESERVATION_ATTEMPT_LIMIT ?? 20,
    emailLimitPerClient: e.EMAIL_LIMIT_PER_CLIENT ?? 10,
    emailLimitPerRecipient: e.EMAIL_LIMIT_PER_RECIPIENT ?? 5,
    calendar: {
      // The sample's invented blocks would close real nights to guests, so it is used only when asked for.
      feedUrl: e.ICAL_FEED_URL === 'none' || e.ICAL_FEED_URL === 'sample' ? undefined : e.ICAL_FEED_URL,
      feedEnabled: e.ICAL_FEED_URL !== undefined && e.ICAL_FEED_URL !== 'none',
      syncIntervalMinutes: e.ICAL_SYNC_INTERVAL_MINUTES ?? 10,
      feedsOnLocalNetwork: e.CALENDAR_FEEDS_ON_LOCAL_NETWORK ?? false,
      propertyTimeZone: e.PROPERTY_TIMEZONE ?? 'America/New_York',
      exportToken: e.CALENDAR_EXPORT_TOKEN,
    },
  };
}

function parseStripeApi(value: string | undefined): AppConfig['stripeApi'] {
  if (!value) return undefined;
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  return value;
}

/** One line per adapter choice, logged at start-up so an operator sees what runs. */
export function describeModes(config: AppConfig, database: string): string[] {
  return [
    `database: ${database}`,
    `queue: ${config.redisUrl ? `BullMQ on Redis (${redactUrl(config.redisUrl)})` : 'in-process (no REDIS_URL; jobs run inside this process, kept durable by the outbox)'}`,
    `email: ${config.email.sendgridApiKey ? `SendGrid (${config.email.sendgridBaseUrl})` : 'captured (no SENDGRID_API_KEY; emails are kept for the admin Emails view)'}`,
    `payments: ${config.stripeSecretKey ? `Stripe${config.stripeApi ? ` (${config.stripeApi.protocol}://${config.stripeApi.host}:${config.stripeApi.port})` : ''}` : 'manual (no STRIPE_SECRET_KEY; the host sends the invoice)'}`,
  ];
}

/** Hides the password in a connection URL before it is logged. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
