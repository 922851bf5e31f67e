// The results as one markdown report: printed by `npm run bench` and kept in docs/benchmarks.md.
import { firstTapSection } from './first-tap-report.mjs';
import { CONNECTIONS } from './load-generator.mjs';
import { kb, met, micros, ms, table } from './markdown.mjs';
import { SLICES } from './throughput.mjs';

export const TARGETS = {
  ratio: 0.3,
  p99Ms: 20,
  edgeRatio: 0.8,
  edgeP99Ms: 10,
  queryStringCpuMs: 20,
  holdsDrop: 0.2,
  raceMs: 1000,
  homeJsGzipBytes: 250 * 1024,
  performance: 95,
  accessibility: 95,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 200,
  // A page's TBT above its script-free twin's: what its own JavaScript costs.
  tbtOverTwinMs: 100,
  apiMemoryBytes: 200 * 1024 * 1024,
  photoUploadsMs: 60_000,
};

/** One measured side against its reference: rates, latencies, the ratio and p99 against their targets, errors. */
const comparedCells = (row, ratioTarget, p99Target) => [
  row.name,
  row.api.requestsPerSecond.toFixed(0),
  ms(row.api.p50),
  ms(row.api.p99),
  row.ceiling.requestsPerSecond.toFixed(0),
  ms(row.ceiling.p50),
  ms(row.ceiling.p99),
  `${(row.ratio * 100).toFixed(1)} % ${met(row.ratio >= ratioTarget)}`,
  `${ms(row.api.p99)} ${met(row.api.p99 <= p99Target)}`,
  String(row.api.failed),
];

function throughputSection(rows, settings, apiMemoryBytes) {
  return [
    `### API throughput and latency (${CONNECTIONS} connections, ${settings.durationSeconds} s each for the API and the ceiling in ${SLICES} alternating slices, after ${settings.warmupSeconds} s of warm-up)`,
    '',
    "Ceiling: a bare `node:http` process answering the same bytes (JSON, or the page as compressed for a browser) from memory, measured the same way in the same run. Load from wrk, one thread; req/s over all of a side's slices, p50 and p99 the median of its slices'. CPU per answer: the CPU time each process used over its slices (all its threads, from `/proc`) divided by its answers; a slower or busier host moves it far less than the requests a second.",
    '',
    table(
      [
        'case',
        'API req/s',
        'API p50',
        'API p99',
        'ceiling req/s',
        'ceiling p50',
        'ceiling p99',
        'ratio (target ≥ 30 %)',
        'p99 (target ≤ 20 ms)',
        'errors',
        'CPU per answer: API / ceiling',
      ],
      rows.map((row) => [
        ...comparedCells(row, TARGETS.ratio, TARGETS.p99Ms),
        `${micros(row.api.cpuMicrosPerRequest)} / ${micros(row.ceiling.cpuMicrosPerRequest)}`,
      ]),
    ),
    ...(apiMemoryBytes === undefined
      ? []
      : [
          '',
          `The API's resident memory after the run: ${(apiMemoryBytes / 1024 / 1024).toFixed(0)} MB (target ≤ ${TARGETS.apiMemoryBytes / 1024 / 1024} MB) ${met(apiMemoryBytes <= TARGETS.apiMemoryBytes)}.`,
        ]),
  ].join('\n');
}

function edgeSection(rows, settings) {
  return [
    `### Through nginx (the web image's config in front of the API, ${CONNECTIONS} connections, ${settings.durationSeconds} s each in ${SLICES} alternating slices)`,
    '',
    "Against the same nginx serving each answer's bytes, as the first one sent them, from a file. nginx keeps the public reads and pages for the second the API's `s-maxage` allows; one request at a time refreshes them.",
    '',
    table(
      [
        'case',
        'nginx + API req/s',
        'p50',
        'p99',
        'nginx + file req/s',
        'p50',
        'p99',
        'ratio (target ≥ 80 %)',
        'p99 (target ≤ 10 ms)',
        'errors',
      ],
      rows.map((row) => comparedCells(row, TARGETS.edgeRatio, TARGETS.edgeP99Ms)),
    ),
  ].join('\n');
}

function queryStringSection(cost) {
  return [
    '### A new query string on a page',
    '',
    `${cost.requests} requests for \`${cost.path}?utm_source=<random>\`, each query string new, straight to the API: ${ms(cost.cpuMsPerRequest)} of the API's CPU each (target ≤ ${TARGETS.queryStringCpuMs} ms) ${met(cost.cpuMsPerRequest <= TARGETS.queryStringCpuMs)}.`,
  ].join('\n');
}

function holdsSection(holds, settings) {
  const drop = 1 - holds.holds.requestsPerSecond / holds.quiet.requestsPerSecond;
  const p99Rise = holds.holds.p99 / holds.quiet.p99 - 1;
  return [
    `### \`GET /\` while guests make holds (straight to the API, ${CONNECTIONS} connections, ${settings.durationSeconds} s each way in turns)`,
    '',
    table(
      ['', 'req/s', 'p99', 'errors'],
      [
        ['no holds', holds.quiet.requestsPerSecond.toFixed(0), ms(holds.quiet.p99), String(holds.quiet.failed)],
        [
          `a hold every 0.5 s (${holds.made} made, ${holds.refused} refused)`,
          holds.holds.requestsPerSecond.toFixed(0),
          ms(holds.holds.p99),
          String(holds.holds.failed),
        ],
      ],
    ),
    '',
    `Throughput ${(drop * 100).toFixed(1)} % lower, p99 ${(p99Rise * 100).toFixed(1)} % higher with the holds (target: each within 20 %) ${met(drop <= TARGETS.holdsDrop && p99Rise <= TARGETS.holdsDrop)}.`,
  ].join('\n');
}

function photoUploadsSection(run) {
  const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
  return [
    `### Photo uploads (${run.photos} phone photos of ${(run.averageBytes / 1024 / 1024).toFixed(1)} MB on average, two at a time, to their three WebP sizes)`,
    '',
    table(
      [
        'all sent',
        'all three sizes of every photo (target ≤ 60 s)',
        'GET / meanwhile p95 / max',
        'GET /api/property meanwhile p95 / max',
      ],
      [
        [
          seconds(run.uploadedMs),
          `${seconds(run.allVariantsMs)} ${met(run.allVariantsMs <= TARGETS.photoUploadsMs)}`,
          `${ms(run.home.p95)} / ${ms(run.home.max)}`,
          `${ms(run.property.p95)} / ${ms(run.property.max)}`,
        ],
      ],
    ),
    '',
    `${run.probes} probes of each, every 250 ms${run.probeFailures ? `; ${run.probeFailures} failed` : ', none failed'}.`,
  ].join('\n');
}

function raceSection(race) {
  const statuses = Object.entries(race.byStatus)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return [
    '### Booking race',
    '',
    table(
      [
        'attempts (same nights, at once)',
        'answers',
        'winners (target exactly 1)',
        'wall time to settle (target < 1 s)',
      ],
      [
        [
          String(race.attempts),
          statuses,
          `${race.winners} ${met(race.winners === 1)}`,
          `${ms(race.wallMs)} ${met(race.wallMs < TARGETS.raceMs)}`,
        ],
      ],
    ),
    '',
    `The losers' message: ${race.loserMessages.map((message) => `'${message}'`).join(', ') || '(none)'}`,
  ].join('\n');
}

function pageWeightSection(loads) {
  const apps = ['shell', 'content', 'booking', 'admin'];
  const cell = (entry) => (entry ? `${kb(entry.js.gzip)} / ${kb(entry.js.raw)}` : '–');
  const home = loads.find((load) => load.route === '/');
  return [
    '### Page weight (first load in a fresh browser, to the page hydrated; JavaScript gzipped / raw; shared react, react-dom, MUI and emotion fetched once)',
    '',
    table(
      ['route', ...apps.map((app) => `${app} JS`), 'all JS gzip / raw', 'all CSS gzip / raw', 'target'],
      loads.map((load) => [
        load.route,
        ...apps.map((app) => cell(load.byApp[app])),
        `${kb(load.js.gzip)} / ${kb(load.js.raw)}`,
        `${kb(load.css.gzip)} / ${kb(load.css.raw)}`,
        load === home ? `≤ 250 KB JS gzip: ${met(load.js.gzip <= TARGETS.homeJsGzipBytes)}` : '',
      ]),
    ),
    '',
    'Gzip sizes are zlib level 6 of each file as served; CSS comes from the JS (emotion), so it is near zero.',
  ].join('\n');
}

function indexRange(audits) {
  const indexes = audits.flatMap((audit) => audit.benchmarkIndexes);
  return indexes.length ? `${Math.min(...indexes).toFixed(0)} to ${Math.max(...indexes).toFixed(0)}` : 'not recorded';
}

/** Each of the product's Lighthouse targets for one page, and whether all of them hold. */
function lighthouseTargets(audit) {
  const overTwinMs = audit.tbtMs - audit.twin.tbtMs;
  const checks = {
    performance: audit.performance >= TARGETS.performance,
    tbt: audit.tbtMs <= TARGETS.tbtMs,
    overTwin: overTwinMs <= TARGETS.tbtOverTwinMs,
    lcp: audit.lcpMs <= TARGETS.lcpMs,
    cls: audit.cls <= TARGETS.cls,
  };
  return { checks, overTwinMs, all: Object.values(checks).every(Boolean) };
}

const runTbts = (summary) => summary.runTbtMs.map((value) => value.toFixed(0)).join(', ');

/** What kept a page's (or its twin's) numbers from being what they seem, one line each. */
const loadNotes = (label, summary, runs) => [
  ...(summary.runtimeError ? [`- ${label}: Lighthouse error: ${summary.runtimeError}`] : []),
  ...(summary.retried > 0
    ? [`- ${label}: ${summary.retried} load(s) made again: Lighthouse recorded no measurement of them`]
    : []),
  ...(summary.runs < runs && !summary.runtimeError ? [`- ${label}: ${summary.runs} of ${runs} loads measured`] : []),
];

function lighthouseSection(audits, runs) {
  return [
    `### Lighthouse (mobile preset, simulated throttling, Debian Chromium; ${runs} loads per page and ${runs} of its script-free twin, each one's median run)`,
    '',
    "A page's twin is the same server HTML with every script and module preload taken out, served beside the stack (`bench/twin-server.mjs`; every other request goes to the stack), loaded in turn with the page: what the page would score with no JavaScript at all. The median run is Lighthouse's own pick (`computeMedianRun`: the run nearest the median first paint and time to interactive); the targets are read on it, and every run's TBT is listed below.",
    `Lighthouse's measure of the host's CPU over these runs (its benchmark index; higher is faster, and the simulated 4× phone multiplies what this host took): ${indexRange([...audits, ...audits.map((audit) => audit.twin)])}.`,
    '',
    "The target, for every page: performance ≥ 95 with TBT ≤ 200 ms and within 100 ms of its twin's TBT, LCP ≤ 2.0 s, CLS ≤ 0.05.",
    '',
    table(
      [
        'page',
        'performance (≥ 95)',
        'TBT (≤ 200 ms)',
        "twin's performance",
        "twin's TBT",
        "TBT over the twin's (≤ 100 ms)",
        'LCP (≤ 2.0 s)',
        'CLS (≤ 0.05)',
        'target',
      ],
      audits.map((audit) => {
        const { checks, overTwinMs, all } = lighthouseTargets(audit);
        return [
          audit.route,
          `${audit.performance} ${met(checks.performance)}`,
          `${ms(audit.tbtMs)} ${met(checks.tbt)}`,
          String(audit.twin.performance),
          ms(audit.twin.tbtMs),
          `${ms(overTwinMs)} ${met(checks.overTwin)}`,
          `${(audit.lcpMs / 1000).toFixed(2)} s ${met(checks.lcp)}`,
          `${audit.cls.toFixed(3)} ${met(checks.cls)}`,
          met(all),
        ];
      }),
    ),
    '',
    table(
      ['page', 'accessibility (≥ 95)', 'best practices', 'SEO', 'TBT of each run', "twin's TBT of each run"],
      audits.map((audit) => [
        audit.route,
        `${audit.accessibility} ${met(audit.accessibility >= TARGETS.accessibility)}`,
        String(audit.bestPractices),
        String(audit.seo),
        runTbts(audit),
        runTbts(audit.twin),
      ]),
    ),
    '',
    ...audits.flatMap((audit) => [
      ...loadNotes(audit.route, audit, runs),
      ...loadNotes(`${audit.route} (twin)`, audit.twin, runs),
      ...(audit.twin.scriptRequests > 0
        ? [`- ${audit.route} (twin): ${audit.twin.scriptRequests} script(s) loaded: not a script-free page`]
        : []),
      ...(audit.shiftingElements.length
        ? [`- ${audit.route}: layout shifts from ${audit.shiftingElements.map((item) => `\`${item}\``).join(', ')}`]
        : []),
      ...(audit.opportunities.length
        ? [`- ${audit.route}: biggest opportunities: ${audit.opportunities.join('; ')}`]
        : []),
      ...(audit.failedAccessibility.length
        ? [`- ${audit.route}: failed accessibility audits: ${audit.failedAccessibility.join('; ')}`]
        : []),
    ]),
  ].join('\n');
}

function startupSection(startup) {
  return [
    '### Start-up (`npm start` to a ready `/api/health`, embedded Postgres, build already current)',
    '',
    table(
      ['first start (fresh data folder: Postgres initialised, migrations)', 'restart (same data folder)'],
      [[ms(startup.firstMs), ms(startup.againMs)]],
    ),
    '',
    '### Start-up of a fresh clone (`git clone`, `npm ci`, which builds, then the first `npm start` to a ready `/api/health`; target 15 s)',
    '',
    table(
      ['`npm ci` (install and build)', 'first `npm start`'],
      [[ms(startup.freshClone.installMs), ms(startup.freshClone.startMs)]],
    ),
  ].join('\n');
}

export function renderReport({
  machine,
  startedAt,
  loadAverageAtEnd,
  settings,
  throughput,
  apiMemoryBytes,
  queryString,
  edge,
  holds,
  race,
  pageWeight,
  lighthouse,
  firstTaps,
  photoUploads,
  startup,
}) {
  return [
    `Run of ${startedAt.toISOString()} on ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, Node ${machine.node}, ${machine.platform}; load average at start ${machine.loadAverage}, at the end ${loadAverageAtEnd}.`,
    '',
    throughput && throughputSection(throughput, settings, apiMemoryBytes),
    queryString && queryStringSection(queryString),
    edge && edgeSection(edge, settings),
    holds && holdsSection(holds, settings),
    race && raceSection(race),
    pageWeight && pageWeightSection(pageWeight),
    lighthouse && lighthouseSection(lighthouse, settings.lighthouseRuns),
    firstTaps && firstTapSection(firstTaps, settings.firstTapRuns),
    photoUploads && photoUploadsSection(photoUploads),
    startup && startupSection(startup),
  ]
    .filter(Boolean)
    .join('\n\n');
}
