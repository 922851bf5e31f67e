// Child processes of the bench: started with piped output, awaited until ready, always stopped.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

export function startProcess(command, args, { env = {}, cwd } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    // Only the tail matters for error messages; a long run must not grow without bound.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

/** SIGTERM to the process group (npm start has children of its own), SIGKILL if it has not gone within 15 s. */
export async function stopProcess(running) {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = once(running.child, 'exit');
  process.kill(-running.child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-running.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

export async function waitUntil(what, check, { timeoutMs = 120_000, intervalMs = 100, running } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (running && running.child.exitCode !== null) {
      throw new Error(
        `${what}: the process ended with code ${running.child.exitCode}. Its last output:\n${running.output().slice(-3000)}`,
      );
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs / 1000} s waiting for ${what}.${running ? ` Its last output:\n${running.output().slice(-3000)}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export async function isReady(url) {
  const response = await fetch(url);
  return response.ok;
}
