// Throughput and latency of each API case and of the bare node:http ceiling, measured the same way.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMillis } from './process-cpu.mjs';
import { stopProcess, waitUntil } from './processes.mjs';

const CONNECTIONS = 64;

/** Every case asks as Chromium does: a page may then come compressed (the JSON answers are sent as they are). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const headersOf = (body) => ({
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
  ...(body ? { 'content-type': 'application/json' } : {}),
});

/**
 * The API and the ceiling take turns in this many slices of each measurement: on this shared host a neighbour's
 * load or a change of clock speed lasts from seconds to minutes, and with one 10 s turn each the ceiling of one
 * case measured 15,600 to 42,800 req/s from run to run while the API's moved far less.
 */
const SLICES = 5;

/** Between turns: the side that just ran finishes its last answers and collects its garbage before the other starts. */
const SETTLE_MS = 500;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * autocannon appends each answer's body to a string (to compare it with `expectBody`, which the bench does not use),
 * decoding it as UTF-8 on the way: for an 18 KB brotli page that was 82 % of the client's time, and it held both
 * sides of the page case to about 4,200 req/s with a p99 of 25-29 ms whatever the server did. The bytes are still counted; the body is
 * no longer kept.
 */
function countBodiesWithoutDecoding(client) {
  client.pipelinedRequests.addBody = () => {};
}

/** `raw`: the slice's own result, histograms still encoded, for `autocannon.aggregateResult` to pool. */
function run({ url, method, body, durationSeconds, raw = false }) {
  return autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: durationSeconds,
    body,
    headers: headersOf(body),
    skipAggregateResult: raw,
    setupClient: countBodiesWithoutDecoding,
  });
}

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
  const result = await run(options);
  const after = cpuMillis(pid);
  return Object.assign(result, { cpuMs: before === undefined || after === undefined ? undefined : after - before });
}

/**
 * The slices of one side pooled: its rate over all of their time, the percentiles of all of their answers, and the
 * CPU its process spent per answer.
 */
function pooled(slices, url) {
  const { latency } = autocannon.aggregateResult(slices, { url });
  const sum = (pick) => slices.reduce((total, slice) => total + pick(slice), 0);
  const total = sum((slice) => slice.totalCompletedRequests);
  const cpuMs = slices.every((slice) => slice.cpuMs !== undefined) ? sum((slice) => slice.cpuMs) : undefined;
  return {
    requestsPerSecond: total / sum((slice) => slice.duration),
    cpuMicrosPerRequest: cpuMs === undefined || total === 0 ? undefined : (cpuMs * 1000) / total,
    p50: latency.p50,
    p99: latency.p99,
    total,
    failed: sum((slice) => slice.non2xx + slice.errors + slice.timeouts),
  };
}

/**
 * For each case: a warm-up, then the API and the ceiling in turns (SLICES each), so that whatever else the host
 * does falls on both alike; each side's figures are pooled over its slices.
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
    await run({ ...target(apiBaseUrl), durationSeconds: warmupSeconds });
    await run({ ...target(baselineBaseUrl), durationSeconds: warmupSeconds });
    const slices = { api: [], ceiling: [] };
    for (let slice = 0; slice < SLICES; slice++) {
      const sliceSeconds = durationSeconds / SLICES;
      await settle();
      slices.api.push(await timedSlice(apiPid, { ...target(apiBaseUrl), durationSeconds: sliceSeconds, raw: true }));
      await settle();
      slices.ceiling.push(
        await timedSlice(baselinePid, { ...target(baselineBaseUrl), durationSeconds: sliceSeconds, raw: true }),
      );
    }
    const api = pooled(slices.api, target(apiBaseUrl).url);
    const ceiling = pooled(slices.ceiling, target(baselineBaseUrl).url);
    rows.push({ name: item.name, api, ceiling, ratio: api.requestsPerSecond / ceiling.requestsPerSecond });
  }
  return rows;
}

export { CONNECTIONS, SLICES, run as load };
