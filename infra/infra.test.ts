// Structural checks of the deployment files. There is no Docker engine or cluster here, so these tests
// parse docker-compose.yml, the Dockerfiles, nginx.conf and the k8s manifests and check that they agree
// with each other and with the repository (entry points, workspaces, names, ports, probes).
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

const infraDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(infraDir, '..');
const k8sDir = join(infraDir, 'k8s');
const dockerDir = join(infraDir, 'docker');

const read = (path: string): string => readFileSync(path, 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

/** The application's config schema: the variables it knows, and loadConfig to validate values with. */
const configSource = join(repoRoot, 'packages/server-kit/src/config/app-config.ts');
const KNOWN_ENV = new Set(
  [...read(configSource).matchAll(/^\s+([A-Z][A-Z0-9_]*):\s*optional\(/gm)].map((m) => m[1]),
);
type LoadConfig = (env: Record<string, string | undefined>) => unknown;
const loadConfig = async (): Promise<LoadConfig> =>
  ((await import(pathToFileURL(configSource).href)) as { loadConfig: LoadConfig }).loadConfig;
/** loadConfig, then the production rule that APP_SECRET and ADMIN_CODE are set (what the API does at start). */
const loadProductionReadyConfig = async (): Promise<LoadConfig> => {
  const load = await loadConfig();
  const secretsSource = join(repoRoot, 'packages/server-kit/src/config/local-secrets.ts');
  const { resolveSecrets } = (await import(pathToFileURL(secretsSource).href)) as { resolveSecrets: (config: unknown) => unknown };
  return (env) => resolveSecrets(load(env));
};
const SECRET_ENV = ['DATABASE_URL', 'SENDGRID_API_KEY', 'STRIPE_SECRET_KEY', 'APP_SECRET', 'ADMIN_CODE', 'ACCESS_CODES'];

const rootPackage = JSON.parse(read(join(repoRoot, 'package.json'))) as { workspaces: string[] };

// ---------------------------------------------------------------------------------------------------
// Dockerfiles

interface Stage { from: string; name?: string; lines: string[] }

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

describe('Dockerfiles', () => {
  const files = { api: 'api.Dockerfile', worker: 'worker.Dockerfile', web: 'web.Dockerfile' } as const;
  const stagesOf = (name: keyof typeof files) => dockerStages(read(join(dockerDir, files[name])));

  it.each(Object.keys(files) as (keyof typeof files)[])('%s: builds on Node 22/24 bookworm-slim with npm ci and npm run build', (name) => {
    const stages = stagesOf(name);
    const build = stages.find((s) => s.name === 'build');
    expect(build).toBeDefined();
    expect(build!.from).toMatch(/^node:(22|24)[\w.-]*-bookworm-slim$/);
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
  });

  it.each(['api', 'worker'] as const)('%s: runtime installs production deps only, runs as non-root, and its CMD is a built entry point', (name) => {
    const stages = stagesOf(name);
    const runtime = stages.at(-1)!;
    expect(runtime.from).toMatch(/^node:(22|24)[\w.-]*-bookworm-slim$/);
    expect(instr(runtime, 'RUN').join('\n')).toMatch(/\bnpm ci --omit=dev\b/);
    const user = instr(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);

    // npm ci validates the lockfile against every workspace, so each workspace manifest must be copied.
    const copied = copies(runtime).flatMap((c) => c.sources);
    for (const ws of rootPackage.workspaces) expect(copied).toContain(`${ws}/package.json`);

    const cmd = JSON.parse(instr(runtime, 'CMD')[0] ?? '[]') as string[];
    expect(cmd).toEqual(['node', `services/${name}/dist/main.js`]);
    const entry = cmd[1] ?? '';
    const workspace = entry.split('/dist/')[0] ?? '';
    expect(rootPackage.workspaces).toContain(workspace);
    expect(buildsDist(workspace)).toBe(true);

    // The dist folder the CMD runs, and the dist of every workspace package it imports, come from the build stage.
    const fromBuild = copies(runtime).filter((c) => c.from === 'build').map((c) => c.dest.replace(/\/$/, ''));
    const deps = Object.keys(
      (JSON.parse(read(join(repoRoot, workspace, 'package.json'))) as { dependencies: Record<string, string> }).dependencies,
    ).filter((d) => d.startsWith('@lakehouse/'));
    const wsByName = new Map(
      rootPackage.workspaces.map((ws) => [(JSON.parse(read(join(repoRoot, ws, 'package.json'))) as { name: string }).name, ws]),
    );
    const needed = new Set([workspace]);
    const queue = [...deps];
    while (queue.length) {
      const ws = wsByName.get(queue.shift()!)!;
      if (needed.has(ws)) continue;
      needed.add(ws);
      const pkg = JSON.parse(read(join(repoRoot, ws, 'package.json'))) as { dependencies?: Record<string, string> };
      queue.push(...Object.keys(pkg.dependencies ?? {}).filter((d) => d.startsWith('@lakehouse/')));
    }
    for (const ws of needed) expect(fromBuild).toContain(`${ws}/dist`);
  });

  it('web: nginx 1.27 with nginx.conf, the shell at / and each microfrontend at /mfe/<app>/', () => {
    const runtime = stagesOf('web').at(-1)!;
    expect(runtime.from).toBe('nginx:1.27-alpine');
    const c = copies(runtime);
    expect(c).toContainEqual({ from: undefined, sources: ['infra/docker/nginx.conf'], dest: '/etc/nginx/conf.d/default.conf' });
    const nginx = read(join(dockerDir, 'nginx.conf')).replace(/#[^\n]*/g, '');
    const root = /\broot\s+([^;]+);/.exec(nginx)![1];
    expect(c).toContainEqual({ from: 'build', sources: ['/app/frontends/shell/dist'], dest: root });
    for (const app of ['content', 'booking', 'admin']) {
      expect(buildsDist(`frontends/${app}`)).toBe(true);
      expect(c).toContainEqual({ from: 'build', sources: [`/app/frontends/${app}/dist`], dest: `${root}/mfe/${app}` });
    }
  });

  it('.dockerignore keeps local installs, builds, data and secrets out of the context', () => {
    for (const entry of ['**/node_modules', '**/dist', '**/.data', '.git', '**/test-results', '**/.env']) {
      expect(dockerignore).toContain(entry);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// nginx.conf

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

describe('nginx.conf', () => {
  const conf = read(join(dockerDir, 'nginx.conf')).replace(/#[^\n]*/g, '');
  const locs = locations(conf);
  const find = (pred: (args: string) => boolean) => locs.filter((l) => pred(l.args));
  const ownHeaders = (body: string) => body.replace(/location[^{]*\{[^}]*\}/g, '');

  it('proxies /api/ to the api service on its port, keeping the /api prefix', () => {
    const api = find((a) => /^(\^~\s+)?\/api\/$/.test(a))[0]!;
    expect(api).toBeDefined();
    const target = /proxy_pass\s+http:\/\/([^;/\s]+)(\/?[^;\s]*);/.exec(api.body)!;
    expect(target).not.toBeNull();
    expect(target[2]).toBe(''); // no URI part: the prefix is passed through
    const upstream = new RegExp(`upstream\\s+${target[1]}\\s*\\{([^}]*)\\}`).exec(conf);
    const server = upstream ? /server\s+([^;\s]+)/.exec(upstream[1] ?? '')?.[1] : target[1];
    expect(server).toBe('api:3000');
  });

  it('never caches index.html or any remoteEntry.js, and caches hashed files for a year', () => {
    const noCache = /add_header\s+Cache-Control\s+"?no-cache"?/;
    const index = find((a) => /^=\s*\/index\.html$/.test(a));
    expect(index).toHaveLength(1);
    expect(index[0]?.body).toMatch(noCache);
    const remote = find((a) => a.includes('remoteEntry'));
    expect(remote.length).toBeGreaterThanOrEqual(2); // at the top level and inside /mfe/
    for (const l of remote) expect(l.body).toMatch(noCache);
    const hashed = find((a) => a.includes('[0-9a-f]'));
    expect(hashed.length).toBeGreaterThanOrEqual(2);
    for (const l of hashed) expect(l.body).toMatch(/max-age=31536000, immutable/);
  });

  it('serves the shell with an SPA fallback and the microfrontends without one', () => {
    const root = find((a) => a === '/')[0];
    expect(root?.body).toMatch(/try_files\s+\$uri\s+(\$uri\/\s+)?\/index\.html;/);
    const mfe = find((a) => /^\^~\s+\/mfe\/$/.test(a))[0];
    expect(mfe).toBeDefined();
    expect(ownHeaders(mfe?.body ?? '')).toMatch(/try_files\s+\$uri\s+=404;/);
  });
});

// ---------------------------------------------------------------------------------------------------
// docker-compose.yml

const compose = parse(read(join(infraDir, 'docker-compose.yml')), { merge: true }) as Obj;
const services = compose.services as Obj;

function envOf(service: Obj): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((e: string) => e.split(/=(.*)/s).slice(0, 2)));
  // ${VAR:-default} is interpolated by compose from infra/.env or the shell; take the default. ${VAR:?message}
  // must come from infra/.env: stand in a value long enough for any secret.
  const interpolate = (v: unknown) =>
    String(v)
      .replace(/\$\{\w+:\?[^}]*\}/g, 'value-from-infra-env-file-0123456789abcdef')
      .replace(/\$\{\w+(?::?-([^}]*))?\}/g, (_, d?: string) => d ?? '');
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(v)]));
}

describe('docker-compose.yml', () => {
  it('has exactly the five services', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'redis', 'web', 'worker']);
  });

  it('postgres and redis are healthchecked; postgres keeps its data in a named volume', () => {
    expect(services.postgres.image).toMatch(/^postgres:17/);
    expect(services.redis.image).toMatch(/^redis:7-alpine/);
    expect(JSON.stringify(services.postgres.healthcheck.test)).toContain('pg_isready');
    expect(JSON.stringify(services.redis.healthcheck.test)).toContain('ping');
    const volume = String(services.postgres.volumes[0]).split(':')[0];
    expect(Object.keys(compose.volumes ?? {})).toContain(volume);
  });

  it.each(['api', 'worker'])('%s gets DATABASE_URL and REDIS_URL pointing at the compose services', (name) => {
    const env = envOf(services[name]);
    const db = new URL(env.DATABASE_URL ?? '');
    const pg = envOf(services.postgres);
    expect(db.protocol).toBe('postgres:');
    expect(services).toHaveProperty(db.hostname);
    expect([db.username, db.password, db.pathname.slice(1)]).toEqual([pg.POSTGRES_USER, pg.POSTGRES_PASSWORD, pg.POSTGRES_DB]);
    const redis = new URL(env.REDIS_URL ?? '');
    expect(redis.protocol).toBe('redis:');
    expect(redis.hostname).toBe('redis');
    expect(env.SERVE_WEB).toBe('false');
    for (const key of Object.keys(env)) expect(KNOWN_ENV).toContain(key);
    for (const dep of ['postgres', 'redis']) expect(services[name].depends_on[dep].condition).toBe('service_healthy');
  });

  it.each(['api', 'worker'])('%s environment passes the app config validation', async (name) => {
    expect(KNOWN_ENV.size).toBeGreaterThan(5);
    const load = await loadProductionReadyConfig();
    expect(() => load(envOf(services[name]))).not.toThrow();
  });

  it('every depends_on target exists, and service_healthy targets have a healthcheck', () => {
    for (const svc of Object.values(services)) {
      const deps = svc.depends_on ?? {};
      const entries: [string, Obj][] = Array.isArray(deps) ? deps.map((d: string) => [d, {}]) : Object.entries(deps);
      for (const [target, opts] of entries) {
        expect(services).toHaveProperty(target);
        if (opts.condition === 'service_healthy') expect(services[target].healthcheck).toBeDefined();
      }
    }
  });

  it('api is healthchecked on /api/health; worker runs several replicas with a 60 s stop grace period', () => {
    expect(JSON.stringify(services.api.healthcheck.test)).toContain('/api/health');
    expect(services.worker.deploy.replicas).toBeGreaterThanOrEqual(2);
    expect(services.worker.stop_grace_period).toBe('60s');
    expect(services.web.ports).toContain('8080:80');
    expect(services.web.depends_on).toHaveProperty('api');
  });

  it.each(['api', 'worker', 'web'])('%s builds from the repository root with a Dockerfile that exists', (name) => {
    const { build, image } = services[name];
    const context = resolve(infraDir, build.context);
    expect(context).toBe(repoRoot);
    expect(existsSync(join(context, build.dockerfile))).toBe(true);
    expect(build.dockerfile).toBe(`infra/docker/${name}.Dockerfile`);
    expect(image).toMatch(new RegExp(`^lakehouse/${name}(:|$)`));
  });

  it('reads secrets from an optional .env file, documented by .env.example', () => {
    for (const name of ['api', 'worker']) {
      expect(services[name].env_file).toContainEqual({ path: '.env', required: false });
    }
    const example = read(join(infraDir, '.env.example'));
    for (const key of ['SENDGRID_API_KEY', 'STRIPE_SECRET_KEY']) expect(example).toContain(key);
  });
});

// ---------------------------------------------------------------------------------------------------
// Kubernetes

const yamlFiles = readdirSync(k8sDir).filter((f) => /\.ya?ml$/.test(f)).sort();
const manifestFiles = yamlFiles.filter((f) => f !== 'kustomization.yaml');
const docsByFile = new Map<string, Obj[]>(
  manifestFiles.map((f) => {
    const docs = parseAllDocuments(read(join(k8sDir, f)));
    for (const d of docs) if (d.errors.length) throw new Error(`${f}: ${d.errors[0]?.message}`);
    return [f, docs.map((d) => d.toJS() as Obj).filter(Boolean)];
  }),
);
const all = [...docsByFile.values()].flat();
const ofKind = (kind: string) => all.filter((d) => d.kind === kind);
/** The one document of a kind (fails the test if there are none or several). */
function only(kind: string): Obj {
  const docs = ofKind(kind);
  if (docs.length !== 1) throw new Error(`expected exactly one ${kind}, found ${docs.length}`);
  return docs[0]!;
}
const named = (kind: string, name: string) => ofKind(kind).find((d) => d.metadata.name === name);
const kustomization = parse(read(join(k8sDir, 'kustomization.yaml'))) as Obj;
const podSpec = (workload: Obj): Obj => workload.spec.template.spec;
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

describe('k8s manifests', () => {
  it('every document has apiVersion, kind and metadata.name', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const [file, docs] of docsByFile) {
      for (const d of docs) {
        expect({ file, apiVersion: typeof d.apiVersion, kind: typeof d.kind, name: typeof d.metadata?.name }).toEqual({
          file, apiVersion: 'string', kind: 'string', name: 'string',
        });
      }
    }
  });

  it('kustomization lists every manifest except the example secret, and each listed file exists', () => {
    expect(kustomization.kind).toBe('Kustomization');
    const listed = kustomization.resources as string[];
    for (const f of listed) expect(existsSync(join(k8sDir, f))).toBe(true);
    expect(listed).not.toContain('secret.example.yaml');
    expect([...listed].sort()).toEqual(manifestFiles.filter((f) => f !== 'secret.example.yaml'));
    const ns = only('Namespace').metadata.name;
    expect(kustomization.namespace).toBe(ns);
    for (const d of all) if (d.metadata.namespace) expect(d.metadata.namespace).toBe(ns);
  });

  it('the Secret is only an example with placeholder values, and holds only the secret settings', () => {
    const secrets = ofKind('Secret');
    expect(secrets).toHaveLength(1);
    expect(docsByFile.get('secret.example.yaml')).toContain(secrets[0]);
    const values = { ...secrets[0]?.stringData, ...secrets[0]?.data } as Record<string, string>;
    for (const [k, v] of Object.entries(values)) {
      expect(SECRET_ENV).toContain(k);
      expect(v).toMatch(/CHANGE_ME/);
    }
  });

  it('the ConfigMap holds string values of known settings only, no secrets, and SERVE_WEB=false', () => {
    const cm = only('ConfigMap');
    for (const [k, v] of Object.entries(cm.data as Obj)) {
      expect(typeof v).toBe('string');
      expect(KNOWN_ENV).toContain(k);
      expect(SECRET_ENV).not.toContain(k);
    }
    expect(cm.data.SERVE_WEB).toBe('false');
  });

  it('the ConfigMap plus the example Secret pass the app config validation', async () => {
    const load = await loadProductionReadyConfig();
    const secret = only('Secret');
    expect(() => load({ ...only('ConfigMap').data, ...secret.data, ...secret.stringData })).not.toThrow();
  });

  const workloads = [...ofKind('Deployment'), ...ofKind('Job')];

  it('containers take env only from the ConfigMap/Secret that exist, and all set requests and limits', () => {
    for (const w of workloads) {
      for (const c of podSpec(w).containers as Obj[]) {
        for (const src of c.envFrom ?? []) {
          if (src.configMapRef) expect(named('ConfigMap', src.configMapRef.name)).toBeDefined();
          if (src.secretRef) expect(named('Secret', src.secretRef.name)).toBeDefined();
        }
        for (const e of c.env ?? []) {
          const ref = e.valueFrom?.configMapKeyRef ?? e.valueFrom?.secretKeyRef;
          if (!ref) continue;
          const kind = e.valueFrom.configMapKeyRef ? 'ConfigMap' : 'Secret';
          const doc = named(kind, ref.name);
          expect(doc).toBeDefined();
          expect({ ...doc!.data, ...doc!.stringData }).toHaveProperty(ref.key);
        }
        for (const r of ['requests', 'limits']) {
          expect(c.resources?.[r]).toEqual(expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }));
        }
      }
    }
  });

  it('api and worker (and the migration Job) get both the ConfigMap and the Secret', () => {
    for (const w of [named('Deployment', 'api'), named('Deployment', 'worker'), named('Job', 'migrate')]) {
      expect(w).toBeDefined();
      const refs = podSpec(w!).containers.flatMap((c: Obj) => c.envFrom ?? []);
      expect(refs.some((r: Obj) => r.configMapRef)).toBe(true);
      expect(refs.some((r: Obj) => r.secretRef)).toBe(true);
    }
  });

  it('uses the lakehouse/api, lakehouse/worker and lakehouse/web images', () => {
    const image = (kind: string, name: string) => podSpec(named(kind, name)!).containers[0].image as string;
    expect(image('Deployment', 'api')).toMatch(/^lakehouse\/api(:|$)/);
    expect(image('Deployment', 'worker')).toMatch(/^lakehouse\/worker(:|$)/);
    expect(image('Deployment', 'web')).toMatch(/^lakehouse\/web(:|$)/);
    expect(image('Job', 'migrate')).toMatch(/^lakehouse\/api(:|$)/);
    const pinned = (kustomization.images as Obj[]).map((i) => i.name).sort();
    expect(pinned).toEqual(['lakehouse/api', 'lakehouse/web', 'lakehouse/worker']);
  });

  it('the migration Job runs migrate.js from the api build and does not restart forever', () => {
    const job = named('Job', 'migrate')!;
    expect(podSpec(job).containers[0].command).toEqual(['node', 'services/api/dist/migrate.js']);
    expect(buildsDist('services/api')).toBe(true);
    expect(['Never', 'OnFailure']).toContain(podSpec(job).restartPolicy);
    expect(job.spec.backoffLimit).toBeGreaterThan(0);
  });

  it("each Deployment's selector matches its own pod labels", () => {
    for (const d of ofKind('Deployment')) {
      expect(matches(d.spec.selector.matchLabels, d.spec.template.metadata.labels)).toBe(true);
    }
  });

  const containerPorts = (d: Obj): Obj[] => podSpec(d).containers.flatMap((c: Obj) => c.ports ?? []);
  const portExists = (d: Obj, port: number | string) =>
    containerPorts(d).some((p) => p.containerPort === port || p.name === port);

  it("the api probes hit /api/health on the container's port, which is the configured PORT", () => {
    const api = named('Deployment', 'api')!;
    const container = (podSpec(api).containers as Obj[])[0]!;
    expect(container.readinessProbe).toBeDefined();
    expect(container.livenessProbe).toBeDefined();
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe'].filter((p) => container[p])) {
      expect({ probe, path: container[probe].httpGet?.path }).toEqual({ probe, path: '/api/health' });
      expect({ probe, portExists: portExists(api, container[probe].httpGet.port) }).toEqual({ probe, portExists: true });
    }
    const port = containerPorts(api)[0]?.containerPort as number;
    expect(named('ConfigMap', 'lakehouse-config')!.data.PORT).toBe(String(port));
  });

  it('each Service selects exactly one Deployment and targets a port it has; nothing selects the worker', () => {
    for (const svc of ofKind('Service')) {
      const targets = ofKind('Deployment').filter((d) => matches(svc.spec.selector, d.spec.template.metadata.labels));
      expect({ service: svc.metadata.name, targets: targets.length }).toEqual({ service: svc.metadata.name, targets: 1 });
      const target = targets[0]!;
      for (const p of svc.spec.ports as Obj[]) expect(portExists(target, p.targetPort ?? p.port)).toBe(true);
      expect(target.metadata.name).not.toBe('worker');
    }
    expect(named('Service', 'api')).toBeDefined();
    expect(named('Service', 'web')).toBeDefined();
    // nginx.conf's upstream is api:3000, so the api Service must answer on 3000.
    expect(named('Service', 'api')!.spec.ports.map((p: Obj) => p.port)).toContain(3000);
  });

  it('the worker stops gracefully and has no port', () => {
    const worker = named('Deployment', 'worker')!;
    expect(podSpec(worker).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(60);
    expect(containerPorts(worker)).toHaveLength(0);
  });

  it('the HPA scales the worker Deployment on CPU, and the worker requests CPU', () => {
    const hpa = only('HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'worker' });
    expect(named('Deployment', 'worker')).toBeDefined();
    expect(hpa.spec.metrics.some((m: Obj) => m.type === 'Resource' && m.resource.name === 'cpu')).toBe(true);
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(1);
    expect(hpa.spec.maxReplicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas);
    for (const c of podSpec(named('Deployment', 'worker')!).containers) expect(c.resources.requests.cpu).toBeDefined();
  });

  it('the Ingress routes /api to the api Service and / to the web Service, on ports they expose', () => {
    const ingress = only('Ingress');
    const paths = (ingress.spec.rules as Obj[]).flatMap((r) => r.http.paths as Obj[]);
    const backendFor = (path: string) => paths.find((p) => p.path === path)?.backend.service;
    const expectRoute = (path: string, service: string) => {
      const backend = backendFor(path);
      expect(backend?.name).toBe(service);
      const svc = named('Service', service)!;
      expect(svc).toBeDefined();
      const port = backend.port.number ?? backend.port.name;
      expect(svc.spec.ports.some((p: Obj) => p.port === port || p.name === port)).toBe(true);
    };
    expectRoute('/api', 'api');
    expectRoute('/', 'web');
  });
});

// Keep the relative-path helpers honest: the test must be run from anywhere.
it('locates the repository from the test file', () => {
  expect(relative(repoRoot, infraDir)).toBe('infra');
  expect(dirname(join(repoRoot, 'package.json'))).toBe(repoRoot);
});
