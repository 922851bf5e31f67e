// What a first visit downloads to be used: every JavaScript and CSS response of a fresh browser loading each route
// until the page has hydrated (a page the server rendered starts its code on its own once it is on screen),
// attributed to the app folder it came from. Shared singletons (react, react-dom, MUI, emotion) are fetched once by
// the browser, so they are counted once, under whichever container served them.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const ROUTES = ['/', '/book', '/gallery', '/admin'];

function appOf(url) {
  const match = /^\/mfe\/([^/]+)\//.exec(new URL(url).pathname);
  return match ? match[1] : 'shell';
}

export async function measurePageWeight(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const loads = [];
    for (const route of ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => ({
            app: appOf(response.url()),
            kind: type === 'script' ? 'js' : 'css',
            raw: body.length,
            gzip: gzipSync(body).length,
          })),
        );
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      // The admin renders in the browser from the start; the public pages mark what they hydrated.
      if (route !== '/admin') await page.locator('main [data-hydrated="true"]').first().waitFor();
      const files = await Promise.all(pending);
      await context.close();
      const byApp = {};
      for (const file of files) {
        const entry = (byApp[file.app] ??= { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } });
        entry[file.kind].raw += file.raw;
        entry[file.kind].gzip += file.gzip;
        entry[file.kind].files += 1;
      }
      const total = (kind, size) =>
        files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file[size], 0);
      loads.push({
        route,
        byApp,
        js: { raw: total('js', 'raw'), gzip: total('js', 'gzip') },
        css: { raw: total('css', 'raw'), gzip: total('css', 'gzip') },
      });
    }
    return loads;
  } finally {
    await browser.close();
  }
}
