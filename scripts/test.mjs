// `npm test`: build (what is stale), typecheck, lint, unit tests, integration tests on real Postgres and Redis,
// then the browser tests of the composed site. Every step runs; the run fails if any step failed.
// `npm test -- --only integration services/worker` runs chosen steps, the rest of the arguments going to them.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { root } from './build-units.mjs';
import { missingProgramMessage, provideRedis } from './test-prerequisites.mjs';

const reports = path.join(root, 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const jest = ['node', '--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];
// `needs`: the programs a step runs (scripts/test-prerequisites.mjs), checked before anything starts.
const allSteps = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], needs: [] },
  // ESLint, Prettier (check) and knip: see `npm run lint` in package.json.
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], needs: [] },
  {
    name: 'unit',
    command: [...jest, '--selectProjects', 'unit', '--json', `--outputFile=${reports}/unit.json`],
    report: 'jest',
    needs: ['nginx'],
  },
  {
    name: 'integration',
    command: [
      // One process runs every integration file in turn (they share Postgres, Redis and ports), and Node's VM contexts,
      // in which Jest runs each file's ES modules, are not all freed: the heap grows by about 50 MB a file, past the
      // default limit (4 GB here) at about 80 files. Room for the suite, not a tuning.
      'node',
      '--experimental-vm-modules',
      '--max-old-space-size=8192',
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      'integration',
      '--runInBand',
      '--json',
      `--outputFile=${reports}/integration.json`,
    ],
    report: 'jest',
    needs: ['redis-server'],
  },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/e2e.json` },
    report: 'playwright',
    needs: ['chromium', 'nginx'],
  },
];

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? undefined : (args.splice(onlyAt, 2)[1] ?? '').split(',');
const steps = only ? allSteps.filter((step) => only.includes(step.name)) : allSteps;
if (only && steps.length !== only.length) {
  console.error(`--only takes step names separated by commas: ${allSteps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
if (only) for (const step of steps) step.command.push(...args);

const missing = missingProgramMessage([...new Set(steps.flatMap((step) => step.needs))]);
if (missing) {
  console.error(missing);
  process.exit(1);
}

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function countsOf(step) {
  const file = `${reports}/${step.name}.json`;
  if (!step.report || !existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (step.report === 'jest')
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

// One Redis for every step (the e2e site ignores it: playwright.config.ts runs it on its embedded defaults).
const redis = await provideRedis();
process.env.REDIS_URL = redis.url;
console.log(`Redis for this run: ${redis.url} (${redis.origin})`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => redis.stop().then(() => process.exit(130)));

console.log('\n== build');
try {
  await buildAll({ onlyStale: true });
} catch (error) {
  console.error(error.message);
  await redis.stop();
  process.exit(1);
}

const results = [];
for (const step of steps) {
  console.log(`\n== ${step.name}`);
  const started = Date.now();
  const code = await run(step);
  results.push({ step, code, seconds: (Date.now() - started) / 1000, counts: countsOf(step) });
}
await redis.stop();

console.log('\n== summary');
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { step, code, seconds, counts } of results) {
  const detail = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    : code === 0
      ? 'ok'
      : 'failed';
  console.log(`${step.name.padEnd(12)} ${code === 0 ? 'PASS' : 'FAIL'}  ${detail}  (${seconds.toFixed(0)} s)`);
  if (counts) for (const key of Object.keys(total)) total[key] += counts[key];
  // A step that failed without a report (it crashed, or typecheck) counts as one failure.
  if (code !== 0 && (!counts || counts.failed === 0)) total.failed += 1;
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
