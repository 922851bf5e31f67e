import { expect, test, type Locator } from '@playwright/test';
import { waitForHydrated } from './helpers';

/** Whether React owns the element (hydrated or rendered it): React keeps its fiber on the DOM node. */
const ownedByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

test('a page the server rendered hydrates only its islands; the rest stays its HTML', async ({ page }) => {
  await page.goto('/guide');
  await waitForHydrated(page);
  expect(await ownedByReact(page.getByRole('heading', { level: 1, name: 'Local Guide' }))).toBe(false);
  expect(await ownedByReact(page.getByRole('heading', { level: 2, name: 'Local Tips' }))).toBe(false);
  const categories = page.locator('[data-island="guide-category"]').first();
  await expect(categories).toHaveAttribute('data-hydrated', 'true');
  const firstCategory = categories.getByRole('button').first();
  expect(await ownedByReact(firstCategory)).toBe(true);
  // The island works: its first category starts open and closes on a click.
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'true');
  await firstCategory.click();
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'false');
});

test('a client-side navigation from a page of islands renders the next page whole, in place', async ({ page }) => {
  await page.goto('/house-rules');
  await waitForHydrated(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Local Guide' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Local Guide' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const firstCategory = page.locator('[data-island="guide-category"]').first().getByRole('button');
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'true');
  await firstCategory.click();
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'false');
});

test('an island far down the page hydrates as it nears the screen and answers the click on it', async ({ page }) => {
  await page.goto('/');
  await waitForHydrated(page);
  const rules = page.locator('[data-island="house-rules"]');
  const parking = rules.getByRole('button', { name: 'Parking' });
  await expect(parking).toHaveAttribute('aria-expanded', 'false');
  // Its code is fetched as it comes near the screen (a guest scrolling down gets there after it); until then the
  // accordion is the server's HTML.
  await parking.scrollIntoViewIfNeeded();
  await expect(rules).toHaveAttribute('data-hydrated', 'true');
  // On its chevron (a part of an SVG icon).
  await parking.locator('svg').click();
  await expect(parking).toHaveAttribute('aria-expanded', 'true');
});
