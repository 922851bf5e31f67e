import { expect, test } from '@playwright/test';
import { collectConsoleErrors, loadProperty, waitForSettled, renderInBrowserOnly, waitForHydrated } from './helpers';

test('/gallery shows every photo in 3 columns, the stats and the featured amenities', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const property = await loadProperty(page);
  await page.goto('/gallery');
  await waitForHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Gallery');
  await expect(page.getByTestId('gallery-thumbnail')).toHaveCount(property.images.length);
  const columns = await page
    .getByTestId('grid-gallery')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);
  await expect(page.getByTestId('stat-total-photos')).toHaveText(String(property.images.length));
  await expect(page.getByTestId('stat-bedrooms')).toHaveText(String(property.bedrooms));
  await expect(page.getByTestId('stat-bathrooms')).toHaveText(String(property.bathrooms));
  await expect(page.getByTestId('stat-max-guests')).toHaveText(String(property.maxGuests));
  await expect(page.getByRole('heading', { name: 'Featured Amenities' })).toBeVisible();
  await expect(page).toHaveTitle('Photo Gallery | Grantham Lake House');

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: `View All Photos (${property.images.length})` }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await waitForSettled(page);
  expect(errors).toEqual([]);
});

test('the grid has 2 columns on small and 3 on medium screens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/gallery');
  await waitForHydrated(page);
  const grid = page.getByTestId('grid-gallery');
  await expect(grid).toBeVisible();
  expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(2);
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/');
  await waitForHydrated(page);
  await expect(page.getByTestId('grid-gallery')).toBeVisible();
  expect(
    await page.getByTestId('grid-gallery').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
  ).toBe(3);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(
    await page.getByTestId('grid-gallery').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
  ).toBe(4);
});

test('the full view cycles with wrapping, counts N of total, and marks the selected thumbnail', async ({ page }) => {
  const property = await loadProperty(page, 3);
  const total = property.images.length;
  await page.goto('/gallery');
  await waitForHydrated(page);
  const thumbnails = page.getByTestId('gallery-thumbnail');
  await expect(thumbnails.filter({ hasText: 'Selected' })).toHaveCount(0);

  await thumbnails.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const counter = dialog.getByTestId('gallery-counter');
  await expect(counter).toHaveText(`2 of ${total}`);
  await expect(dialog.getByRole('img', { name: 'Property image 2' })).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(`3 of ${total}`);
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`1 of ${total}`);
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`${total} of ${total}`);
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(`1 of ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 of ${total}`);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(1)).toContainText('Selected');
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbnails.filter({ hasText: 'Selected' })).toHaveCount(1);
});

test('a photo that fails to load shows the failure states and can still be selected', async ({ page }) => {
  const property = await loadProperty(page);
  const broken = property.images[0]!;
  const stem = broken.replace(/^\/photos\//, '').replace(/\.[^./]+$/, '');
  await page.route(`**${broken}`, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.route(`**/photos/variants/${stem}-*.webp`, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/gallery');
  await waitForHydrated(page);

  const first = page.getByTestId('gallery-thumbnail').first();
  await expect(first).toContainText('Failed to load');
  await expect(first).toHaveAttribute('data-status', 'failed');
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('gallery-counter')).toHaveText(`1 of ${property.images.length}`);
  await expect(dialog).toContainText('Failed to load image');
  await page.keyboard.press('Escape');
  await expect(first).toContainText('Selected');
});

test("'No Images Available' when the property has no photos", async ({ page }) => {
  const property = await loadProperty(page);
  await renderInBrowserOnly(page);
  await page.route('**/api/property', (route) => route.fulfill({ json: { ...property, images: [] } }));
  await page.goto('/gallery');
  await waitForHydrated(page);
  await expect(page.getByRole('heading', { name: 'No Images Available' })).toBeVisible();
  await expect(page.getByTestId('gallery-thumbnail')).toHaveCount(0);
  await expect(page.getByTestId('stat-total-photos')).toHaveText('0');
});
