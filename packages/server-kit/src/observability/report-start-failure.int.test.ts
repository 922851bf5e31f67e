import { spawnSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { builtEntryPoint } from '../testing/index.js';

describe('a process that cannot start', () => {
  it('says why on stderr, where a launcher that hides stdout still shows it, and exits 1', () => {
    const run = spawnSync(process.execPath, [builtEntryPoint('api')], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const line = JSON.parse(run.stderr.trim()) as { level: string; service: string; msg: string };
    expect(line).toMatchObject({ level: 'fatal', service: 'api' });
    expect(line.msg).toContain('PORT: must be a port number (got "not-a-port")');
  });
});
