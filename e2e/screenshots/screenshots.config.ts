import path from 'node:path';
import { defineConfig } from '@playwright/test';
import e2e from '../../playwright.config';

// `npm run screenshots`: the docs' screenshots (docs/screenshots/), taken by docs-screenshots.ts on the e2e config's
// site that takes payments (with its Stripe fake), started on the run's own E2E_PORT (package.json names one, so an
// e2e site already running on another port is never reused). Not part of `npm test`.
const root = path.resolve(import.meta.dirname, '../..');
const servers = [e2e.webServer ?? []].flat();
const stripeProject = e2e.projects!.find((project) => project.name === 'chromium-stripe')!;

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: 'docs-screenshots.ts',
  outputDir: path.join(root, 'test-results/screenshots'),
  // One booking from the code to the review, each step shot at two widths.
  timeout: 600_000,
  projects: [{ name: 'screenshots', use: stripeProject.use }],
  // The site without payments is not needed; the commands run from the repository's root, as in the e2e config.
  webServer: servers
    .filter((server) => server.url !== `${e2e.use!.baseURL}/api/health`)
    .map((server) => ({ ...server, cwd: root })),
});
