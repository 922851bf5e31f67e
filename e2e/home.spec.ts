import { expect, test } from '@playwright/test';
import { renderInBrowserOnly } from './helpers';

test('home page shows the property from the API and the combined rating', async ({ page, request }) => {
  const response = await request.get('/api/property');
  expect(response.ok()).toBe(true);
  const property = (await response.json()) as { name: string; address: string; bedrooms: number };

  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.name);
  await expect(page.getByTestId('rating')).toHaveText('4.9');
  await expect(page.getByText('(18 reviews)')).toBeVisible();
  await expect(page.getByTestId('property-address')).toHaveText(property.address);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Property Details');
  await expect(page.getByText('Property Info')).toBeVisible();
});

test('home page says so when the property cannot be loaded', async ({ page }) => {
  await renderInBrowserOnly(page);
  await page.route('**/api/property', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
    }),
  );
  await page.goto('/');

  await expect(page.getByText('Property Not Found')).toBeVisible();
  await expect(page.getByText('The property information could not be loaded.')).toBeVisible();
});
