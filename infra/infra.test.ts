// The rules the deployment files must keep, checked without a Docker engine or a cluster: the Dockerfiles,
// the nginx template, docker-compose.yml, infra/.env.example and the k8s manifests agree with each other and
// with the repository (entry points, workspaces, settings, names, ports, probes, limits, non-root users, no
// secret values). Schema validity is infra/schemas.test.ts; `nginx -t` is infra/nginx-config.test.ts.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  composeEnvironment,
  configSource,
  dockerDir,
  infraDir,
  k8sDir,
  KNOWN_ENV,
  loadCompose,
  loadKustomizations,
  loadManifests,
  read,
  repoRoot,
  SECRET_ENV,
  type Obj,
} from './testing/deployment-files.js';

type LoadConfig = (env: Record<string, string | undefined>) => unknown;
/** loadConfig, then the production rule that APP_SECRET, CODE_HASH_SECRET and ADMIN_CODE are set (what the API does at start). */
const loadProductionReadyConfig = async (): Promise<LoadConfig> => {
  const { loadConfig } = (await import(pathToFileURL(configSource).href)) as { loadConfig: LoadConfig };
  const secretsSource = join(repoRoot, 'packages/server-kit/src/config/local-secrets.ts');
  const { resolveSecrets } = (await import(pathToFileURL(secretsSource).href)) as {
    resolveSecrets: (config: unknown) => unknown;
  };
  return (env) => resolveSecrets(loadConfig(env));
};

const shutdownSource = join(repoRoot, 'packages/server-kit/src/config/exit-on-signals.ts');

const rootPackage = JSON.parse(read(join(repoRoot, 'package.json'))) as { workspaces: string[] };

// ---------------------------------------------------------------------------------------------------
// Dockerfiles

interface Stage {
  from: string;
  name?: string;
  lines: string[];
}

/** Splits a Dockerfile into stages (comments dropped, line continuations joined). */
function dockerStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const upper = keyword.toUpperCase();
    if (upper === 'ARG' && stages.length === 0) {
      const [k = '', v = ''] = rest.join(' ').split('=');
      args.set(k, v);
    } else if (upper === 'FROM') {
      const from = (rest[0] ?? '').replace(/\$\{(\w+)\}/g, (_, k: string) => args.get(k) ?? '');
      const asIdx = rest.findIndex((r) => r.toUpperCase() === 'AS');
      stages.push({ from, name: asIdx >= 0 ? rest[asIdx + 1] : undefined, lines: [] });
    } else {
      stages.at(-1)?.lines.push(line);
    }
  }
  return stages;
}

const instr = (stage: Stage, name: string): string[] =>
  stage.lines.filter((l) => l.toUpperCase().startsWith(`${name} `)).map((l) => l.slice(name.length + 1).trim());

/** ENV KEY=value pairs of a stage. */
const envOfStage = (stage: Stage): Record<string, string> =>
  Object.fromEntries(
    instr(stage, 'ENV').flatMap((args) => [...args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])),
  );

/** COPY arguments without flags: { from?, sources, dest }. */
function copies(stage: Stage): { from?: string; sources: string[]; dest: string }[] {
  return instr(stage, 'COPY').map((args) => {
    const parts = args.split(/\s+/);
    const flags = parts.filter((p) => p.startsWith('--'));
    const paths = parts.filter((p) => !p.startsWith('--'));
    const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
    return { from, sources: paths.slice(0, -1), dest: paths.at(-1)! };
  });
}

/** Workspace folders whose package.json build script compiles into dist/ (swc -d dist or webpack). */
function buildsDist(workspace: string): boolean {
  const pkgPath = join(repoRoot, workspace, 'package.json');
  if (!existsSync(pkgPath)) return false;
  const build = (JSON.parse(read(pkgPath)) as { scripts?: Record<string, string> }).scripts?.build ?? '';
  return /\s-d\s+dist\b/.test(build) || /\bwebpack\b/.test(build);
}

const dockerignore = read(join(repoRoot, '.dockerignore'))
  .split(/\r?\n/)
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

const dockerfiles = { api: 'api.Dockerfile', worker: 'worker.Dockerfile', web: 'web.Dockerfile' } as const;
const stagesOf = (name: keyof typeof dockerfiles) => dockerStages(read(join(dockerDir, dockerfiles[name])));
const webRuntime = stagesOf('web').at(-1)!;
const webImageEnv = envOfStage(webRuntime);

describe('Dockerfiles', () => {
  it.each(Object.keys(dockerfiles) as (keyof typeof dockerfiles)[])(
    '%s: builds on Node 24 bookworm-slim with npm ci and npm run build',
    (name) => {
      const stages = stagesOf(name);
      const build = stages.find((s) => s.name === 'build');
      expect(build).toBeDefined();
      expect(build!.from).toMatch(/^node:24[\w.-]*-bookworm-slim$/);
      const runs = instr(build!, 'RUN').join('\n');
      expect(runs).toMatch(/\bnpm ci\b(?! --omit)/);
      expect(runs).toMatch(/\bnpm run build\b/);
      // Every source COPYed from the build context exists and is not excluded by .dockerignore.
      for (const stage of stages) {
        for (const c of copies(stage).filter((x) => !x.from)) {
          for (const src of c.sources.filter((s) => s !== '.')) {
            expect({ src, exists: existsSync(join(repoRoot, src)) }).toEqual({ src, exists: true });
            expect(dockerignore).not.toContain(src);
          }
        }
      }
    },
  );

  it('the build stage is the same in all three, so BuildKit builds it once', () => {
    const build = (name: keyof typeof dockerfiles) => stagesOf(name).find((s) => s.name === 'build')!.lines;
    expect(build('worker')).toEqual(build('api'));
    expect(build('web')).toEqual(build('api'));
  });

  it.each(['api', 'worker'] as const)(
    '%s: runtime installs production deps only, runs as non-root, and its CMD is a built entry point',
    (name) => {
      const stages = stagesOf(name);
      const runtime = stages.at(-1)!;
      expect(runtime.from).toMatch(/^node:24[\w.-]*-bookworm-slim$/);
      expect(instr(runtime, 'RUN').join('\n')).toMatch(/\bnpm ci --omit=dev\b/);
      const user = instr(runtime, 'USER').at(-1);
      expect(user).toBeDefined();
      expect(user).not.toMatch(/^(root|0)(:|$)/);

      // npm ci validates the lockfile against every workspace, so each workspace manifest must be copied.
      const copied = copies(runtime).flatMap((c) => c.sources);
      for (const ws of rootPackage.workspaces) expect(copied).toContain(`${ws}/package.json`);
      // The sample feed, found from the repository root with ICAL_FEED_URL=sample.
      expect(copied).toContain('services/worker/src/calendar/sample-feed.ics');

      const cmd = JSON.parse(instr(runtime, 'CMD')[0] ?? '[]') as string[];
      expect(cmd[0]).toBe('node');
      expect(cmd.at(-1)).toBe(`services/${name}/dist/main.js`);
      const workspace = (cmd.at(-1) ?? '').split('/dist/')[0] ?? '';
      expect(rootPackage.workspaces).toContain(workspace);
      expect(buildsDist(workspace)).toBe(true);

      // The dist folder the CMD runs, and the dist of every workspace package it imports, come from the build stage.
      const fromBuild = copies(runtime)
        .filter((c) => c.from === 'build')
        .map((c) => c.dest.replace(/\/$/, ''));
      const wsByName = new Map(
        rootPackage.workspaces.map((ws) => [
          (JSON.parse(read(join(repoRoot, ws, 'package.json'))) as { name: string }).name,
          ws,
        ]),
      );
      const needed = new Set<string>();
      const queue = [workspace];
      while (queue.length) {
        const ws = queue.shift()!;
        if (needed.has(ws)) continue;
        needed.add(ws);
        const pkg = JSON.parse(read(join(repoRoot, ws, 'package.json'))) as { dependencies?: Record<string, string> };
        queue.push(
          ...Object.keys(pkg.dependencies ?? {})
            .filter((d) => d.startsWith('@lakehouse/'))
            .map((d) => wsByName.get(d)!),
        );
      }
      for (const ws of needed) expect(fromBuild).toContain(`${ws}/dist`);
    },
  );

  it('api and worker: run on the runtime defaults, no V8 flags (the image CMD, and the workspace start script)', () => {
    const cmd = JSON.parse(instr(stagesOf('api').at(-1)!, 'CMD')[0] ?? '[]') as string[];
    expect(cmd).toEqual(['node', 'services/api/dist/main.js']);
    const worker = JSON.parse(instr(stagesOf('worker').at(-1)!, 'CMD')[0] ?? '[]') as string[];
    expect(worker).toEqual(['node', 'services/worker/dist/main.js']);
    const apiPackage = JSON.parse(read(join(repoRoot, 'services/api/package.json'))) as { scripts: { start: string } };
    expect(apiPackage.scripts.start).toBe('node dist/main.js');
  });

  it('worker: ships the placeholder photos and a photo store folder owned by its user; exposes WORKER_PORT 3001', () => {
    const runtime = stagesOf('worker').at(-1)!;
    expect(instr(runtime, 'COPY')).toContain('--chown=node:node photos photos');
    expect(instr(runtime, 'RUN').join('\n')).toMatch(/mkdir -p \.data\/photo-store && chown -R node:node \.data/);
    expect(instr(runtime, 'EXPOSE')).toEqual(['3001']);
  });

  it('web: unprivileged nginx with the template, the shell at the site root and each microfrontend at /mfe/<app>/', () => {
    expect(webRuntime.from).toMatch(/^nginxinc\/nginx-unprivileged:1\.2\d-alpine$/);
    expect(instr(webRuntime, 'USER').at(-1)).toBe('101');
    const c = copies(webRuntime);
    expect(c).toContainEqual({
      from: undefined,
      sources: ['infra/docker/nginx.conf.template'],
      dest: '/etc/nginx/templates/default.conf.template',
    });
    const root = webImageEnv.LAKEHOUSE_SITE_ROOT;
    expect(c).toContainEqual({ from: 'build', sources: ['/app/frontends/shell/dist'], dest: root });
    for (const app of ['content', 'booking', 'admin']) {
      expect(buildsDist(`frontends/${app}`)).toBe(true);
      expect(c).toContainEqual({ from: 'build', sources: [`/app/frontends/${app}/dist`], dest: `${root}/mfe/${app}` });
    }
    expect(instr(webRuntime, 'EXPOSE')).toEqual([webImageEnv.LAKEHOUSE_LISTEN_PORT]);
  });

  it('.dockerignore keeps local installs, builds, data and secrets out of the context', () => {
    for (const entry of ['**/node_modules', '**/dist', '**/.data', '.git', '**/test-results', '**/.env']) {
      expect(dockerignore).toContain(entry);
    }
    for (const kept of ['photos', 'services', 'packages', 'frontends', 'scripts'])
      expect(dockerignore).not.toContain(kept);
  });
});

// ---------------------------------------------------------------------------------------------------
// nginx.conf.template

/** The body of each `location <args> {...}` block (nested blocks included in the outer body). */
function locations(conf: string): { args: string; body: string }[] {
  const out: { args: string; body: string }[] = [];
  const re = /location\s+((?:"[^"]*"|[^{"])+?)\s*\{/g;
  for (let m = re.exec(conf); m; m = re.exec(conf)) {
    let depth = 1;
    let i = re.lastIndex;
    for (; i < conf.length && depth > 0; i++) {
      if (conf[i] === '{') depth++;
      else if (conf[i] === '}') depth--;
    }
    out.push({ args: m[1] ?? '', body: conf.slice(re.lastIndex, i - 1) });
  }
  return out;
}

describe('nginx.conf.template', () => {
  const conf = read(join(dockerDir, 'nginx.conf.template')).replace(/#[^\n]*/g, '');
  const locs = locations(conf);
  const find = (pred: (args: string) => boolean) => locs.filter((l) => pred(l.args));
  const ownHeaders = (body: string) => body.replace(/location[^{]*\{[^}]*\}/g, '');

  it('uses only variables the web image sets, and the image substitutes only those', () => {
    const used = new Set([...conf.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!));
    expect([...used].sort()).toEqual(
      Object.keys(webImageEnv)
        .filter((k) => k.startsWith('LAKEHOUSE_'))
        .sort(),
    );
    expect(webImageEnv.NGINX_ENVSUBST_FILTER).toBe('^LAKEHOUSE_');
    expect(conf).toMatch(/listen\s+\$\{LAKEHOUSE_LISTEN_PORT\};/);
    expect(conf).toMatch(/root\s+\$\{LAKEHOUSE_SITE_ROOT\};/);
  });

  it('proxies /api/ to the upstream the image names (the api service on its port), keeping the /api prefix', () => {
    const api = find((a) => /^(\^~\s+)?\/api\/$/.test(a))[0]!;
    expect(api).toBeDefined();
    const target = /proxy_pass\s+http:\/\/([^;/\s]+)(\/?[^;\s]*);/.exec(api.body)!;
    expect(target[2]).toBe(''); // no URI part: the prefix is passed through
    const upstream = new RegExp(`upstream\\s+${target[1]}\\s*\\{([\\s\\S]*?)\\n\\}`).exec(conf)!;
    expect(/server\s+([^;\s]+)/.exec(upstream[1] ?? '')?.[1]).toBe('${LAKEHOUSE_API_UPSTREAM}');
    expect(webImageEnv.LAKEHOUSE_API_UPSTREAM).toBe('api:3000');
    // Set once for the server, so every proxied location passes nginx's request id along.
    expect(ownHeaders(conf)).toMatch(/proxy_set_header\s+X-Request-Id\s+\$request_id;/);
    expect(api.body).not.toMatch(/proxy_set_header/);
  });

  it('proxies /api/, the photos and the pages (to the same upstream) and nothing else: /metrics is never forwarded as itself', () => {
    const proxied = locs.filter((l) => /proxy_pass/.test(ownHeaders(l.body)));
    expect(proxied.map((l) => l.args)).toEqual([
      '^~ /api/',
      '^~ /api/bookings/',
      '^~ /api/calendar/',
      '^~ /api/turnovers/',
      '^~ /booking/',
      '= /api/payments/webhook',
      '^~ /photos/',
      '= /',
      '@pages',
    ]);
    for (const l of proxied) expect(l.body).toMatch(/proxy_pass\s+http:\/\/lakehouse_api;/);
    // A URL holding a secret (a booking's key, the export token, the cleaner's feed secret) is never a cache key.
    for (const l of proxied.filter(({ args }) => /bookings?\/|calendar|turnovers/.test(args)))
      expect({ location: l.args, body: l.body }).toEqual({
        location: l.args,
        body: expect.stringMatching(/proxy_cache\s+off;/),
      });
  });

  it('proxies /photos/ to the API (its photo store) through a photo cache that cookies do not bypass, before any regex location', () => {
    const photos = find((a) => a === '^~ /photos/')[0];
    expect(photos?.body).toMatch(/proxy_pass\s+http:\/\/lakehouse_api;/);
    expect(photos?.body).toMatch(/proxy_cache\s+lakehouse_photos;/);
    expect(photos?.body).toMatch(/proxy_cache_bypass\s+0;/);
    expect(photos?.body).toMatch(/proxy_no_cache\s+0;/);
    expect(find((a) => a === '^~ /photos/variants/')).toEqual([]);
  });

  it('never serves the layout template (index.html), never caches any remoteEntry.js, and caches hashed files for a year', () => {
    const noCache = /add_header\s+Cache-Control\s+"?no-cache"?/;
    const index = find((a) => /^=\s*\/index\.html$/.test(a));
    expect(index).toHaveLength(1);
    expect(index[0]?.body).toMatch(/return\s+301\s+\/\$is_args\$args;/);
    const remote = find((a) => a.includes('remoteEntry'));
    expect(remote.length).toBeGreaterThanOrEqual(2); // at the top level and inside /mfe/
    for (const l of remote) expect(l.body).toMatch(noCache);
    const hashed = find((a) => a.includes('[0-9a-f]'));
    expect(hashed.length).toBeGreaterThanOrEqual(2);
    for (const l of hashed) expect(l.body).toMatch(/max-age=31536000, immutable/);
  });

  it("serves the shell's files, or else the page the API renders, and the microfrontends with no fallback", () => {
    const root = find((a) => a === '/')[0];
    expect(root?.body).toMatch(/try_files\s+\$uri\s+@pages;/);
    const mfe = find((a) => /^\^~\s+\/mfe\/$/.test(a))[0];
    expect(ownHeaders(mfe?.body ?? '')).toMatch(/try_files\s+\$uri\s+=404;/);
  });
});

// ---------------------------------------------------------------------------------------------------
// docker-compose.yml and infra/.env.example

const compose = loadCompose();
const services = compose.services as Obj;
const envExample = read(join(infraDir, '.env.example'));
/** Names set (NAME=value) or listed as a comment (# NAME=...) in .env.example. */
const envExampleNames = new Set([...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)(?==|\s|$)/gm)].map((m) => m[1]!));
const volumeTarget = (service: Obj, volume: string): string | undefined =>
  (service.volumes as string[] | undefined)?.map((v) => v.split(':')).find(([source]) => source === volume)?.[1];

describe('docker-compose.yml', () => {
  it('has postgres, redis, a one-shot migrate, api, worker and web', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'migrate', 'postgres', 'redis', 'web', 'worker']);
  });

  it('postgres keeps its data in a named volume; redis keeps an append-only file and never evicts keys', () => {
    expect(services.postgres.image).toMatch(/^postgres:17/);
    expect(services.redis.image).toMatch(/^redis:7-alpine/);
    expect(Object.keys(compose.volumes ?? {})).toContain(String(services.postgres.volumes[0]).split(':')[0]);
    expect(Object.keys(compose.volumes ?? {})).toContain(String(services.redis.volumes[0]).split(':')[0]);
    const command = (services.redis.command as string[]).join(' ');
    expect(command).toMatch(/--appendonly yes/);
    expect(command).toMatch(/--maxmemory-policy noeviction/);
  });

  it('migrate runs migrate.js once from the api image; api and worker start only after it succeeded', () => {
    expect(services.migrate.command).toEqual(['node', 'services/api/dist/migrate.js']);
    expect(services.migrate.image).toBe(services.api.image);
    expect(services.migrate.restart).toBe('no');
    expect(services.migrate.depends_on.postgres.condition).toBe('service_healthy');
    for (const name of ['api', 'worker'])
      expect(services[name].depends_on.migrate.condition).toBe('service_completed_successfully');
  });

  it.each(['migrate', 'api', 'worker'])(
    '%s gets DATABASE_URL and REDIS_URL pointing at the compose services, and known settings only',
    (name) => {
      const env = composeEnvironment(services[name]);
      const db = new URL(env.DATABASE_URL ?? '');
      const pg = composeEnvironment(services.postgres);
      expect(db.protocol).toBe('postgres:');
      expect(services).toHaveProperty(db.hostname);
      expect([db.username, db.password, db.pathname.slice(1)]).toEqual([
        pg.POSTGRES_USER,
        pg.POSTGRES_PASSWORD,
        pg.POSTGRES_DB,
      ]);
      const redis = new URL(env.REDIS_URL ?? '');
      expect(redis.hostname).toBe('redis');
      expect(env.SERVE_WEB).toBe('false');
      expect(env.RENDER_PAGES).toBe('true');
      for (const key of Object.keys(env)) expect(KNOWN_ENV).toContain(key);
      expect(services[name].env_file).toContainEqual({ path: '.env', required: false });
    },
  );

  it.each(['migrate', 'api', 'worker'])('%s environment passes the app config validation', async (name) => {
    const load = await loadProductionReadyConfig();
    expect(() => load(composeEnvironment(services[name]))).not.toThrow();
  });

  it('every depends_on target exists, and service_healthy targets have a healthcheck', () => {
    for (const svc of Object.values(services)) {
      for (const [target, opts] of Object.entries((svc.depends_on ?? {}) as Record<string, Obj>)) {
        expect(services).toHaveProperty(target);
        if (opts.condition === 'service_healthy') expect(services[target].healthcheck).toBeDefined();
      }
    }
  });

  it('every long-running service has a health check: api and worker on their readiness endpoints', () => {
    for (const [name, svc] of Object.entries(services)) {
      if (name !== 'migrate')
        expect({ name, healthcheck: Boolean(svc.healthcheck) }).toEqual({ name, healthcheck: true });
    }
    const api = composeEnvironment(services.api);
    expect(JSON.stringify(services.api.healthcheck.test)).toContain(`http://127.0.0.1:${api.PORT}/api/health/ready`);
    const worker = composeEnvironment(services.worker);
    expect(JSON.stringify(services.worker.healthcheck.test)).toContain(
      `http://127.0.0.1:${worker.WORKER_PORT}/health/ready`,
    );
  });

  it('the api starts without a healthy Redis (it serves while Redis is away); the worker waits for one', () => {
    expect(services.api.depends_on.redis).toEqual({ condition: 'service_started' });
    expect(services.api.depends_on.postgres).toEqual({ condition: 'service_healthy' });
    expect(services.worker.depends_on.redis).toEqual({ condition: 'service_healthy' });
  });

  it("api and worker stop within Compose's grace: stop_grace_period outlasts the process's own drain limit", async () => {
    const { SHUTDOWN_GRACE_SECONDS } = (await import(pathToFileURL(shutdownSource).href)) as {
      SHUTDOWN_GRACE_SECONDS: { api: number; worker: number };
    };
    for (const name of ['api', 'worker'] as const) {
      const seconds = Number(/^(\d+)s$/.exec(String(services[name].stop_grace_period))?.[1]);
      expect({ name, fits: seconds >= SHUTDOWN_GRACE_SECONDS[name] + 5 }).toEqual({ name, fits: true });
    }
  });

  it("the API's /metrics has a port of its own, on the compose network only", () => {
    const api = composeEnvironment(services.api);
    expect(api.METRICS_PORT).toBeDefined();
    expect(api.METRICS_PORT).not.toBe(api.PORT);
    expect(services.api.expose).toContain(api.METRICS_PORT);
    expect(services.api.ports).toBeUndefined();
  });

  it('the worker scales with --scale worker=N: no container name, no published port; stops gracefully', () => {
    for (const svc of Object.values(services)) expect(svc.container_name).toBeUndefined();
    expect(services.worker.ports).toBeUndefined();
    expect(services.api.ports).toBeUndefined();
    expect(services.worker.deploy.replicas).toBeGreaterThanOrEqual(2);
    expect(services.worker.stop_grace_period).toBe('60s');
  });

  it('web publishes its port and proxies to the api service; api and worker share the photo store volume, web has none', () => {
    expect(services.web.ports).toContain(`\${WEB_PORT:-8080}:${webImageEnv.LAKEHOUSE_LISTEN_PORT}`);
    expect(services.web.depends_on.api.condition).toBe('service_healthy');
    const [host, port] = String(composeEnvironment(services.web).LAKEHOUSE_API_UPSTREAM).split(':');
    expect(services).toHaveProperty(host!);
    expect(port).toBe(composeEnvironment(services.api).PORT);
    // <DATA_DIR>/photo-store, the folder photo store's default (relative to the image's /app).
    expect(volumeTarget(services.worker, 'photo-store')).toBe('/app/.data/photo-store');
    expect(volumeTarget(services.api, 'photo-store')).toBe('/app/.data/photo-store');
    expect(services.web.volumes).toBeUndefined();
  });

  it.each(['migrate', 'api', 'worker', 'web'])('%s builds from the repository root with its Dockerfile', (name) => {
    const { build, image } = services[name];
    const context = resolve(infraDir, build.context);
    expect(context).toBe(repoRoot);
    expect(existsSync(join(context, build.dockerfile))).toBe(true);
    const imageName = name === 'migrate' ? 'api' : name;
    expect(build.dockerfile).toBe(`infra/docker/${imageName}.Dockerfile`);
    expect(image).toMatch(new RegExp(`^lakehouse/${imageName}(:|$)`));
  });

  it('.env.example lists every setting the app reads and every variable compose substitutes, with no secret values', () => {
    for (const key of KNOWN_ENV) expect({ key, listed: envExampleNames.has(key) }).toEqual({ key, listed: true });
    const substituted = new Set(
      [...read(join(infraDir, 'docker-compose.yml')).matchAll(/\$\{(\w+)/g)].map((m) => m[1]!),
    );
    for (const key of substituted) expect({ key, listed: envExampleNames.has(key) }).toEqual({ key, listed: true });
    for (const key of [...SECRET_ENV, 'POSTGRES_PASSWORD']) {
      const value = new RegExp(`^${key}=(.*)$`, 'm').exec(envExample)?.[1];
      expect({ key, value: value ?? '' }).toEqual({ key, value: '' });
    }
  });

  it(".env.example's PUBLIC_URL is a placeholder production refuses, never an empty value that starts silently", async () => {
    const example = /^PUBLIC_URL=(.*)$/m.exec(envExample)?.[1] ?? '';
    expect(example).not.toBe('');
    const load = await loadProductionReadyConfig();
    expect(() => load({ ...composeEnvironment(services.api), PUBLIC_URL: example })).toThrow(/PUBLIC_URL: /);
    expect(JSON.stringify(services.api.environment)).toContain('${PUBLIC_URL:?');
  });

  it('secrets come from infra/.env, never written into the compose file', () => {
    for (const svc of Object.values(services)) {
      const raw = (svc.environment ?? {}) as Record<string, string>;
      for (const key of SECRET_ENV.filter((k) => k in raw))
        expect({ key, value: raw[key] }).toEqual({ key, value: expect.stringMatching(/\$\{\w+:\?/) });
      if (raw.POSTGRES_PASSWORD) expect(raw.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Kubernetes

const manifests = loadManifests();
const all = manifests.map((m) => m.doc);
const ofKind = (kind: string) => all.filter((d) => d.kind === kind);
/** The one document of a kind (fails the test if there are none or several). */
function only(kind: string): Obj {
  const docs = ofKind(kind);
  if (docs.length !== 1) throw new Error(`expected exactly one ${kind}, found ${docs.length}`);
  return docs[0]!;
}
const named = (kind: string, name: string) => ofKind(kind).find((d) => d.metadata.name === name);
const kustomizations = loadKustomizations();
const kustomization = kustomizations.get('')!;
const podSpec = (workload: Obj): Obj => workload.spec.template.spec;
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const workloads = [...ofKind('Deployment'), ...ofKind('StatefulSet'), ...ofKind('Job')];
const longRunning = [...ofKind('Deployment'), ...ofKind('StatefulSet')];
const containersOf = (w: Obj): Obj[] => [...(podSpec(w).initContainers ?? []), ...podSpec(w).containers];
const configMap = named('ConfigMap', 'lakehouse-config')!;

describe('k8s manifests', () => {
  it('kustomization lists every top-level manifest except the example secret; the try-out overlay adds Postgres and Redis', () => {
    const topLevel = readdirSync(k8sDir)
      .filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml')
      .sort();
    expect([...(kustomization.resources as string[])].sort()).toEqual(
      topLevel.filter((f) => f !== 'secret.example.yaml'),
    );
    const tryOut = kustomizations.get('try-out')!;
    expect(tryOut.resources).toEqual(['..', 'postgres.yaml', 'redis.yaml', 'photo-store.yaml']);
    for (const [dir, k] of kustomizations) {
      for (const f of k.resources as string[]) expect(existsSync(join(k8sDir, dir, f))).toBe(true);
      expect(k.namespace).toBe(only('Namespace').metadata.name);
    }
    for (const patch of tryOut.patches as Obj[]) expect(named(patch.target.kind, patch.target.name)).toBeDefined();
    for (const d of all) if (d.metadata.namespace) expect(d.metadata.namespace).toBe(only('Namespace').metadata.name);
  });

  it('the only Secret is the example, with placeholder values of secret settings', () => {
    const secrets = ofKind('Secret');
    expect(secrets).toHaveLength(1);
    expect(manifests.find((m) => m.doc === secrets[0])?.file).toBe('secret.example.yaml');
    const values = { ...secrets[0]?.stringData, ...secrets[0]?.data } as Record<string, string>;
    for (const [k, v] of Object.entries(values)) {
      expect(SECRET_ENV).toContain(k);
      expect(v).toMatch(/CHANGE_ME/);
    }
  });

  it('no secret value is committed anywhere in infra/ (keys, tokens, passwords)', () => {
    const files = ['docker-compose.yml', '.env.example', ...manifests.map((m) => `k8s/${m.file}`)];
    for (const file of new Set(files)) {
      const text = read(join(infraDir, file));
      expect({ file, stripe: /\b(sk|rk)_(live|test)_[A-Za-z0-9]{8,}/.test(text) }).toEqual({ file, stripe: false });
      expect({ file, webhook: /whsec_[A-Za-z0-9]{8,}/.test(text) }).toEqual({ file, webhook: false });
      expect({ file, sendgrid: /SG\.[A-Za-z0-9_-]{16,}/.test(text) }).toEqual({ file, sendgrid: false });
      expect({ file, urlPassword: /:\/\/[^:/\s]+:(?![A-Z_]+@|\$)[^@\s]+@/.test(text) }).toEqual({
        file,
        urlPassword: false,
      });
    }
    for (const w of workloads) {
      for (const c of containersOf(w)) {
        for (const e of c.env ?? []) {
          if (/PASSWORD|SECRET|TOKEN|KEY/.test(e.name) || SECRET_ENV.includes(e.name))
            expect(e.valueFrom?.secretKeyRef).toBeDefined();
        }
      }
    }
  });

  it('the ConfigMap holds every non-secret setting as a string, and no secret', () => {
    for (const [k, v] of Object.entries(configMap.data as Obj)) {
      expect(typeof v).toBe('string');
      expect(KNOWN_ENV).toContain(k);
      expect(SECRET_ENV).not.toContain(k);
    }
    for (const key of [...KNOWN_ENV].filter((k) => !SECRET_ENV.includes(k)))
      expect(Object.keys(configMap.data)).toContain(key);
    expect(configMap.data.SERVE_WEB).toBe('false');
    expect(configMap.data.RENDER_PAGES).toBe('true');
  });

  it('the ConfigMap plus the example Secret are refused by the app config validation, naming each placeholder (threat 10 of docs/security.md)', async () => {
    const load = await loadProductionReadyConfig();
    const secret = only('Secret');
    const example = { ...secret.data, ...secret.stringData } as Record<string, string>;
    expect(() => load({ ...configMap.data, ...example })).toThrow(
      /APP_SECRET: is a placeholder[\s\S]*CODE_HASH_SECRET: is a placeholder[\s\S]*ADMIN_CODE: is a placeholder/,
    );
    const realSecrets = {
      APP_SECRET: '3f9a1c7e5b2d8046af13c9e7b5d20864ce1a3f5b7d9e0c2a4b6d8f1e3c5a7b9d',
      CODE_HASH_SECRET: '8d2e4f6a1c3b5e7d9f0a2c4e6b8d1f3a5c7e9b0d2f4a6c8e1b3d5f7a9c0e2b4d',
      ADMIN_CODE: 'K7QX-M2PD-9R4T',
    };
    const database = { DATABASE_URL: 'postgres://lakehouse:s3cretPw4x9@postgres.example.internal:5432/lakehouse' };
    expect(() => load({ ...configMap.data, ...example, ...realSecrets, ...database })).toThrow(
      /PUBLIC_URL: is the example's placeholder/,
    );
    const site = { PUBLIC_URL: 'https://lakehouse.example.com' };
    expect(() => load({ ...configMap.data, ...example, ...realSecrets, ...database, ...site })).not.toThrow();
  });

  it('every container sets resource requests and limits, takes env only from objects that exist, and runs as non-root', () => {
    for (const w of workloads) {
      const pod = podSpec(w);
      expect({ workload: w.metadata.name, runAsNonRoot: pod.securityContext?.runAsNonRoot }).toEqual({
        workload: w.metadata.name,
        runAsNonRoot: true,
      });
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const c of containersOf(w)) {
        for (const r of ['requests', 'limits']) {
          expect({ container: c.name, [r]: c.resources?.[r] }).toEqual({
            container: c.name,
            [r]: expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }),
          });
        }
        expect(c.securityContext?.allowPrivilegeEscalation).toBe(false);
        expect(c.securityContext?.capabilities?.drop).toContain('ALL');
        expect(c.securityContext?.runAsUser ?? 1).toBeGreaterThan(0);
        for (const src of c.envFrom ?? []) {
          if (src.configMapRef) expect(named('ConfigMap', src.configMapRef.name)).toBeDefined();
          if (src.secretRef) expect(named('Secret', src.secretRef.name)).toBeDefined();
        }
        for (const e of c.env ?? []) {
          const ref = e.valueFrom?.configMapKeyRef;
          if (ref) expect(named('ConfigMap', ref.name)?.data).toHaveProperty(ref.key);
        }
      }
    }
  });

  it('every long-running container has readiness and liveness probes on a port it declares', () => {
    for (const w of longRunning) {
      for (const c of podSpec(w).containers as Obj[]) {
        for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'].filter(
          (p) => c[p] || p !== 'startupProbe',
        )) {
          expect({ container: c.name, probe, defined: Boolean(c[probe]) }).toEqual({
            container: c.name,
            probe,
            defined: true,
          });
          const port = c[probe].httpGet?.port;
          if (port !== undefined)
            expect((c.ports as Obj[]).some((p) => p.name === port || p.containerPort === port)).toBe(true);
        }
      }
    }
  });

  const container = (name: string): Obj => podSpec(named('Deployment', name)!).containers[0];
  const portNumber = (c: Obj, port: string | number) =>
    (c.ports as Obj[]).find((p) => p.name === port || p.containerPort === port)?.containerPort;

  it.each([
    ['api', '/api/health', 'PORT'],
    ['worker', '/health', 'WORKER_PORT'],
  ] as const)(
    '%s probes: startup and liveness on %s/live, readiness on .../ready, at the port in %s',
    (name, base, setting) => {
      const c = container(name);
      expect(c.startupProbe.httpGet.path).toBe(`${base}/live`);
      expect(c.livenessProbe.httpGet.path).toBe(`${base}/live`);
      expect(c.readinessProbe.httpGet.path).toBe(`${base}/ready`);
      expect(String(portNumber(c, c.readinessProbe.httpGet.port))).toBe(configMap.data[setting]);
    },
  );

  it('api and worker pods are annotated for Prometheus on /metrics at their own port, which no Service routes', () => {
    for (const [name, setting] of [
      ['api', 'METRICS_PORT'],
      ['worker', 'WORKER_PORT'],
    ] as const) {
      const annotations = named('Deployment', name)!.spec.template.metadata.annotations as Record<string, string>;
      expect(annotations).toEqual({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': configMap.data[setting],
        'prometheus.io/path': '/metrics',
      });
    }
    expect(configMap.data.METRICS_PORT).not.toBe(configMap.data.PORT);
    expect(String(portNumber(container('api'), 'metrics'))).toBe(configMap.data.METRICS_PORT);
    const servicePorts = named('Service', 'api')!.spec.ports.map((port: Obj) =>
      String(portNumber(container('api'), port.targetPort)),
    );
    expect(servicePorts).not.toContain(configMap.data.METRICS_PORT);
  });

  it("graceful termination: each pod's grace outlasts its preStop sleep plus the process's own drain limit", async () => {
    const { SHUTDOWN_GRACE_SECONDS } = (await import(pathToFileURL(shutdownSource).href)) as {
      SHUTDOWN_GRACE_SECONDS: { api: number; worker: number };
    };
    const preStop = (name: string) => {
      const command = container(name).lifecycle?.preStop?.exec?.command as string[] | undefined;
      if (command) expect(command[0]).toBe('sleep');
      return Number(command?.[1] ?? 0);
    };
    for (const name of ['api', 'worker'] as const) {
      const grace = podSpec(named('Deployment', name)!).terminationGracePeriodSeconds as number;
      expect({ name, fits: grace >= preStop(name) + SHUTDOWN_GRACE_SECONDS[name] + 5 }).toEqual({ name, fits: true });
    }
    const web = preStop('web');
    expect(web).toBeGreaterThan(0);
    expect(podSpec(named('Deployment', 'web')!).terminationGracePeriodSeconds).toBeGreaterThan(web + 10);
  });

  it('api and worker (and the migration Job) get both the ConfigMap and the Secret', () => {
    for (const w of [named('Deployment', 'api'), named('Deployment', 'worker'), named('Job', 'migrate')]) {
      const refs = podSpec(w!).containers.flatMap((c: Obj) => c.envFrom ?? []);
      expect(refs.some((r: Obj) => r.configMapRef)).toBe(true);
      expect(refs.some((r: Obj) => r.secretRef)).toBe(true);
    }
  });

  it('uses the lakehouse images, pinned in the kustomization', () => {
    const image = (kind: string, name: string) => podSpec(named(kind, name)!).containers[0].image as string;
    expect(image('Deployment', 'api')).toMatch(/^lakehouse\/api(:|$)/);
    expect(image('Deployment', 'worker')).toMatch(/^lakehouse\/worker(:|$)/);
    expect(image('Deployment', 'web')).toMatch(/^lakehouse\/web(:|$)/);
    expect(image('Job', 'migrate')).toMatch(/^lakehouse\/api(:|$)/);
    expect((kustomization.images as Obj[]).map((i) => i.name).sort()).toEqual([
      'lakehouse/api',
      'lakehouse/web',
      'lakehouse/worker',
    ]);
  });

  it('the migration Job runs migrate.js from the api build and does not restart forever', () => {
    const job = named('Job', 'migrate')!;
    expect(podSpec(job).containers[0].command).toEqual(['node', 'services/api/dist/migrate.js']);
    expect(['Never', 'OnFailure']).toContain(podSpec(job).restartPolicy);
    expect(job.spec.backoffLimit).toBeGreaterThan(0);
  });

  it("each workload's selector matches its own pod labels", () => {
    for (const d of longRunning)
      expect(matches(d.spec.selector.matchLabels, d.spec.template.metadata.labels)).toBe(true);
  });

  it('each Service selects exactly one workload and targets a port it has; nothing routes to the worker', () => {
    for (const svc of ofKind('Service')) {
      const targets = longRunning.filter((d) => matches(svc.spec.selector, d.spec.template.metadata.labels));
      expect({ service: svc.metadata.name, targets: targets.length }).toEqual({
        service: svc.metadata.name,
        targets: 1,
      });
      const target = targets[0]!;
      for (const p of svc.spec.ports as Obj[])
        expect(portNumber(podSpec(target).containers[0], p.targetPort ?? p.port)).toBeDefined();
      expect(target.metadata.name).not.toBe('worker');
    }
    // nginx's upstream (the web image's LAKEHOUSE_API_UPSTREAM) is the api Service on its port.
    const [host, port] = String(container('web').env.find((e: Obj) => e.name === 'LAKEHOUSE_API_UPSTREAM').value).split(
      ':',
    );
    expect(named('Service', host!)!.spec.ports.map((p: Obj) => String(p.port))).toContain(port);
    expect(port).toBe(configMap.data.PORT);
  });

  it('HPAs scale the api and the worker on CPU; those Deployments leave replicas to them and request CPU', () => {
    const hpas = ofKind('HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['api', 'worker']);
    for (const hpa of hpas) {
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      const target = named('Deployment', hpa.spec.scaleTargetRef.name)!;
      expect(hpa.spec.scaleTargetRef).toEqual({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: target.metadata.name,
      });
      expect(hpa.spec.metrics.some((m: Obj) => m.type === 'Resource' && m.resource.name === 'cpu')).toBe(true);
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(target.spec.replicas).toBeUndefined();
      for (const c of podSpec(target).containers) expect(c.resources.requests.cpu).toBeDefined();
    }
  });

  it('a PodDisruptionBudget covers each Deployment, and each budget selects one', () => {
    const budgets = ofKind('PodDisruptionBudget');
    for (const d of ofKind('Deployment')) {
      const covering = budgets.filter((b) => matches(b.spec.selector.matchLabels, d.spec.template.metadata.labels));
      expect({ deployment: d.metadata.name, budgets: covering.length }).toEqual({
        deployment: d.metadata.name,
        budgets: 1,
      });
    }
    // One pod at a time: a budget of minAvailable would block a drain while every pod of a kind is unready.
    for (const b of budgets) expect([b.spec.maxUnavailable, b.spec.minAvailable]).toEqual([1, undefined]);
  });

  it('the Ingress routes /api to the api Service and / to the web Service; nothing else (so not /metrics)', () => {
    const paths = (only('Ingress').spec.rules as Obj[]).flatMap((r) => r.http.paths as Obj[]);
    expect(paths.map((p) => p.path).sort()).toEqual(['/', '/api']);
    for (const [path, service] of [
      ['/api', 'api'],
      ['/', 'web'],
    ] as const) {
      const backend = paths.find((p) => p.path === path)!.backend.service;
      expect(backend.name).toBe(service);
      expect(
        named('Service', service)!.spec.ports.some(
          (p: Obj) => p.port === backend.port.number || p.name === backend.port.name,
        ),
      ).toBe(true);
    }
  });

  it('the photos live in an S3 bucket: no volume is shared between pods (so no ReadWriteMany storage is needed)', () => {
    expect(configMap.data).toMatchObject({ PHOTO_STORE: 's3', S3_BUCKET: expect.stringMatching(/\S/) });
    const topLevel = manifests.filter((m) => !m.file.includes('/'));
    expect(topLevel.filter((m) => m.doc.kind === 'PersistentVolumeClaim')).toEqual([]);
    for (const name of ['api', 'worker', 'web'])
      for (const volume of podSpec(named('Deployment', name)!).volumes ?? [])
        expect(volume.persistentVolumeClaim).toBeUndefined();
    // The trial overlay (one node) keeps them in the folder store on one ReadWriteOnce volume instead.
    expect(named('PersistentVolumeClaim', 'photo-store')?.spec.accessModes).toEqual(['ReadWriteOnce']);
  });

  it('web runs as the unprivileged nginx user on the port the image listens on', () => {
    expect(podSpec(named('Deployment', 'web')!).securityContext.runAsUser).toBe(101);
    expect(String(container('web').ports[0].containerPort)).toBe(webImageEnv.LAKEHOUSE_LISTEN_PORT);
  });
});
