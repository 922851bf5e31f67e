import { expect, test } from '@playwright/test';
import { waitForHydrated } from './helpers';

test('each microfrontend is loaded once and react-dom is downloaded once', async ({ page }) => {
  const urls: string[] = [];
  page.on('response', (response) => urls.push(new URL(response.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Property Details');
  // Before the site's code runs, a link is a plain link: it would load /book as a new document.
  await waitForHydrated(page);

  await page.getByRole('banner').getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Stay' })).toBeVisible();

  // No header link to /admin: navigate the way any in-app link does (single-spa hears pushState).
  await page.evaluate(() => window.history.pushState(null, '', '/admin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  const remoteEntries = urls.filter((url) => url.endsWith('/remoteEntry.js')).sort();
  expect(remoteEntries).toEqual([
    '/mfe/admin/remoteEntry.js',
    '/mfe/booking/remoteEntry.js',
    '/mfe/content/remoteEntry.js',
  ]);

  // Every build names the chunk that holds react-dom 'react-dom.<hash>.js'; a second copy would be a second file.
  const reactDom = urls.filter((url) => url.includes('react-dom'));
  expect(reactDom).toHaveLength(1);
});
