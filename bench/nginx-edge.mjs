// The production stack's edge: the web image's nginx config (infra/docker/nginx.conf.template) in front of the
// API, against the same nginx serving the same bytes from files. The site folder is empty: `/` and every page go to
// the API, as in the full stack.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startNginx, writeNginxPrefix } from '../infra/testing/local-nginx.ts';

/** The web image's nginx proxying to the API at `apiBaseUrl`. */
export async function startEdge(apiBaseUrl) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lakehouse-bench-edge-'));
  mkdirSync(path.join(folder, 'site'));
  const port = await freePort();
  const prefix = writeNginxPrefix({
    LAKEHOUSE_LISTEN_PORT: String(port),
    LAKEHOUSE_API_UPSTREAM: new URL(apiBaseUrl).host,
    LAKEHOUSE_SITE_ROOT: path.join(folder, 'site'),
  });
  const nginx = await startNginx(prefix, port);
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopEdge(nginx, [folder, prefix.prefix]) };
}

/**
 * The same nginx (binary and main configuration) serving each answer's bytes, as the edge sent them, from a file:
 * what nginx costs when nothing behind it is asked.
 */
export async function startFileEdge(answers) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lakehouse-bench-files-'));
  const port = await freePort();
  const prefix = writeNginxPrefix({
    LAKEHOUSE_LISTEN_PORT: String(port),
    LAKEHOUSE_API_UPSTREAM: '127.0.0.1:9',
    LAKEHOUSE_SITE_ROOT: folder,
  });
  const locations = answers.map((answer, index) => {
    const file = path.join(folder, `answer-${index}`);
    writeFileSync(file, Buffer.from(answer.body, 'base64'));
    const urlPath = answer.path.split('?', 1)[0];
    return [
      `    location = ${urlPath} {`,
      `        alias ${file};`,
      `        default_type "${answer.contentType}";`,
      ...(answer.contentEncoding ? [`        add_header Content-Encoding ${answer.contentEncoding};`] : []),
      '    }',
    ].join('\n');
  });
  writeFileSync(
    path.join(prefix.prefix, 'default.conf'),
    [`server {`, `    listen ${port};`, `    server_tokens off;`, ...locations, `}`, ''].join('\n'),
  );
  const nginx = await startNginx(prefix, port);
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopEdge(nginx, [folder, prefix.prefix]) };
}

async function stopEdge(nginx, folders) {
  await nginx.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
