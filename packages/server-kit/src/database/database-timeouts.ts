import pg from 'pg';

/** How long a process waits on Postgres before it gives up (the API then answers 503 with Retry-After). */
export interface DatabaseTimeouts {
  /** Getting a connection from the pool, a new one included. */
  connectTimeoutMs: number;
  /** One statement; unset where statements may rightly run long (migrations). */
  statementTimeoutMs?: number;
  /**
   * A transaction left idle (its client went silent): rolled back by Postgres, so a late COMMIT is never applied. Unset
   * in the worker, whose jobs hold a row across a provider's call (an email is marked sent in the transaction that
   * sent it) and must not lose that mark to a slow provider.
   */
  idleTransactionTimeoutMs?: number;
  /** Waiting for a row or table lock another transaction holds. */
  lockTimeoutMs?: number;
}

// The client's own wait is a little longer than the server's: a slow statement is cancelled by Postgres and the
// connection stays usable; only a statement that never reached Postgres, or whose answer never came back, hits it.
const CLIENT_WAIT_MARGIN_MS = 1000;
/** How long closing a connection may wait for Postgres' goodbye. */
const CLOSE_WAIT_MS = 1000;

/**
 * A connection whose query went unanswered is closed, never handed back to the pool: its transaction may still be
 * open on the server, and the next request on it would otherwise commit that half-done work with its own.
 */
class UnansweredQueryClosesConnection extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') this.connection.stream.destroy();
        });
      }
      return result;
    }) as pg.Client['query'];
  }

  /**
   * Closing waits for Postgres to close its side; a frozen host never does, so after a moment the socket is simply
   * destroyed (the server ends the session on its own): a process stopping on a frozen database still stops.
   */
  override end(): Promise<void>;
  override end(callback: (error: Error) => void): void;
  override end(callback?: (error: Error) => void): Promise<void> | void {
    const ended = super.end();
    const timer = setTimeout(() => this.connection.stream.destroy(), CLOSE_WAIT_MS);
    const settled = ended.finally(() => clearTimeout(timer));
    if (!callback) return settled;
    settled.then(() => undefined, callback);
  }
}

/** node-postgres pool and connection options for these timeouts. */
export function poolTimeoutOptions({
  connectTimeoutMs,
  statementTimeoutMs,
  idleTransactionTimeoutMs,
  lockTimeoutMs,
}: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: connectTimeoutMs,
    ...(lockTimeoutMs === undefined ? {} : { lock_timeout: lockTimeoutMs }),
    ...(statementTimeoutMs === undefined
      ? {}
      : {
          Client: UnansweredQueryClosesConnection,
          statement_timeout: statementTimeoutMs,
          ...(idleTransactionTimeoutMs === undefined
            ? {}
            : { idle_in_transaction_session_timeout: idleTransactionTimeoutMs }),
          query_timeout: statementTimeoutMs + CLIENT_WAIT_MARGIN_MS,
        }),
  };
}
