// Throughput and latency of each API case and of the bare node:http ceiling, measured the same way.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { stopProcess, waitUntil } from './processes.mjs';

const CONNECTIONS = 64;

/** Every case asks as Chromium does: a page may then come compressed (the JSON answers are sent as they are). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const headersOf = (body) => ({
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
  ...(body ? { 'content-type': 'application/json' } : {}),
});

function run({ url, method, body, durationSeconds }) {
  return autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: durationSeconds,
    body,
    headers: headersOf(body),
  });
}

/** One request, its answer's bytes as sent (not decompressed). */
function rawRequest(url, { method, body }) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers: headersOf(body) }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ response, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Fetches each case once from the API: the exact answer (bytes and encoding) the baseline will serve. */
export async function captureAnswers(baseUrl, cases) {
  return Promise.all(
    cases.map(async (item) => {
      const { response, bytes } = await rawRequest(`${baseUrl}${item.path}`, item);
      if (response.statusCode !== 200)
        throw new Error(`${item.method} ${item.path} answered ${response.statusCode}: ${bytes.toString('utf8')}`);
      return {
        method: item.method,
        path: item.path,
        status: response.statusCode,
        contentType: response.headers['content-type'],
        contentEncoding: response.headers['content-encoding'],
        body: bytes.toString('base64'),
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
