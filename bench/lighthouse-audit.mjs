// Lighthouse (mobile preset, its default) on Debian's Chromium, one fresh browser per load, several loads per page
// and as many of its script-free twin.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { startProcess, stopProcess, waitUntil } from './processes.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse now and then fails to record a load (NO_NAVSTART: 'Please run Lighthouse again'), a run with no
 * measurement in it. Such a run is made again, at most this many times in all; the error is reported if every
 * attempt failed. A run that measured is never repeated.
 */
const ATTEMPTS = 3;

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** One load measured, retried when Lighthouse recorded none; the last error stands when every attempt failed. */
async function measuredLoad(url) {
  let lhr = await auditOnce(url);
  let attempts = 1;
  while (lhr.runtimeError && attempts < ATTEMPTS) {
    lhr = await auditOnce(url);
    attempts += 1;
  }
  return { lhr, attempts };
}

/** The twin server (twin-server.mjs) in front of the stack at `baseUrl`, serving `routes` without their scripts. */
async function startTwinServer(baseUrl, routes) {
  const running = startProcess(process.execPath, [
    path.join(import.meta.dirname, 'twin-server.mjs'),
    baseUrl,
    routes.join(','),
  ]);
  await waitUntil('the twin server to listen', async () => /listening on \d+/.test(running.output()), {
    running,
    timeoutMs: 10_000,
  });
  return { running, baseUrl: `http://127.0.0.1:${/listening on (\d+)/.exec(running.output())[1]}` };
}

/** One page's (or twin's) loads summarised: its median run as Lighthouse picks it, and every run's TBT. */
function summarise(measured) {
  const valid = measured.filter(({ lhr }) => !lhr.runtimeError);
  const lhr = valid.length ? computeMedianRun(valid.map((load) => load.lhr)) : measured.at(-1).lhr;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    lhr,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    runtimeError: lhr.runtimeError?.message,
    runs: valid.length,
    retried: measured.reduce((sum, load) => sum + load.attempts - 1, 0),
    runTbtMs: valid
      .map((load) => load.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)
      .sort((a, b) => a - b),
    benchmarkIndexes: valid.map((load) => load.lhr.environment.benchmarkIndex),
    // Scripts the browser fetched in the median run: none for a twin, or it is not one.
    scriptRequests: (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (request) => request.resourceType === 'Script',
    ).length,
  };
}

/**
 * `runs` loads of each page and of its script-free twin (the same server HTML without its scripts, from
 * twin-server.mjs), the pages taken in turn each round and each page's twin loaded right beside it, so that a swing
 * of the host falls on both: the twin first in every other round, so neither always goes first. Each is summarised
 * by its median run as Lighthouse picks it (`computeMedianRun`: the run nearest the median first paint and time to
 * interactive). One load is not a measurement on a shared host: the same build's /book gave TBT 85 to 356 ms over
 * ten loads in eight minutes. Every run's TBT is kept beside the median run.
 */
export async function auditPages(baseUrl, routes, { runs }) {
  const twins = await startTwinServer(baseUrl, routes);
  const loads = new Map(routes.map((route) => [route, { page: [], twin: [] }]));
  try {
    for (let round = 0; round < runs; round += 1)
      for (const route of routes) {
        const measure = async (side) =>
          loads.get(route)[side].push(await measuredLoad(`${side === 'page' ? baseUrl : twins.baseUrl}${route}`));
        const order = round % 2 === 0 ? ['page', 'twin'] : ['twin', 'page'];
        for (const side of order) await measure(side);
      }
  } finally {
    await stopProcess(twins.running);
  }
  return [...loads].map(([route, measured]) => {
    const { lhr, ...page } = summarise(measured.page);
    const { lhr: twinLhr, ...twin } = summarise(measured.twin);
    return {
      route,
      ...page,
      twin,
      // What Lighthouse itself says costs the most, and which elements move, to explain a missed target.
      shiftingElements: (lhr.audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((item) => `${item.node?.selector ?? 'unknown'} (${(item.score ?? 0).toFixed(3)})`),
      opportunities: Object.values(lhr.audits)
        .filter(
          (item) =>
            item.details?.type === 'opportunity' &&
            item.score !== null &&
            item.score < 0.9 &&
            (item.numericValue ?? 0) > 100,
        )
        .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
        .slice(0, 3)
        .map((item) => `${item.title} (${Math.round(item.numericValue)} ms)`),
      failedAccessibility: Object.values(lhr.audits)
        .filter(
          (item) =>
            lhr.categories.accessibility.auditRefs.some((ref) => ref.id === item.id && ref.weight > 0) &&
            item.score === 0,
        )
        .map((item) => item.title),
    };
  });
}
