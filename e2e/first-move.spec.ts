import { expect, test } from '@playwright/test';
import { holdContentCode, waitForHydrated } from './helpers';

// A page the server rendered is whole as HTML; the site's code starts at the guest's first move on it, and what the
// guest does before that code has run is kept.

test('a page the server rendered asks for no code but the root config until the guest first moves', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // Loaded, painted and idle: what the page would ask for on its own, it has asked for by now.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  expect(scripts).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]);
  await waitForHydrated(page);
  expect(scripts.length).toBeGreaterThan(1);
});

test('a click on a photo before the code has run opens it once the code has', async ({ page }) => {
  const release = await holdContentCode(page);
  await page.goto('/gallery');
  const photo = page.locator('[data-island="gallery-photos"] button').first();
  // The click is the guest's first move: it starts the code, and waits for it.
  await photo.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a code typed and sent before the booking code has run is the one checked', async ({ page }) => {
  const release = await holdContentCode(page, 'booking');
  await page.goto('/access');
  await page.getByLabel('Access Code').fill('not-a-real-code');
  await page.getByRole('button', { name: 'Verify Access' }).click();
  release();
  // Checked by the server: the form's state held what was typed before it hydrated (empty, it would say so first).
  await expect(page.getByTestId('access-error')).toContainText('Invalid access code');
  await expect(page.getByLabel('Access Code')).toHaveValue('NOT-A-REAL-CODE');
});
