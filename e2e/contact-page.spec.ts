import { expect, test } from '@playwright/test';
import { collectConsoleErrors, renderInBrowserOnly, waitForHydrated } from './helpers';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`contact page at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('shows the contact cards, registered agent, FAQ, area highlights and the map fallback', async ({
      page,
      request,
    }) => {
      const property = (await (await request.get('/api/property')).json()) as { address: string };
      const errors = collectConsoleErrors(page);
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle('Contact Us | Grantham Lake House');

      await expect(page.getByTestId('contact-email').getByRole('link')).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByTestId('contact-phone').getByRole('link')).toHaveAttribute('href', /^tel:/);
      await expect(page.getByTestId('contact-address')).toContainText(property.address);
      await expect(page.getByTestId('contact-response-time')).toContainText('2-4 hours');
      await expect(page.getByTestId('contact-response-time')).toContainText('9 AM-6 PM');
      await expect(page.getByTestId('contact-registered-agent')).toContainText('Grantham, NH 03753');
      await expect(page.getByTestId('immediate-assistance')).toContainText('911');
      await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Area Highlights' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();

      // The network is closed in tests: once the page's code runs, the maps service cannot answer, so the readable
      // fallback shows.
      await waitForHydrated(page);
      const fallback = page.getByTestId('map-fallback');
      await expect(fallback).toBeVisible({ timeout: 15_000 });
      await expect(fallback).toContainText(property.address);
      await expect(fallback.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', /google\.com\/maps/);

      const faq = page.getByRole('button', { name: 'Are pets allowed?' });
      await faq.click();
      await expect(faq).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('The house is pet-free with no exceptions.')).toBeVisible();

      expect(errors).toEqual([]);
    });

    test('/contact#location-area scrolls to the address and map', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/contact#location-area');
      const area = page.locator('#location-area');
      await expect(area).toBeInViewport();
      await expect(area.getByRole('heading', { level: 2, name: 'Location' })).toBeInViewport();
      await expect(page.getByTestId('map-fallback')).toBeVisible({ timeout: 15_000 });
      expect(errors).toEqual([]);
    });
  });
}

test('the address falls back to Grantham, NH when the property cannot be loaded', async ({ page }) => {
  await renderInBrowserOnly(page);
  await page.route('**/api/property', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
    }),
  );
  await page.goto('/contact');
  await expect(page.getByTestId('contact-address')).toContainText('Grantham, NH');
  await expect(page.getByTestId('location-address')).toHaveText('Grantham, NH');
});

test('the address card links to the location area on the same page', async ({ page }) => {
  await page.goto('/contact');
  await page.getByTestId('contact-address').getByRole('link').click();
  await expect(page).toHaveURL(/\/contact#location-area$/);
  await expect(page.locator('#location-area')).toBeInViewport();
});
