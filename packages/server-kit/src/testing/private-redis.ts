import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ChildProcessHandle, startChildProcess, stopChildProcess } from './child-process.js';
import { freePort } from './free-port.js';
import { waitFor } from './wait-for.js';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * A redis-server of the test's own, for outages (the shared one is never touched). Persistent like a production
 * Redis: stopped and started again, it keeps the jobs it held.
 */
export class PrivateRedis {
  private process: ChildProcessHandle | undefined;
  private port = 0;
  private dir = '';

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    if (!this.dir) {
      this.dir = await mkdtemp(path.join(tmpdir(), 'private-redis-'));
      this.port = await freePort();
    }
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--dir',
      this.dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
    ];
    this.process = startChildProcess('redis-server', args);
    await waitFor('the private Redis', () => answers(this.port), 20_000);
    return this;
  }

  /** The outage: the server stops; `start()` brings it back on the same port with its data. */
  async stop(): Promise<void> {
    await stopChildProcess(this.process);
    this.process = undefined;
  }

  /** Redis losing its data: stopped, its files removed, started again empty on the same port. */
  async restartEmpty(): Promise<void> {
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir);
    await this.start();
  }

  /** Stops it for good and removes its data. */
  async remove(): Promise<void> {
    await this.stop();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
