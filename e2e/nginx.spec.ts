import { expect, test } from '@playwright/test';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startNginx, writeNginxPrefix, type RunningNginx } from '../infra/testing/local-nginx';

// The web image's nginx config (infra/docker/nginx.conf.template), run by Debian's nginx in front of the API
// this suite starts: the built site laid out as web.Dockerfile lays it out, the photos folders, and /api
// proxied to the running API, as in the compose and Kubernetes deployments.
const repoRoot = path.resolve(import.meta.dirname, '..');
const apps = ['content', 'booking', 'admin'];

let nginx: RunningNginx | undefined;
let site = '';
const folders: string[] = [];

test.beforeAll(async ({ baseURL }) => {
  const siteRoot = mkdtempSync(path.join(tmpdir(), 'lakehouse-site-'));
  const variants = mkdtempSync(path.join(tmpdir(), 'lakehouse-variants-'));
  folders.push(siteRoot, variants);
  // nginx's workers run as an unprivileged user when the tests run as root.
  for (const folder of [siteRoot, variants]) chmodSync(folder, 0o755);
  // COPY --from=build /app/frontends/shell/dist <root>; COPY .../<app>/dist <root>/mfe/<app>
  cpSync(path.join(repoRoot, 'frontends/shell/dist'), siteRoot, { recursive: true });
  for (const app of apps) {
    mkdirSync(path.join(siteRoot, 'mfe'), { recursive: true });
    cpSync(path.join(repoRoot, 'frontends', app, 'dist'), path.join(siteRoot, 'mfe', app), { recursive: true });
  }
  writeFileSync(path.join(variants, 'probe-480.webp'), 'RIFF....WEBP');
  const port = await freePort();
  const prefix = writeNginxPrefix({
    LAKEHOUSE_LISTEN_PORT: String(port),
    LAKEHOUSE_API_UPSTREAM: new URL(baseURL!).host,
    LAKEHOUSE_SITE_ROOT: siteRoot,
    LAKEHOUSE_PHOTOS_ROOT: path.join(repoRoot, 'photos'),
    LAKEHOUSE_PHOTO_VARIANTS_ROOT: variants,
  });
  folders.push(prefix.prefix);
  nginx = await startNginx(prefix, port);
  site = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test('nginx serves the shell and proxies /api to the running API', async ({ request, baseURL }) => {
  const index = await request.get(`${site}/`);
  expect(index.status()).toBe(200);
  expect(index.headers()['server']).toBe('nginx');
  expect(index.headers()['content-type']).toContain('text/html');
  expect(index.headers()['cache-control']).toBe('no-cache');

  const viaNginx = await request.get(`${site}/api/property`);
  expect(viaNginx.status()).toBe(200);
  expect(viaNginx.headers()['server']).toBe('nginx');
  const direct = await request.get(`${baseURL}/api/property`);
  expect(await viaNginx.json()).toEqual(await direct.json());

  // A client route gets the shell, whose router shows the page.
  const deepLink = await request.get(`${site}/book`);
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toBe(await index.text());
});

test("nginx sends the API's page headers on every page, and admin pages may not be framed", async ({ request, baseURL }) => {
  // The API (embedded mode) sends them with its pages too; in production it adds upgrade-insecure-requests, as nginx does.
  const apiHeaders = (await request.get(`${baseURL}/`)).headers();
  const apiCsp = apiHeaders['content-security-policy']!.replace(/;upgrade-insecure-requests$/, '');
  for (const page of ['/', '/book', '/admin', '/admin/photos', '/index.html']) {
    const headers = (await request.get(`${site}${page}`)).headers();
    expect(headers['content-type']).toContain('text/html');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = headers['content-security-policy']!;
    expect(csp).toContain('upgrade-insecure-requests');
    const admin = page.startsWith('/admin');
    expect(csp.replace(/;upgrade-insecure-requests$/, '')).toBe(admin ? apiCsp.replace("frame-ancestors 'self'", "frame-ancestors 'none'") : apiCsp);
    expect(headers['x-frame-options']).toBe(admin ? 'DENY' : 'SAMEORIGIN');
  }
  const adminViaApi = (await request.get(`${baseURL}/admin`)).headers();
  expect(adminViaApi['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('caching: remote entries revalidate, hashed files are immutable, a missing remote file is a 404', async ({ request }) => {
  for (const app of apps) {
    const entry = await request.get(`${site}/mfe/${app}/remoteEntry.js`);
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');
  }
  const hashed = readdirSync(path.join(repoRoot, 'frontends/content/dist')).find((f) => /\.[0-9a-f]{8,}\.js$/.test(f))!;
  const chunk = await request.get(`${site}/mfe/content/${hashed}`);
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(`${site}/mfe/content/no-such-chunk.js`)).status()).toBe(404);
});

test('photos and their variants come from the photo folders; /metrics is not exposed', async ({ request }) => {
  const photo = readdirSync(path.join(repoRoot, 'photos')).find((f) => f.endsWith('.jpg'))!;
  const original = await request.get(`${site}/photos/${photo}`);
  expect(original.status()).toBe(200);
  expect(original.headers()['content-type']).toBe('image/jpeg');
  expect(original.headers()['cache-control']).toContain('max-age=604800');
  const variant = await request.get(`${site}/photos/variants/probe-480.webp`);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/webp');
  expect((await request.get(`${site}/photos/no-such-photo.jpg`)).status()).toBe(404);

  // nginx proxies only /api/: /metrics is a client route like any other, answered with the shell.
  const metrics = await request.get(`${site}/metrics`);
  expect(await metrics.text()).toBe(await (await request.get(`${site}/`)).text());
});

test('the composed site works in the browser through nginx', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiCalls.push(response.url());
  });
  await page.goto(`${site}/`);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Property Details');
  await page.getByRole('banner').getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Stay' })).toBeVisible();
  // Every API call went through nginx (same origin), none straight to the API's port.
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const url of apiCalls) expect(url.startsWith(`${site}/api/`)).toBe(true);
});
