import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  // A way on: home, book, contact.
  const wayOn = page.getByRole('navigation', { name: 'Where to go next' });
  await expect(wayOn.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(wayOn.getByRole('link', { name: 'Book your stay' })).toHaveAttribute('href', '/book');
  await wayOn.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/contact');
});

test('a subpath of a real route is unknown too', async ({ page }) => {
  await page.goto('/book/extra');

  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book Your Stay' })).toHaveCount(0);
});

test('a microfrontend that cannot be loaded shows a readable error in its area', async ({ page }) => {
  await page.route('**/mfe/booking/**', (route) => route.abort());
  await page.goto('/book');

  await expect(page.getByRole('alert')).toContainText('The booking pages could not be loaded.');
  // The rest of the site still works.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
});
