import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config/repo-root.js';

export interface ChildProcessHandle {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
}

/** The built entry point of a service, for tests that run the real process; npm test builds it first. */
export function builtEntryPoint(service: 'api' | 'worker'): string {
  const entry = path.join(repoRoot, 'services', service, 'dist', 'main.js');
  if (!existsSync(entry))
    throw new Error(`This test runs the built ${service}: run \`npm run build\` first (npm test does).`);
  return entry;
}

/** Runs a program with extra environment, its output captured (a private redis-server, say). */
export function startChildProcess(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcessHandle {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Runs a built entry point (e.g. services/worker/dist/main.js) on this Node, with extra environment. */
export const startNodeProcess = (entry: string, env: Record<string, string>): ChildProcessHandle =>
  startChildProcess(process.execPath, [entry], env);

export const hasExited = (running: ChildProcessHandle) =>
  running.child.exitCode !== null || running.child.signalCode !== null;

/** Sends the signal (SIGTERM unless told) and resolves with the exit code once the process has gone. */
export async function stopChildProcess(
  running: ChildProcessHandle | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (!running || hasExited(running)) return running?.child.exitCode ?? null;
  const exited = once(running.child, 'exit');
  running.child.kill(signal);
  const [code] = (await exited) as [number | null];
  return code;
}
