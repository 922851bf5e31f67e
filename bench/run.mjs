// `npm run bench`: builds what is stale, then measures the API against a bare node:http ceiling (and its resident
// memory after that run), the booking race, page weight, Lighthouse (each page beside its script-free twin), a
// guest's first tap on a slowed CPU and start-up; prints the report and, after a full run, writes it into
// docs/benchmarks.md (between the markers, keeping
// the notes around them).
//   BENCH_DURATION=10   seconds per throughput measurement      BENCH_WARMUP=3   seconds of warm-up per case
//   BENCH_LIGHTHOUSE_RUNS=5   Lighthouse loads per page and as many of its script-free twin (medians reported)
//   BENCH_FIRST_TAP_RUNS=5   fresh loads per page with one first tap each (medians reported)
//   BENCH_ONLY=api,edge,holds,race,weight,lighthouse,first-tap,photos,startup   a subset (the docs are then left alone)
//   BENCH_SKIP_BUILD=1   measure the build as it is (while a change elsewhere does not build)
//   BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS_URL (redis://127.0.0.1:6379)
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runBookingRace } from './booking-race.mjs';
import { addMonthsIso, todayIso } from './dates.mjs';
import { auditPages } from './lighthouse-audit.mjs';
import { measureFirstTaps } from './first-tap.mjs';
import { describeMachine } from './machine.mjs';
import { measureHoldsUnderLoad } from './holds-under-load.mjs';
import { expectNoErrors, startEdge, startFileEdge } from './nginx-edge.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { measurePhotoUploads } from './photo-uploads.mjs';
import { BENCH_ADMIN_CODE, apiResidentMemory, startProductionStack, stopProductionStack } from './production-stack.mjs';
import { measureQueryStringCost } from './query-string-cost.mjs';
import { renderReport } from './report.mjs';
import { seedCalendar } from './seed-calendar.mjs';
import { measureStartup } from './startup.mjs';
import { expectLoadGenerator } from './load-generator.mjs';
import { captureAnswers, measureThroughput, startBaseline, stopBaseline } from './throughput.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SECTIONS = ['api', 'edge', 'holds', 'race', 'weight', 'lighthouse', 'first-tap', 'photos', 'startup'];
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : SECTIONS;
const unknown = only.filter((name) => !SECTIONS.includes(name));
if (unknown.length) {
  console.error(`BENCH_ONLY names unknown sections: ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  process.exit(2);
}
if (['api', 'edge', 'holds'].some((name) => only.includes(name))) await expectLoadGenerator();
const settings = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  firstTapRuns: Number(process.env.BENCH_FIRST_TAP_RUNS ?? 5),
};
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DOC = path.join(root, 'docs/benchmarks.md');
const START_MARKER = '<!-- bench:results:start -->';
const END_MARKER = '<!-- bench:results:end -->';

function apiCases() {
  const from = todayIso();
  return [
    {
      name: 'GET /api/availability (3 months)',
      method: 'GET',
      path: `/api/availability?startDate=${from}&endDate=${addMonthsIso(from, 3)}`,
    },
    {
      name: 'POST /api/config/calculate-pricing',
      method: 'POST',
      path: '/api/config/calculate-pricing',
      body: JSON.stringify({ nights: 3, guests: 4, includeLinens: true, familyDiscount: false }),
    },
    { name: 'GET /api/property', method: 'GET', path: '/api/property' },
    // The home page rendered on the server (what nginx proxies to the API for every page in the full stack).
    { name: 'GET / (server-rendered page)', method: 'GET', path: '/' },
  ];
}

/** What the production stack's nginx is measured on, against the same bytes from files. */
function edgeCases() {
  const from = todayIso();
  return [
    { name: 'GET / (server-rendered page)', method: 'GET', path: '/' },
    { name: 'GET /api/property', method: 'GET', path: '/api/property' },
    {
      name: 'GET /api/availability (3 months)',
      method: 'GET',
      path: `/api/availability?startDate=${from}&endDate=${addMonthsIso(from, 3)}`,
    },
  ];
}

async function waitForPropertyImages(baseUrl) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const property = await (await fetch(`${baseUrl}/api/property`)).json();
    if (property.images?.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The worker did not list the photos within 2 minutes: GET /api/property still has no images.');
}

async function writeDoc(report) {
  const doc = await readFile(DOC, 'utf8');
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < start)
    throw new Error(`${DOC} lacks the ${START_MARKER} … ${END_MARKER} markers the results go between.`);
  await writeFile(DOC, `${doc.slice(0, start + START_MARKER.length)}\n${report}\n${doc.slice(end)}`);
}

const startedAt = new Date();
const machine = describeMachine();
const results = { machine, startedAt, settings };
if (process.env.BENCH_SKIP_BUILD === '1') {
  console.log('BENCH_SKIP_BUILD=1: measuring the build as it is.');
} else {
  console.log('Building what is stale…');
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], {
      cwd: root,
      stdio: 'inherit',
    });
  } catch {
    console.error('The build failed (its errors are above): nothing was measured.');
    process.exit(1);
  }
}

if (only.some((name) => SECTIONS.filter((section) => section !== 'startup').includes(name))) {
  console.log('Starting the API and the worker in production mode…');
  const stack = await startProductionStack({ postgresUrl, redisUrl });
  try {
    await waitForPropertyImages(stack.baseUrl);
    await seedCalendar(stack.database.url, todayIso());
    if (only.includes('api')) {
      const cases = apiCases();
      const baseline = await startBaseline(await captureAnswers(stack.baseUrl, cases));
      try {
        console.log('Measuring throughput…');
        results.throughput = await measureThroughput({
          apiBaseUrl: stack.baseUrl,
          apiPid: stack.api.child.pid,
          baselineBaseUrl: baseline.baseUrl,
          baselinePid: baseline.running.child.pid,
          cases,
          ...settings,
        });
        results.apiMemoryBytes = await apiResidentMemory(stack);
      } finally {
        await stopBaseline(baseline);
      }
      console.log('Measuring what a new query string on a page costs…');
      results.queryString = await measureQueryStringCost({ baseUrl: stack.baseUrl, apiPid: stack.api.child.pid });
    }
    if (only.includes('edge')) {
      const edge = await startEdge(stack.baseUrl);
      try {
        const cases = edgeCases();
        const files = await startFileEdge(await captureAnswers(edge.baseUrl, cases));
        try {
          console.log('Measuring through nginx…');
          results.edge = await measureThroughput({
            apiBaseUrl: edge.baseUrl,
            baselineBaseUrl: files.baseUrl,
            cases,
            ...settings,
          });
          expectNoErrors('nginx in front of the API', edge);
          expectNoErrors('nginx serving the files', files);
        } finally {
          await files.stop();
        }
      } finally {
        await edge.stop();
      }
    }
    if (only.includes('holds')) {
      console.log('Measuring GET / with and without holds…');
      results.holds = await measureHoldsUnderLoad({
        baseUrl: stack.baseUrl,
        adminCode: BENCH_ADMIN_CODE,
        durationSeconds: settings.durationSeconds,
      });
    }
    if (only.includes('race')) {
      console.log('Running the booking race…');
      results.race = await runBookingRace({ baseUrl: stack.baseUrl, adminCode: BENCH_ADMIN_CODE });
    }
    if (only.includes('weight')) {
      console.log('Weighing the pages…');
      results.pageWeight = await measurePageWeight(stack.baseUrl);
    }
    if (only.includes('lighthouse')) {
      console.log('Running Lighthouse…');
      results.lighthouse = await auditPages(stack.baseUrl, ['/', '/gallery', '/guide', '/book'], {
        runs: settings.lighthouseRuns,
      });
    }
    if (only.includes('first-tap')) {
      console.log('Timing a first tap on a slowed CPU…');
      results.firstTaps = await measureFirstTaps(stack.baseUrl, { runs: settings.firstTapRuns });
    }
    // Last on the stack: the twenty photos it adds would change what the pages above weigh and show.
    if (only.includes('photos')) {
      console.log('Uploading twenty 6 MB photos…');
      results.photoUploads = await measurePhotoUploads({ baseUrl: stack.baseUrl, adminCode: BENCH_ADMIN_CODE });
    }
  } finally {
    await stopProductionStack(stack);
  }
}
if (only.includes('startup')) {
  console.log('Timing npm start…');
  results.startup = await measureStartup();
}

results.loadAverageAtEnd = describeMachine().loadAverage;
const report = renderReport(results);
console.log(`\n${report}\n`);
if (only.length === SECTIONS.length) {
  await writeDoc(report);
  console.log(`Written to ${path.relative(root, DOC)}.`);
} else {
  console.log('A partial run (BENCH_ONLY): docs/benchmarks.md left as it was.');
}
