import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';

/**
 * The home page's first load transfers at most 250 KB of JavaScript, gzipped (all bundles together).
 * Below-the-fold sections that bring heavy code ('Explore the Area' with MUI's select, the contact form with zod)
 * load as they come near the viewport, so they are not part of it; scrolling down must still bring them.
 */
const TARGET_BYTES = 250 * 1024;

test('the first load of / transfers at most 250 KB of JavaScript gzipped', async ({ page }) => {
  const scripts: { url: string; encoding: string; promise: Promise<{ transferred: number; gzipped: number }> }[] = [];
  const collect = (response: Response) => {
    const url = new URL(response.url());
    if (url.hostname !== '127.0.0.1' || !url.pathname.endsWith('.js')) return;
    const headers = response.headers();
    scripts.push({
      url: url.pathname,
      encoding: headers['content-encoding'] ?? 'identity',
      promise: (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        // Encoded (on-the-wire) body size when the server compresses; otherwise what gzip would make of it.
        const gzipped =
          headers['content-encoding'] === 'gzip' ? sizes.responseBodySize : gzipSync(body, { level: 6 }).length;
        return { transferred: sizes.responseBodySize, gzipped };
      })(),
    });
  };
  page.on('response', collect);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The first load ends here: what scrolling brings later is not measured (nor left reading a body when the test ends).
  page.off('response', collect);
  const measured = await Promise.all(
    scripts.map(async (s) => ({ url: s.url, encoding: s.encoding, ...(await s.promise) })),
  );
  const total = measured.reduce((sum, s) => sum + s.gzipped, 0);
  const lines = measured
    .sort((a, b) => b.gzipped - a.gzipped)
    .map(
      (s) =>
        `${(s.gzipped / 1024).toFixed(1).padStart(7)} KB gz  ${(s.transferred / 1024).toFixed(1).padStart(7)} KB sent (${s.encoding})  ${s.url}`,
    );
  console.log(
    `JavaScript on the first load of /: ${measured.length} files, ${(total / 1024).toFixed(1)} KB gzipped ` +
      `(target ${TARGET_BYTES / 1024} KB: ${(Math.abs(total - TARGET_BYTES) / 1024).toFixed(1)} KB ${total > TARGET_BYTES ? 'over' : 'under'})\n${lines.join('\n')}`,
  );
  expect(total).toBeLessThanOrEqual(TARGET_BYTES);

  // What the first load left out arrives as the visitor scrolls.
  await page.getByRole('heading', { level: 2, name: 'Explore the Area' }).scrollIntoViewIfNeeded();
  await expect(page.getByLabel('Season')).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Contact the Host' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
});
