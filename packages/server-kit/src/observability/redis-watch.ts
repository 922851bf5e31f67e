import { Injectable, Logger } from '@nestjs/common';
import { ErrorCode } from 'bullmq';
import type { Redis } from 'ioredis';
import { type RedisRole, redisConnection } from '../queue/redis-connection.js';
import { Metrics } from './metrics.js';

/** What emits Redis errors: an ioredis connection, and BullMQ's Queue, Worker and QueueEvents (their connections'). */
interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * BullMQ's refusal to move one job (its scripts answer with a numeric code: the job's lock or key is gone): about that
 * job, not about reaching Redis. Connection errors carry a string code (ECONNREFUSED) or none.
 */
function jobRefusalCode(error: Error): ErrorCode | undefined {
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'number' ? code : undefined;
}

/**
 * Every Redis connection and BullMQ object of this process reports its errors here, so an outage is logged once
 * when it starts and once when it ends, as JSON lines through the product's logger, instead of a stack trace per
 * connection and retry (an error event without a listener is printed raw by ioredis and BullMQ). The time Redis
 * has been away is the `lakehouse_queue_unavailable_seconds` gauge.
 */
@Injectable()
export class RedisWatch {
  private readonly logger = new Logger('Redis');
  private readonly jobs = new Logger('Jobs');
  /** When this process last found Redis away; undefined while it answers. */
  private awaySince: number | undefined;
  private errorsWhileAway = 0;

  constructor(metrics: Metrics) {
    metrics.addSources({ queueUnavailableSeconds: () => Promise.resolve(this.awaySeconds()) });
  }

  /** Seconds since Redis stopped answering this process; 0 while it answers. */
  awaySeconds(): number {
    return this.awaySince === undefined ? 0 : (Date.now() - this.awaySince) / 1000;
  }

  /** A Redis connection whose errors and recovery are watched (see redisConnection for the roles). */
  connect(url: string, role: RedisRole): Redis {
    const connection = redisConnection(url, role);
    this.watchConnection(connection);
    return connection;
  }

  /** An ioredis connection made elsewhere: its errors are reported, and its 'ready' says Redis answers again. */
  watchConnection(connection: Redis): void {
    this.watch(connection);
    connection.on('ready', () => this.answers());
  }

  /** A BullMQ Queue, Worker or QueueEvents: they re-emit the errors of connections of their own. */
  watch(emitter: ErrorEmitter): void {
    emitter.on('error', (error) => {
      const refusal = jobRefusalCode(error);
      if (refusal === undefined) this.failed(error);
      else this.jobRefused(error, refusal);
    });
  }

  /** A job whose lock ran out (say while Redis was away) is handed out again as stalled; its handler redoes nothing. */
  private jobRefused(error: Error, code: ErrorCode): void {
    this.jobs.warn(
      code === ErrorCode.JobLockNotExist
        ? `${error.message}: its lock ran out before it could finish, so it runs again; what it already did is not done twice`
        : error.message,
    );
  }

  private failed(error: Error): void {
    if (this.awaySince !== undefined) {
      this.errorsWhileAway += 1;
      return;
    }
    this.awaySince = Date.now();
    this.errorsWhileAway = 0;
    this.logger.warn(
      `Redis is not answering (${error.message}): jobs wait in the outbox and the site keeps taking bookings; retrying`,
    );
  }

  private answers(): void {
    if (this.awaySince === undefined) return;
    const seconds = Math.round(this.awaySeconds());
    this.awaySince = undefined;
    this.logger.log(`Redis answers again after ${seconds} s away (${this.errorsWhileAway} more error(s) while away)`);
  }
}
