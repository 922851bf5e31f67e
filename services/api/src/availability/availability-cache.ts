import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { AvailabilityResponse } from '@lakehouse/contracts';
import { AVAILABILITY_CHANGED_CHANNEL } from '@lakehouse/server-kit';

/** A computed answer and the instant it stops being true on its own (a hold in it runs out). */
export interface ComputedAvailability {
  response: AvailabilityResponse;
  validUntil: number;
}

interface Entry {
  answer: Promise<AvailabilityResponse>;
  validUntil: number;
}

/** Windows kept at once; the calendar asks for a handful, so this only bounds odd clients. */
const MAX_ENTRIES = 256;
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];

/** The pg client TypeORM itself uses, on a connection of its own (LISTEN holds it for good). */
interface ListeningClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: () => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
}

/**
 * The computed availability per window, shared by every request until something changes it. Database triggers
 * NOTIFY on every write to reservations, calendar blocks and feeds (whichever process makes it, at its commit);
 * a notice drops every entry. An entry also ends when the earliest hold in the database runs out. While the
 * LISTEN connection is down nothing is cached, so a missed notice can never leave a stale answer behind.
 * Concurrent requests for a window being computed share that one computation.
 */
@Injectable()
export class AvailabilityCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AvailabilityCache.name);
  private readonly entries = new Map<string, Entry>();
  private client: ListeningClient | undefined;
  private roundTrip: Promise<void> | undefined;
  private nextRoundTrip: Promise<void> | undefined;
  private listening = false;
  private stopped = false;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  /** Answers served from the cache (tests read it to know the cache was in play). */
  hits = 0;

  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.forget();
    await this.client?.end().catch(() => undefined);
  }

  async get(key: string, compute: () => Promise<ComputedAvailability>): Promise<AvailabilityResponse> {
    if (this.entries.has(key)) {
      // A write that committed before this request may have its notice still on the way: fetch the notices first.
      const caughtUp = await this.catchUp().then(
        () => true,
        () => false,
      );
      const cached = this.entries.get(key);
      if (caughtUp && cached && cached.validUntil > Date.now()) {
        this.hits += 1;
        return cached.answer;
      }
    }
    const computed = compute();
    if (!this.listening) return computed.then(({ response }) => response);
    // Pending entries are shared; a change notice meanwhile removes the entry, so a stale result is never kept.
    const entry: Entry = { answer: computed.then(({ response }) => response), validUntil: Number.POSITIVE_INFINITY };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    computed.then(
      ({ validUntil }) => {
        if (this.entries.get(key) === entry) entry.validUntil = validUntil;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  /**
   * Resolves once every notice committed before the call has been handled. Postgres sends a listener its
   * pending notices before the answer to its next query, so one round trip on the LISTEN connection is enough.
   * Requests arriving together share one round trip; one arriving while a round trip is under way waits for the
   * next, since the one under way may have left before its writer committed.
   */
  private catchUp(): Promise<void> {
    if (!this.roundTrip) {
      this.roundTrip = this.client!.query('SELECT 1').then(
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

  private forget(): void {
    this.entries.clear();
  }

  private async listen(): Promise<void> {
    const driver = this.dataSource.driver as PostgresDriver;
    const Client = (driver.postgres as { Client: new (options: object) => ListeningClient }).Client;
    const { url } = this.dataSource.options as { url?: string };
    const client = new Client({ connectionString: url, application_name: 'lakehouse-availability-cache' });
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.listening = false;
      this.forget();
      if (this.stopped) return;
      this.logger.warn(`Availability cache off until the database is reachable again${error ? `: ${error.message}` : ''}`);
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', () => this.forget());
    try {
      await client.connect();
      await client.query(`LISTEN ${AVAILABILITY_CHANGED_CHANNEL}`);
      // Whatever changed while nobody listened is unknown: start empty.
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
