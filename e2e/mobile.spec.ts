import { expect, test } from '@playwright/test';
import { waitForHydrated } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

test('under 768px a menu button opens a panel with the header links', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  const header = page.getByRole('banner');
  for (const name of ['Home', 'Book', 'Gallery', 'Local Guide', 'House Rules', 'Contact']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeHidden();
  }

  // A <details> disclosure: its summary is the menu button.
  await header.getByLabel('Open menu').click();
  const drawer = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['Home', 'Book', 'Gallery', 'Local Guide', 'House Rules', 'Contact']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await drawer.getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  await expect(drawer).toBeHidden();

  const cta = page.getByTestId('sticky-cta-mobile');
  await expect(cta).toContainText('Ready to Book?');
  await expect(cta).toContainText('Starting at $350/night');
});
