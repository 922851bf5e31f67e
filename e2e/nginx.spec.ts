import { expect, test, type APIRequestContext } from '@playwright/test';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx, writeNginxPrefix, type RunningNginx } from '../infra/testing/local-nginx';
import { freePort } from '../packages/server-kit/src/testing/free-port';

// The web image's nginx config (infra/docker/nginx.conf.template), run by Debian's nginx in front of the API
// this suite starts: the built site laid out as web.Dockerfile lays it out, and /api, the pages and the photos
// proxied to the running API, as in the compose and Kubernetes deployments.
const repoRoot = path.resolve(import.meta.dirname, '..');
const apps = ['content', 'booking', 'admin'];

let nginx: RunningNginx | undefined;
let site = '';
const folders: string[] = [];

test.beforeAll(async ({ baseURL }) => {
  const siteRoot = mkdtempSync(path.join(tmpdir(), 'lakehouse-site-'));
  folders.push(siteRoot);
  // nginx's workers run as an unprivileged user when the tests run as root.
  chmodSync(siteRoot, 0o755);
  // COPY --from=build /app/frontends/shell/dist <root>; COPY .../<app>/dist <root>/mfe/<app>
  cpSync(path.join(repoRoot, 'frontends/shell/dist'), siteRoot, { recursive: true });
  for (const app of apps) {
    mkdirSync(path.join(siteRoot, 'mfe'), { recursive: true });
    cpSync(path.join(repoRoot, 'frontends', app, 'dist'), path.join(siteRoot, 'mfe', app), { recursive: true });
  }
  const port = await freePort();
  const prefix = writeNginxPrefix({
    LAKEHOUSE_LISTEN_PORT: String(port),
    LAKEHOUSE_API_UPSTREAM: new URL(baseURL!).host,
    LAKEHOUSE_SITE_ROOT: siteRoot,
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
  // The API's page headers: browsers revalidate, nginx's microcache may keep it a second.
  expect(index.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1');

  const viaNginx = await request.get(`${site}/api/property`);
  expect(viaNginx.status()).toBe(200);
  expect(viaNginx.headers()['server']).toBe('nginx');
  const direct = await request.get(`${baseURL}/api/property`);
  expect(await viaNginx.json()).toEqual(await direct.json());

  // Every page comes rendered by the API, through nginx: the whole document, not the shell's layout template.
  for (const [page, title] of [
    ['/', /<title>[^<]*Grantham Lake House<\/title>/],
    ['/book', /<title>Book Your Stay \| Grantham Lake House<\/title>/],
  ] as const) {
    const rendered = await request.get(`${site}${page}`);
    expect(rendered.status()).toBe(200);
    const html = await rendered.text();
    expect(html).toMatch(title);
    expect(html).not.toContain('<fragment'); // the layout's head fragment was filled in
    // The header's HTML is in its slot (inside the Suspense boundary's markers React hydrates it by).
    expect(html).toMatch(/id="single-spa-application:chrome-header">(?:<!--\$-->)?<header/);
  }
  const unknown = await request.get(`${site}/no-such-page`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page Not Found');
  // The layout template itself is never served.
  const template = await request.get(`${site}/index.html`, { maxRedirects: 0 });
  expect(template.status()).toBe(301);
  expect(template.headers()['location']).toBe('/');
});

test("pages through nginx carry the API's page headers, one of each, and admin pages may not be framed", async ({
  request,
  baseURL,
}) => {
  const pageHeaders = [
    'content-type',
    'content-security-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    'cache-control',
  ];
  for (const page of ['/', '/book', '/admin', '/admin/photos']) {
    const viaNginx = await request.get(`${site}${page}`);
    const direct = await request.get(`${baseURL}${page}`);
    for (const name of pageHeaders) expect([name, viaNginx.headers()[name]]).toEqual([name, direct.headers()[name]]);
    // nginx adds none of its own: each header once (a second copy would arrive joined by a comma).
    expect(
      viaNginx.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy'),
    ).toHaveLength(1);
    const headers = viaNginx.headers();
    expect(headers['content-type']).toContain('text/html');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const admin = page.startsWith('/admin');
    expect(headers['content-security-policy']).toContain(admin ? "frame-ancestors 'none'" : "frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe(admin ? 'DENY' : 'SAMEORIGIN');
  }
});

test('caching: remote entries revalidate, hashed files are immutable, a missing remote file is a 404', async ({
  request,
}) => {
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

test("photos and their variants come from the API's photo store, kept in nginx's photo cache; /metrics is not exposed", async ({
  request,
}) => {
  let photo = '';
  await expect
    .poll(async () => {
      photo = ((await (await request.get(`${site}/api/property`)).json()) as { images: string[] }).images[0] ?? '';
      return photo;
    })
    .not.toBe('');
  const original = await request.get(`${site}${photo}`);
  expect(original.status()).toBe(200);
  expect(original.headers()['content-type']).toBe('image/jpeg');
  expect(original.headers()['cache-control']).toContain('max-age=604800');
  const variantPath = photo.replace('/photos/', '/photos/variants/').replace(/\.[^./]+$/, '-480.webp');
  const variant = await request.get(`${site}${variantPath}`);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/webp');
  // A cookie (the host's session) does not keep a photo from the cache: it is the same for everyone.
  const again = await request.get(`${site}${variantPath}`, { headers: { Cookie: 'lakehouse_session=anything' } });
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect((await request.get(`${site}/photos/no-such-photo.jpg`)).status()).toBe(404);

  // /metrics is the API's metrics port, never proxied: here it is a path like any other, with no page of that name.
  const metrics = await request.get(`${site}/metrics`);
  expect(metrics.status()).toBe(404);
  expect(await metrics.text()).not.toContain('process_cpu');
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
  // The pages came with their data; a code check is a call the browser makes, and its answer shows.
  await page.goto(`${site}/access`);
  await page.getByLabel('Access Code').fill('NOT-A-REAL-CODE');
  await page.getByRole('button', { name: 'Verify Access' }).click();
  await expect(page.getByTestId('access-error')).toContainText('Invalid access code');
  // Every API call went through nginx (same origin), none straight to the API's port.
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const url of apiCalls) expect(url.startsWith(`${site}/api/`)).toBe(true);
});

/** The lowest nightly rate a page was rendered with (its embedded data: the property read). */
async function startingRateOnPage(request: APIRequestContext, url: string): Promise<number> {
  const html = await (await request.get(url)).text();
  return Number(/"startingRate":(\d+(?:\.\d+)?)/.exec(html)?.[1]);
}

test("nginx's microcache keeps public pages and reads briefly, never a cookie's, and a price change shows on the next load", async ({
  playwright,
}) => {
  const anonymous = await playwright.request.newContext();
  const host = await playwright.request.newContext();
  try {
    // A burst of visitors: after the first, nginx answers from its cache.
    for (const url of ['/', '/api/property']) {
      await anonymous.get(`${site}${url}`);
      const again = await anonymous.get(`${site}${url}`);
      expect([url, again.headers()['x-cache-status']]).toEqual([url, expect.stringMatching(/^(HIT|UPDATING|STALE)$/)]);
    }
    // The host, signed in through nginx: every request carries the session cookie, so none is answered from the cache.
    const adminCode = (
      JSON.parse(readFileSync(`.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`, 'utf8')) as {
        adminCode: string;
      }
    ).adminCode;
    expect((await host.post(`${site}/api/admin/login`, { data: { adminCode } })).ok()).toBe(true);
    const pricing = (await (await host.get(`${site}/api/admin/pricing`)).json()) as {
      rules: { nightlyRate: number };
      version: number;
    };
    const before = await startingRateOnPage(anonymous, `${site}/`);
    const lower = Math.max(1, Math.floor(before) - 25);
    const saved = await host.put(`${site}/api/admin/pricing`, {
      data: { rules: { ...pricing.rules, nightlyRate: lower }, version: pricing.version },
    });
    expect(saved.ok()).toBe(true);
    try {
      // Read after write: the host's next page load shows the new price.
      const next = await host.get(`${site}/`);
      expect(next.headers()['x-cache-status']).toBe('BYPASS');
      expect(Number(/"startingRate":(\d+(?:\.\d+)?)/.exec(await next.text())?.[1])).toBe(lower);
      // Everyone else once nginx's second is over.
      await expect.poll(() => startingRateOnPage(anonymous, `${site}/`), { timeout: 5000 }).toBe(lower);
    } finally {
      const { version } = (await (await host.get(`${site}/api/admin/pricing`)).json()) as { version: number };
      expect((await host.put(`${site}/api/admin/pricing`, { data: { rules: pricing.rules, version } })).ok()).toBe(
        true,
      );
    }
  } finally {
    await anonymous.dispose();
    await host.dispose();
  }
});
