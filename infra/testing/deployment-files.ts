// The deployment files as data, for the tests beside them: docker-compose.yml (YAML merge keys resolved, as
// compose does), every Kubernetes manifest under infra/k8s (overlays included), and the settings the
// application knows, read from its config schema.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

export const infraDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = resolve(infraDir, '..');
export const k8sDir = join(infraDir, 'k8s');
export const dockerDir = join(infraDir, 'docker');

export const read = (path: string): string => readFileSync(path, 'utf8');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Obj = Record<string, any>;

export const configSource = join(repoRoot, 'packages/server-kit/src/config/app-config.ts');

/** Every environment variable the application reads (the keys of its zod environment schema). */
export const KNOWN_ENV = new Set(
  [...read(configSource).matchAll(/^\s+([A-Z][A-Z0-9_]*):\s*optional\(/gm)].map((m) => m[1]!),
);

/** Settings whose values are secrets: they belong in the Secret (k8s) or infra/.env (compose), never in git. */
export const SECRET_ENV = [
  'DATABASE_URL',
  'APP_SECRET',
  'CODE_HASH_SECRET',
  'CODE_HASH_SECRET_PREVIOUS',
  'ADMIN_CODE',
  'SENDGRID_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'CALENDAR_EXPORT_TOKEN',
  'ACCESS_CODES',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

export function loadCompose(): Obj {
  return parse(read(join(infraDir, 'docker-compose.yml')), { merge: true }) as Obj;
}

export interface Manifest {
  /** Path under infra/k8s, e.g. "api-deployment.yaml" or "try-out/postgres.yaml". */
  file: string;
  doc: Obj;
}

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) return yamlFilesUnder(full);
      return /\.ya?ml$/.test(entry) ? [full] : [];
    });
}

/** Every kustomization.yaml under infra/k8s, by folder (relative; "" is infra/k8s itself). */
export function loadKustomizations(): Map<string, Obj> {
  return new Map(
    yamlFilesUnder(k8sDir)
      .filter((f) => f.endsWith('/kustomization.yaml'))
      .map((f) => [relative(k8sDir, join(f, '..')), parse(read(f)) as Obj]),
  );
}

/** Every Kubernetes document under infra/k8s except kustomizations (a file may hold several). */
export function loadManifests(): Manifest[] {
  return yamlFilesUnder(k8sDir)
    .filter((f) => !f.endsWith('/kustomization.yaml'))
    .flatMap((full) => {
      const file = relative(k8sDir, full);
      return parseAllDocuments(read(full)).map((document) => {
        if (document.errors.length) throw new Error(`infra/k8s/${file}: ${document.errors[0]?.message}`);
        return { file, doc: document.toJS() as Obj };
      });
    })
    .filter((m) => m.doc);
}

/**
 * The environment compose gives a service: ${VAR:-default} takes its default; ${VAR:?message} must come from
 * infra/.env, so a value long enough for any secret stands in.
 */
export function composeEnvironment(service: Obj): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((e: string) => e.split(/=(.*)/s).slice(0, 2)));
  const interpolate = (value: unknown) =>
    String(value)
      .replace(/\$\{(\w+):\?[^}]*\}/g, (_, name: string) =>
        name.endsWith('_URL') ? 'https://lakehouse.example.com' : 'value-from-infra-env-file-0123456789abcdef',
      )
      .replace(/\$\{\w+(?::?-([^}]*))?\}/g, (_, fallback?: string) => fallback ?? '');
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(v)]));
}
