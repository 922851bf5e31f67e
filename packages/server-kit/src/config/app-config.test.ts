import { describe, expect, it } from '@jest/globals';
import { ConfigError, describeModes, loadConfig, redactUrl } from './app-config.js';

describe('loadConfig', () => {
  it('runs on the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.workerPort).toBe(3001);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(describeModes(config, 'embedded Postgres')).toEqual([
      'database: embedded Postgres',
      expect.stringContaining('in-process'),
      expect.stringContaining('captured'),
      expect.stringContaining('manual'),
    ]);
  });

  it('listens on this machine only, and closes slow requests within a minute, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', requestTimeoutMs: 30_000 });
    expect(loadConfig({ HOST: '0.0.0.0', REQUEST_TIMEOUT_SECONDS: '5' })).toMatchObject({
      host: '0.0.0.0',
      requestTimeoutMs: 5000,
    });
    expect(() => loadConfig({ HOST: 'everywhere' })).toThrow('HOST: must be an IP address');
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '600' })).toThrow('REQUEST_TIMEOUT_SECONDS: must be at most 60');
  });

  it('gives up on a stalled database within seconds, unless told otherwise', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      connectTimeoutMs: 5000,
      statementTimeoutMs: 10_000,
      idleTransactionTimeoutMs: 10_000,
      lockTimeoutMs: 5000,
    });
    expect(
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
        DATABASE_STATEMENT_TIMEOUT_SECONDS: '30',
        DATABASE_LOCK_TIMEOUT_SECONDS: '3',
      }).databaseTimeouts,
    ).toEqual({
      connectTimeoutMs: 2000,
      statementTimeoutMs: 30_000,
      idleTransactionTimeoutMs: 30_000,
      lockTimeoutMs: 3000,
    });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '0' })).toThrow(
      'DATABASE_CONNECT_TIMEOUT_SECONDS: must be above 0',
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_SECONDS: 'soon' })).toThrow(
      'DATABASE_STATEMENT_TIMEOUT_SECONDS: must be a number',
    );
  });

  it('reads the port of the worker health and metrics server', () => {
    expect(loadConfig({ WORKER_PORT: '9464' }).workerPort).toBe(9464);
    expect(() => loadConfig({ WORKER_PORT: '70000' })).toThrow('WORKER_PORT: must be between 1 and 65535');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ REDIS_URL: '', PORT: '' }).redisUrl).toBeUndefined();
  });

  it('names every bad variable in one error, without echoing secrets', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        REDIS_URL: 'localhost:6379',
        DATABASE_URL: 'mysql://user:secret@db/x',
        SERVE_WEB: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT: must be a port number (got "eighty")');
    expect(message).toContain('REDIS_URL: must start with redis:// or rediss:// (got "localhost:6379")');
    expect(message).toContain('SERVE_WEB: must be true or false');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).not.toContain('secret');
  });

  it('redacts passwords in URLs it logs', () => {
    expect(redactUrl('postgres://app:hunter2@db:5432/app')).toBe('postgres://app:***@db:5432/app');
  });
});
