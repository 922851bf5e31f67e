import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { TABLE_CHANGED_CHANNEL, withTimeout } from '@lakehouse/server-kit';

/** The listener's name in pg_stat_activity (and what a fault test freezes). */
export const CHANGE_LISTENER_NAME = 'lakehouse-change-notices';

/** Something that holds data read from some tables and must drop it when one of them changes. */
export interface ChangeSubscriber {
  readonly tables: readonly string[];
  forget(): void;
}

const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];
/**
 * A catch-up round trip answers in about a millisecond; one that takes a second means the connection is stuck, and
 * a cached read must not wait on it: the read loads afresh through the pool and the connection is replaced.
 */
const CATCH_UP_TIMEOUT_MS = 1000;
/** Connecting and LISTEN on a connection of its own, bounded as the pool's connections are. */
const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
/** How long closing a connection may take before its socket is simply destroyed (a frozen peer never answers). */
const CLOSE_TIMEOUT_MS = 500;

/** The pg client TypeORM itself uses, on a connection of its own (LISTEN holds it for good). */
interface ListeningClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  readonly connection: { stream: { destroy(): void } };
  on(event: 'notification', listener: (notice: { payload?: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
}

/**
 * The API's one LISTEN connection. Database triggers NOTIFY the name of every changed table at commit (whichever
 * process writes); each notice makes the subscribers reading that table forget what they hold. While the
 * connection is down `listening` is false and nothing may be kept, so a missed notice never leaves a stale answer;
 * on reconnect every subscriber starts empty, since whatever changed meanwhile is unknown. A connection that stops
 * answering (a catch-up past CATCH_UP_TIMEOUT_MS) counts as lost the same way.
 */
@Injectable()
export class ChangeNotices implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ChangeNotices.name);
  private readonly subscribers = new Set<ChangeSubscriber>();
  private client: ListeningClient | undefined;
  private roundTrip: Promise<void> | undefined;
  private nextRoundTrip: Promise<void> | undefined;
  private stopped = false;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  listening = false;

  constructor(private readonly dataSource: DataSource) {}

  subscribe(subscriber: ChangeSubscriber): void {
    this.subscribers.add(subscriber);
  }

  /** The tables the subscribers read: each must announce its changes (a test holds every one to it). */
  watchedTables(): string[] {
    return [...new Set([...this.subscribers].flatMap(({ tables }) => tables))].sort();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    clearTimeout(this.reconnectTimer);
    this.forget();
    if (this.client) await closeClient(this.client);
  }

  /**
   * Resolves once every notice committed before the call has been handled. Postgres sends a listener its
   * pending notices before the answer to its next query, so one round trip on the LISTEN connection is enough.
   * Requests arriving together share one round trip; one arriving while a round trip is under way waits for the
   * next, since the one under way may have left before its writer committed.
   */
  catchUp(): Promise<void> {
    const client = this.client;
    if (!client || !this.listening) return Promise.reject(new Error('not listening'));
    if (!this.roundTrip) {
      this.roundTrip = withTimeout(client.query('SELECT 1'), CATCH_UP_TIMEOUT_MS, 'The change listener').then(
        () => {
          this.roundTrip = undefined;
        },
        (error: unknown) => {
          this.roundTrip = undefined;
          this.lose(client, error as Error);
          throw error;
        },
      );
      return this.roundTrip;
    }
    const settled = () => {
      this.nextRoundTrip = undefined;
      return this.catchUp();
    };
    this.nextRoundTrip ??= this.roundTrip.then(settled, settled);
    return this.nextRoundTrip;
  }

  /** Without a table name (connection lost or regained), every subscriber forgets. */
  private forget(table?: string): void {
    for (const subscriber of this.subscribers)
      if (table === undefined || subscriber.tables.includes(table)) subscriber.forget();
  }

  private async listen(): Promise<void> {
    const driver = this.dataSource.driver as PostgresDriver;
    const Client = (driver.postgres as { Client: new (options: object) => ListeningClient }).Client;
    const { url, extra } = this.dataSource.options as { url?: string; extra?: { connectionTimeoutMillis?: number } };
    const connectTimeoutMs = extra?.connectionTimeoutMillis ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const client = new Client({
      connectionString: url,
      application_name: CHANGE_LISTENER_NAME,
      connectionTimeoutMillis: connectTimeoutMs,
      // For LISTEN only: the catch-ups bring their own, shorter limit.
      query_timeout: connectTimeoutMs,
    });
    this.client = client;
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client));
    // A notice without a payload is not ours to read narrowly: everyone forgets.
    client.on('notification', ({ payload }) => this.forget(payload || undefined));
    try {
      await client.connect();
      await client.query(`LISTEN ${TABLE_CHANGED_CHANNEL}`);
      if (this.client !== client) return;
      this.forget();
      this.listening = true;
      this.reconnectAttempt = 0;
    } catch (error) {
      this.lose(client, error as Error);
    }
  }

  /** The connection is gone or stuck: nothing is kept until a new one listens. */
  private lose(client: ListeningClient, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    this.forget();
    void closeClient(client);
    if (this.stopped) return;
    this.logger.warn(`Read caches off until the database is reachable again${error ? `: ${error.message}` : ''}`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.stopped) void this.listen();
    }, delay);
    this.reconnectTimer.unref();
  }
}

/** Ends a connection politely if it answers, and destroys its socket if it doesn't. */
async function closeClient(client: ListeningClient): Promise<void> {
  await withTimeout(client.end(), CLOSE_TIMEOUT_MS, 'Closing the change listener').catch(() =>
    client.connection.stream.destroy(),
  );
}
