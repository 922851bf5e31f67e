import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { TABLE_CHANGED_CHANNEL } from '@lakehouse/server-kit';

/** Something that holds data read from some tables and must drop it when one of them changes. */
export interface ChangeSubscriber {
  readonly tables: readonly string[];
  forget(): void;
}

const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];

/** The pg client TypeORM itself uses, on a connection of its own (LISTEN holds it for good). */
interface ListeningClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (notice: { payload?: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
}

/**
 * The API's one LISTEN connection. Database triggers NOTIFY the name of every changed table at commit (whichever
 * process writes); each notice makes the subscribers reading that table forget what they hold. While the
 * connection is down `listening` is false and nothing may be kept, so a missed notice never leaves a stale answer;
 * on reconnect every subscriber starts empty, since whatever changed meanwhile is unknown.
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
    await this.client?.end().catch(() => undefined);
  }

  /**
   * Resolves once every notice committed before the call has been handled. Postgres sends a listener its
   * pending notices before the answer to its next query, so one round trip on the LISTEN connection is enough.
   * Requests arriving together share one round trip; one arriving while a round trip is under way waits for the
   * next, since the one under way may have left before its writer committed.
   */
  catchUp(): Promise<void> {
    if (!this.client) return Promise.reject(new Error('not listening'));
    if (!this.roundTrip) {
      this.roundTrip = this.client.query('SELECT 1').then(
        () => {
          this.roundTrip = undefined;
        },
        (error: unknown) => {
          this.roundTrip = undefined;
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
    const { url } = this.dataSource.options as { url?: string };
    const client = new Client({ connectionString: url, application_name: 'lakehouse-change-notices' });
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.listening = false;
      this.forget();
      if (this.stopped) return;
      this.logger.warn(`Read caches off until the database is reachable again${error ? `: ${error.message}` : ''}`);
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    // A notice without a payload is not ours to read narrowly: everyone forgets.
    client.on('notification', ({ payload }) => this.forget(payload || undefined));
    try {
      await client.connect();
      await client.query(`LISTEN ${TABLE_CHANGED_CHANNEL}`);
      this.forget();
      this.listening = true;
      this.reconnectAttempt = 0;
    } catch (error) {
      lost(error as Error);
    }
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
