// Runs the web image's nginx site config (infra/docker/nginx.conf.template) with the machine's own nginx
// (Debian: apt-get install -y nginx), as a foreground child with its own prefix and temp folders, so tests
// can check it with `nginx -t` and serve the built site through it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteTemplatePath = fileURLToPath(new URL('../docker/nginx.conf.template', import.meta.url));

/** What the web image sets with ENV (web.Dockerfile), and what a container may override. */
export interface SiteVariables {
  LAKEHOUSE_LISTEN_PORT: string;
  LAKEHOUSE_API_UPSTREAM: string;
  LAKEHOUSE_SITE_ROOT: string;
  /** nginx's microcache folder; unset: a folder of the prefix. */
  LAKEHOUSE_CACHE_ROOT?: string;
  /** nginx's photo cache folder; unset: a folder of the prefix. */
  LAKEHOUSE_PHOTO_CACHE_ROOT?: string;
  /** How long nginx keeps a photo before asking the API again; unset: the image's minute. */
  LAKEHOUSE_PHOTO_CACHE_VALID?: string;
  /** The access log file (the image's default is its link to the container's stdout); here: the prefix's logs/. */
  LAKEHOUSE_ACCESS_LOG?: string;
}

/** The substitution the image's entrypoint makes (envsubst limited to ^LAKEHOUSE_ names). */
export function renderSiteConfig(variables: SiteVariables): string {
  const template = readFileSync(siteTemplatePath, 'utf8');
  return template.replace(/\$\{(LAKEHOUSE_[A-Z_]+)\}/g, (_, name: string) => {
    const value = (variables as unknown as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`nginx.conf.template uses \${${name}}, which the web image does not set`);
    return value;
  });
}

/** The nginx binary on this machine, or undefined when it is not installed. */
function findNginx(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
}

function requireNginx(): string {
  const nginx = findNginx();
  if (!nginx)
    throw new Error('nginx is not installed: run `apt-get install -y nginx` (.ci/run does it when it is missing)');
  return nginx;
}

/** The folder of nginx's compiled-in configuration, which holds mime.types. */
function nginxConfigDir(nginx: string): string {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1] ?? '/etc/nginx/nginx.conf';
  return dirname(confPath);
}

export interface NginxPrefix {
  /** The folder nginx runs in (-p). */
  prefix: string;
  /** The main configuration (-c), which includes the rendered site config as the image's nginx.conf does. */
  configFile: string;
}

/**
 * Writes a main nginx.conf like the image's (http block with mime types and sendfile, the site config included) into a
 * new temporary prefix. Folders are world-readable and the temp folders world-writable: run as root, nginx's
 * workers switch to an unprivileged user.
 */
export function writeNginxPrefix(variables: SiteVariables): NginxPrefix {
  const nginx = requireNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'lakehouse-nginx-'));
  chmodSync(prefix, 0o755);
  for (const dir of [
    'logs',
    'cache',
    'photo-cache',
    'temp/client',
    'temp/proxy',
    'temp/fastcgi',
    'temp/uwsgi',
    'temp/scgi',
  ]) {
    mkdirSync(join(prefix, dir), { recursive: true });
    chmodSync(join(prefix, dir), 0o777);
  }
  chmodSync(join(prefix, 'temp'), 0o755);
  const siteFile = join(prefix, 'default.conf');
  writeFileSync(
    siteFile,
    renderSiteConfig({
      LAKEHOUSE_CACHE_ROOT: join(prefix, 'cache'),
      LAKEHOUSE_PHOTO_CACHE_ROOT: join(prefix, 'photo-cache'),
      LAKEHOUSE_PHOTO_CACHE_VALID: '1m',
      LAKEHOUSE_ACCESS_LOG: join(prefix, 'logs/access.log'),
      ...variables,
    }),
  );
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(
    configFile,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      `    include ${join(nginxConfigDir(nginx), 'mime.types')};`,
      '    default_type application/octet-stream;',
      '    access_log off;',
      // As the nginx image's own nginx.conf.
      '    sendfile on;',
      `    client_body_temp_path ${join(prefix, 'temp/client')};`,
      `    proxy_temp_path ${join(prefix, 'temp/proxy')};`,
      `    fastcgi_temp_path ${join(prefix, 'temp/fastcgi')};`,
      `    uwsgi_temp_path ${join(prefix, 'temp/uwsgi')};`,
      `    scgi_temp_path ${join(prefix, 'temp/scgi')};`,
      `    include ${siteFile};`,
      '}',
      '',
    ].join('\n'),
  );
  return { prefix, configFile };
}

/** `nginx -t` on the prefix's configuration: the exit status and what nginx printed. */
export function testNginxConfig({ prefix, configFile }: NginxPrefix): { ok: boolean; output: string } {
  const result = spawnSync(requireNginx(), ['-t', '-e', 'stderr', '-p', prefix, '-c', configFile], {
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx {
  /** What the site's access log holds so far. */
  accessLog(): string;
  /** The error lines nginx wrote so far (warnings and worse; the last 64 kB). */
  errorOutput(): string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on the prefix, and resolves once it accepts connections on `port`. */
export async function startNginx(nginxPrefix: NginxPrefix, port: number): Promise<RunningNginx> {
  const child: ChildProcess = spawn(
    requireNginx(),
    ['-e', 'stderr', '-p', nginxPrefix.prefix, '-c', nginxPrefix.configFile],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-65_536));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; !(await accepts(port)); waited += 100) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start-up (exit ${child.exitCode}):\n${output}`);
    if (waited > 10_000) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not listen on port ${port} within 10 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const accessLogFile = join(nginxPrefix.prefix, 'logs/access.log');
  return {
    accessLog: () => (existsSync(accessLogFile) ? readFileSync(accessLogFile, 'utf8') : ''),
    errorOutput: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: finish open requests, then exit
      await exited;
    },
  };
}
