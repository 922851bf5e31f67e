// The Dockerfiles build what `npm start` builds: their instructions, run in a clean copy of the repository
// (scripts/docker-build-check.mjs: the build context filtered by .dockerignore, `npm ci` from the lockfile,
// `npm run build`, then the runtime stages' `npm ci --omit=dev` and COPY --from=build), produce every built
// entry point and frontend, and the runtime images' entry points load with production dependencies only.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildImages, startEntryPoint } from '../scripts/docker-build-check.mjs';

interface StageResult {
  dir: string;
  cwd: string;
  env: Record<string, string>;
  user: string | undefined;
  cmd: string[];
}
type BuildImages = (options: {
  workDir: string;
  log: (line: string) => void;
}) => Promise<Record<'api' | 'worker' | 'web', StageResult>>;
/** The site's address, which production requires before anything else. */
const SITE_ADDRESS = 'https://lakehouse.example.com';

type StartEntryPoint = (state: StageResult, env?: Record<string, string>) => { status: number | null; output: string };

const workDir = mkdtempSync(join(tmpdir(), 'lakehouse-docker-build-'));
const steps: string[] = [];
let images: Record<'api' | 'worker' | 'web', StageResult>;

beforeAll(async () => {
  images = await (buildImages as BuildImages)({ workDir, log: (line) => steps.push(line) });
}, 30 * 60_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const inImage = (state: StageResult, file: string) =>
  existsSync(join(state.dir, file.startsWith('/') ? file : join(state.cwd, file)));

/** Every path in a folder, relative to it, folders included. */
const pathsUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [relative, ...pathsUnder(dir, relative)] : [relative];
  });

describe('the Dockerfiles, run in a clean copy of the repository', () => {
  it('the build context (.dockerignore applied) holds no local installs, builds, data, git history or env files', () => {
    const context = pathsUnder(join(workDir, 'context'));
    expect(context).toContain('package-lock.json');
    expect(context).toContain('photos');
    const leaked = context.filter((p) =>
      /(^|\/)(node_modules|dist|\.data|\.git|test-results|test-reports)(\/|$)|(^|\/)\.env$/.test(p),
    );
    expect(leaked).toEqual([]);
  });

  it('run the build stage once for all three images (npm ci, npm run build)', () => {
    expect(steps.filter((s) => /stage build: RUN npm ci\b/.test(s))).toHaveLength(1);
    expect(steps.filter((s) => /stage build: RUN npm run build\b/.test(s))).toHaveLength(1);
    expect(steps.filter((s) => /stage build: the same as an earlier stage, reused/.test(s))).toHaveLength(2);
  });

  it.each(['api', 'worker'] as const)(
    '%s image: has its entry point, the sample feed and production dependencies only',
    (name) => {
      const image = images[name];
      expect(image.cmd[0]).toBe('node');
      expect(image.cmd.at(-1)).toBe(`services/${name}/dist/main.js`);
      expect(inImage(image, `services/${name}/dist/main.js`)).toBe(true);
      expect(inImage(image, 'services/worker/src/calendar/sample-feed.ics')).toBe(true);
      expect(inImage(image, 'node_modules/@nestjs/core/package.json')).toBe(true);
      for (const devOnly of ['jest', '@playwright/test', 'webpack', '@swc/cli'])
        expect({ devOnly, installed: inImage(image, `node_modules/${devOnly}`) }).toEqual({
          devOnly,
          installed: false,
        });
      expect(image.env.NODE_ENV).toBe('production');
      expect(image.user).toBe('node');
    },
  );

  it('api image: main.js loads every module and stops at the missing production secrets', () => {
    // With its address set, as the operator's .env has it: what stops it then is the secrets left to generate.
    const { status, output } = (startEntryPoint as StartEntryPoint)(images.api, { PUBLIC_URL: SITE_ADDRESS });
    expect(output).toContain('APP_SECRET: required in production');
    expect(status).toBe(1);
  });

  it('api image: holds the layout the pages are rendered from, and each server entry loads with production dependencies only', () => {
    const api = images.api;
    expect(inImage(api, 'frontends/shell/dist/index.html')).toBe(true);
    for (const app of ['shell', 'content', 'booking']) {
      const entry = `frontends/${app}/dist-server/server.cjs`;
      expect(inImage(api, entry)).toBe(true);
      const loaded = (startEntryPoint as StartEntryPoint)({
        ...api,
        cmd: ['node', '-e', `console.log(Object.keys(require('./${entry}').applications).length)`],
      });
      expect({ app, ...loaded }).toEqual({ app, status: 0, output: expect.stringMatching(/^[1-9]\d*\n$/) });
    }
  });

  it('worker image: main.js loads every module and stops at the missing database and Redis', () => {
    const { status, output } = (startEntryPoint as StartEntryPoint)(images.worker, { PUBLIC_URL: SITE_ADDRESS });
    expect(output).toContain('DATABASE_URL and REDIS_URL');
    expect(status).toBe(1);
  });

  it('web image: the shell at the site root, each microfrontend under mfe/, and the nginx template', () => {
    const web = images.web;
    const root = web.env.LAKEHOUSE_SITE_ROOT!;
    expect(inImage(web, `${root}/index.html`)).toBe(true);
    for (const app of ['content', 'booking', 'admin'])
      expect(inImage(web, `${root}/mfe/${app}/remoteEntry.js`)).toBe(true);
    expect(inImage(web, '/etc/nginx/templates/default.conf.template')).toBe(true);
  });
});
