import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const adminCode = () =>
  (JSON.parse(readFileSync(`.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`, 'utf8')) as { adminCode: string })
    .adminCode;

// Every admin page the host opens leads to the others and out, marking the one open.
const PAGES = [
  { path: '/admin/dashboard', link: 'Dashboard' },
  { path: '/admin/settings', link: 'Property Settings' },
  { path: '/admin/pricing', link: 'Prices and Stay Rules' },
  { path: '/admin/calendar', link: 'Calendar' },
  { path: '/admin/photos', link: 'Photo Management' },
  { path: '/admin/reviews', link: 'Reviews' },
  { path: '/admin/content', link: 'Site Content' },
  { path: '/admin/messages', link: 'Emails to Guests' },
] as const;

test('each admin page carries the admin navigation, with the open page marked', async ({ page }) => {
  test.setTimeout(120_000);
  expect((await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).status()).toBe(200);
  for (const { path, link } of PAGES) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Admin pages' });
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  }
  // From Settings, the host reaches the prices without going back to the dashboard.
  await page.goto('/admin/settings');
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Prices and Stay Rules', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
