// The production stack's edge: the web image's nginx config (infra/docker/nginx.conf.template) in front of the
// API, against the same nginx serving the same bytes from files. The site folder is empty: `/` and every page go to
// the API, as in the full stack.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx, writeNginxPrefix } from '../infra/testing/local-nginx.ts';
import { freePort } from '../packages/server-kit/src/testing/free-port.ts';
import { rawRequest } from './throughput.mjs';

/** The web image's nginx proxying to the API at `apiBaseUrl`. */
export async function startEdge(apiBaseUrl) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lakehouse-bench-edge-'));
  // Run as root, nginx's workers read as an unprivileged user: a site root they cannot read would make every page's
  // `try_files` fail its check and log an error line per request, which is then what the bench measures.
  chmodSync(folder, 0o755);
  mkdirSync(path.join(folder, 'site'), { mode: 0o755 });
  const port = await freePort();
  const prefix = writeNginxPrefix({
    LAKEHOUSE_LISTEN_PORT: String(port),
    LAKEHOUSE_API_UPSTREAM: new URL(apiBaseUrl).host,
    LAKEHOUSE_SITE_ROOT: path.join(folder, 'site'),
  });
  const nginx = await startNginx(prefix, port);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    errorOutput: () => nginx.errorOutput(),
    stop: () => stopEdge(nginx, [folder, prefix.prefix]),
  };
}

/**
 * The same nginx, binary and configuration (the web image's site config: its access log, gzip and server settings),
 * serving each answer's bytes as the edge sent them from a file: an exact-match location per path, which nginx picks
 * before any of the site's own. What nginx costs when nothing behind it is asked. Each location rewrites to its file
 * rather than aliasing it: for `/` an alias would go through nginx's index module and answer 500.
 */
export async function startFileEdge(answers) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lakehouse-bench-files-'));
  // Run as root, nginx's workers read as an unprivileged user.
  chmodSync(folder, 0o755);
  const port = await freePort();
  const prefix = writeNginxPrefix({
    LAKEHOUSE_LISTEN_PORT: String(port),
    LAKEHOUSE_API_UPSTREAM: '127.0.0.1:9',
    LAKEHOUSE_SITE_ROOT: folder,
  });
  const locations = answers.map((answer, index) => {
    writeFileSync(path.join(folder, `answer-${index}`), Buffer.from(answer.body, 'base64'), { mode: 0o644 });
    const urlPath = answer.path.split('?', 1)[0];
    return [
      `    location = ${urlPath} {`,
      `        rewrite ^ /answer-${index} break;`,
      `        default_type "${answer.contentType}";`,
      // The bytes are already as the edge sent them, compressed or not.
      '        gzip off;',
      ...(answer.contentEncoding ? [`        add_header Content-Encoding ${answer.contentEncoding};`] : []),
      '    }',
    ].join('\n');
  });
  const siteFile = path.join(prefix.prefix, 'default.conf');
  const site = readFileSync(siteFile, 'utf8');
  const serverOpening = `    listen ${port};\n`;
  if (!site.includes(serverOpening)) throw new Error(`the site config has no "listen ${port};" line`);
  // A path the site itself matches exactly (the home page goes straight to the API) is the file's here instead.
  const ownExact = answers.map((answer) => answer.path.split('?', 1)[0]);
  const fileSite = site.replace(/\n {4}location = (\S+) \{[^}]*\}\n/g, (block, urlPath) =>
    ownExact.includes(urlPath) ? '\n' : block,
  );
  writeFileSync(siteFile, fileSite.replace(serverOpening, `${serverOpening}${locations.join('\n')}\n`));
  const nginx = await startNginx(prefix, port);
  const files = {
    baseUrl: `http://127.0.0.1:${port}`,
    errorOutput: () => nginx.errorOutput(),
    stop: () => stopEdge(nginx, [folder, prefix.prefix]),
  };
  try {
    await expectSameBytes(files.baseUrl, answers);
  } catch (error) {
    await files.stop();
    throw error;
  }
  return files;
}

/** A ceiling that answers anything but the captured bytes would measure something else. */
async function expectSameBytes(baseUrl, answers) {
  for (const answer of answers) {
    const { response, bytes } = await rawRequest(`${baseUrl}${answer.path}`, { method: answer.method });
    if (response.statusCode !== 200 || !bytes.equals(Buffer.from(answer.body, 'base64')))
      throw new Error(
        `nginx serving ${answer.path} from a file answered ${response.statusCode} with other bytes than the edge`,
      );
  }
}

async function stopEdge(nginx, folders) {
  await nginx.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

/** An nginx that logged errors while measured did work a healthy one does not: its figures are not the edge's. */
export function expectNoErrors(name, running) {
  const errors = running
    .errorOutput()
    .split('\n')
    .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
  if (errors.length)
    throw new Error(`${name} logged ${errors.length} error lines while measured, the last:\n${errors.at(-1)}`);
}
