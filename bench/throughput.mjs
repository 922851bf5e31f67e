// Throughput and latency of each API case and of the bare node:http ceiling, measured the same way.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { BROWSER_ACCEPT_ENCODING, load, pooled } from './load-generator.mjs';
import { cpuMillis } from './process-cpu.mjs';
import { stopProcess, waitUntil } from './processes.mjs';

/**
 * The API and the ceiling take turns in this many slices of each measurement: on this shared host a neighbour's
 * load or a change of clock speed lasts from seconds to minutes, and with one 10 s turn each the ceiling of one
 * case measured 15,600 to 42,800 req/s from run to run while the API's moved far less.
 */
const SLICES = 5;

/** Between turns: the side that just ran finishes its last answers and collects its garbage before the other starts. */
const SETTLE_MS = 500;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const headersOf = (body) => ({
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
  ...(body ? { 'content-type': 'application/json' } : {}),
});

/** One request, its answer's bytes as sent (not decompressed). */
export function rawRequest(url, { method, body }) {
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

/** One slice, with the CPU the side's process used during it (undefined without /proc). */
async function timedSlice(pid, options) {
  const before = cpuMillis(pid);
  const result = await load(options);
  const after = cpuMillis(pid);
  return { ...result, cpuMs: before === undefined || after === undefined ? undefined : after - before };
}

/** One side's slices together (load-generator.mjs), with the CPU its process spent per answer. */
function withCpu(slices) {
  const side = pooled(slices);
  const cpuMs = slices.every((slice) => slice.cpuMs !== undefined)
    ? slices.reduce((total, slice) => total + slice.cpuMs, 0)
    : undefined;
  return {
    ...side,
    cpuMicrosPerRequest: cpuMs === undefined || side.total === 0 ? undefined : (cpuMs * 1000) / side.total,
  };
}

/**
 * For each case: a warm-up, then the API and the ceiling in turns (SLICES each), so that whatever else the host
 * does falls on both alike; each side's figures are taken over its slices (load-generator.mjs).
 */
export async function measureThroughput({
  apiBaseUrl,
  apiPid,
  baselineBaseUrl,
  baselinePid,
  cases,
  durationSeconds,
  warmupSeconds,
}) {
  const rows = [];
  for (const item of cases) {
    const target = (baseUrl) => ({ url: `${baseUrl}${item.path}`, method: item.method, body: item.body });
    await load({ ...target(apiBaseUrl), durationSeconds: warmupSeconds });
    await load({ ...target(baselineBaseUrl), durationSeconds: warmupSeconds });
    const slices = { api: [], ceiling: [] };
    for (let slice = 0; slice < SLICES; slice++) {
      const sliceSeconds = durationSeconds / SLICES;
      await settle();
      slices.api.push(await timedSlice(apiPid, { ...target(apiBaseUrl), durationSeconds: sliceSeconds }));
      await settle();
      slices.ceiling.push(await timedSlice(baselinePid, { ...target(baselineBaseUrl), durationSeconds: sliceSeconds }));
    }
    const api = withCpu(slices.api);
    const ceiling = withCpu(slices.ceiling);
    rows.push({ name: item.name, api, ceiling, ratio: api.requestsPerSecond / ceiling.requestsPerSecond });
  }
  return rows;
}

export { SLICES };
