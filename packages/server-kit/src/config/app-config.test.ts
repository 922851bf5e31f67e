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
