import { expect, test } from '@playwright/test';
import { waitForHydrated } from './helpers';

test('header links navigate client-side to each page', async ({ page, request }) => {
  const property = (await (await request.get('/api/property')).json()) as { name: string };
  const headings: [link: string, path: string, heading: string][] = [
    ['Book', '/book', 'Book Your Stay'],
    ['Gallery', '/gallery', 'Photo Gallery'],
    ['Local Guide', '/guide', 'Local Guide'],
    ['House Rules', '/house-rules', 'House Rules and How-To Guide'],
    ['Contact', '/contact', 'Contact Us'],
    ['Home', '/', property.name],
  ];

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.name);
  // Before the site's code runs, a link is a plain link: it would load the next page as a new document.
  await waitForHydrated(page);
  // A full page load would drop this marker.
  await page.evaluate(() => Object.assign(window, { __e2eMarker: 'same-document' }));

  const header = page.getByRole('banner');
  for (const [link, path, heading] of headings) {
    await header.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('same-document');
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await footer.getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the desktop call to action leads to /book', async ({ page }) => {
  await page.goto('/gallery');
  await waitForHydrated(page);
  const cta = page.getByTestId('sticky-cta-desktop');
  await expect(cta).toContainText('Ready to Book?');
  await expect(cta).toContainText('Starting at $350/night');
  await cta.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Stay' })).toBeVisible();
});

test('the footer has the policy links and the logo falls back to text', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('banner').getByTestId('logo-text')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute(
    'href',
    '/cancellation-policy',
  );
  await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/privacy#cookies');
  await expect(footer.getByText('Registered Agent')).toBeVisible();
});
