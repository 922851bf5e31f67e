// Throughput and latency of each API case and of the bare node:http ceiling, measured the same way.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { stopProcess, waitUntil } from './processes.mjs';

const CONNECTIONS = 64;

function run({ url, method, body, durationSeconds }) {
  return autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: durationSeconds,
    body,
    headers: body ? { 'content-type': 'application/json' } : {},
  });
}

/** Fetches each case once from the API: the exact answer the baseline will serve. */
export async function captureAnswers(baseUrl, cases) {
  return Promise.all(
    cases.map(async (item) => {
      const response = await fetch(`${baseUrl}${item.path}`, {
        method: item.method,
        body: item.body,
        headers: item.body ? { 'content-type': 'application/json' } : {},
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`${item.method} ${item.path} answered ${response.status}: ${body}`);
      return {
        method: item.method,
        path: item.path,
        status: response.status,
        contentType: response.headers.get('content-type'),
        body,
      };
    }),
  );
}

export async function startBaseline(answers) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'baseline-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stdin.end(JSON.stringify(answers));
  const running = { child, output: () => output };
  await waitUntil('the baseline server to listen', async () => /listening on \d+/.test(output), {
    running,
    timeoutMs: 10_000,
  });
  return { running, baseUrl: `http://127.0.0.1:${/listening on (\d+)/.exec(output)[1]}` };
}

export const stopBaseline = (baseline) => stopProcess(baseline.running);

function summarize(result) {
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed,
  };
}

/**
 * For each case: a warm-up, then the API and the ceiling alternately, so a neighbour's load spike hits both
 * alike rather than one of them.
 */
export async function measureThroughput({ apiBaseUrl, baselineBaseUrl, cases, durationSeconds, warmupSeconds }) {
  const rows = [];
  for (const item of cases) {
    const target = (baseUrl) => ({ url: `${baseUrl}${item.path}`, method: item.method, body: item.body });
    await run({ ...target(apiBaseUrl), durationSeconds: warmupSeconds });
    await run({ ...target(baselineBaseUrl), durationSeconds: warmupSeconds });
    const api = summarize(await run({ ...target(apiBaseUrl), durationSeconds }));
    const ceiling = summarize(await run({ ...target(baselineBaseUrl), durationSeconds }));
    rows.push({ name: item.name, api, ceiling, ratio: api.requestsPerSecond / ceiling.requestsPerSecond });
  }
  return rows;
}

export { CONNECTIONS };
