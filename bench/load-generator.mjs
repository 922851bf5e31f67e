// The bench's load: wrk (Debian's package), one thread keeping CONNECTIONS connections busy for a while.
//
// A load generator written in C and free of garbage collection: on two cores the client shares the CPU with what it
// measures, and autocannon (Node) taking 13,000 to 17,000 pages a second paused for its own garbage collection,
// which set the p99 of every side, nginx serving a file included (27-30 ms). wrk counts each answer's bytes
// without decoding them.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export const CONNECTIONS = 64;

/** Every case asks as Chromium does: a page may then come compressed (the JSON answers are sent as they are). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const REPORT_SCRIPT = path.join(import.meta.dirname, 'wrk-report.lua');
const run = promisify(execFile);

/** Says how to get wrk when the machine has none, before any section starts its stack. */
export async function expectLoadGenerator() {
  // wrk prints its version and exits 1: only a missing program is an error.
  await run('wrk', ['--version']).catch((error) => {
    if (error.code === 'ENOENT') throw new Error('The bench needs wrk to make its load: apt-get install wrk');
  });
}

/**
 * `durationSeconds` of load on one URL: the answers, the time they took, the median and 99th percentile latency
 * (milliseconds), and every answer that was not a success (a status of 400 or more, a socket error, a timeout).
 */
export async function load({ url, method = 'GET', body, durationSeconds }) {
  const { stdout } = await run('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${durationSeconds}s`, '-s', REPORT_SCRIPT, url], {
    env: {
      ...process.env,
      BENCH_METHOD: method,
      BENCH_BODY: body ?? '',
      BENCH_ACCEPT_ENCODING: BROWSER_ACCEPT_ENCODING,
    },
  });
  const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no results for ${method} ${url}:\n${stdout}`);
  const result = JSON.parse(line);
  return {
    requests: result.requests,
    seconds: result.durationMicros / 1e6,
    p50: result.p50Micros / 1000,
    p99: result.p99Micros / 1000,
    failed: result.socketErrors + result.non2xx + result.timeouts,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The slices of one side together: its rate over all of their time, the median of the slices' latency percentiles
 * (a swing of the shared host lands in one slice, not in the figure), and every failed answer.
 */
export function pooled(slices) {
  const sum = (pick) => slices.reduce((total, slice) => total + pick(slice), 0);
  const total = sum((slice) => slice.requests);
  return {
    requestsPerSecond: total / sum((slice) => slice.seconds),
    p50: median(slices.map((slice) => slice.p50)),
    p99: median(slices.map((slice) => slice.p99)),
    total,
    failed: sum((slice) => slice.failed),
  };
}
