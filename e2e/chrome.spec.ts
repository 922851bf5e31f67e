import { expect, test, type Page } from '@playwright/test';
import { renderInBrowserOnly, waitForHydrated } from './helpers';

/**
 * Sends the home page's contact form against a mocked API, which makes the app raise a toast. `beforeSending`
 * runs once the form is filled in.
 */
async function sendMessage(page: Page, name: string, beforeSending?: () => Promise<void>) {
  // The form loads as it comes near the viewport.
  await page.getByRole('heading', { level: 2, name: 'Contact the Host' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact form' });
  // Sent as JSON once hydrated (before that, the browser would post the form itself).
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('guest@example.com');
  await form.getByLabel('Message').fill('Is the house free in July?');
  await beforeSending?.();
  await form.getByRole('button', { name: 'Send Message' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/messages', (route) => route.fulfill({ status: 201, json: { id: 'm1' } }));
});

test('toasts: one visible at a time, F8 focuses the region, the close button dismisses', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toasts = page.getByTestId('toast');

  await sendMessage(page, 'First Guest');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Message Sent!');
  await sendMessage(page, 'Second Guest');
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Name')).toHaveValue('');
  await expect(toasts).toHaveCount(1);

  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await page.keyboard.press('F8');
  await expect(region).toBeFocused();
  const style = await region.evaluate((el) => ({
    zIndex: getComputedStyle(el).zIndex,
    maxWidth: getComputedStyle(el).maxWidth,
  }));
  expect(style).toEqual({ zIndex: '100', maxWidth: '420px' });

  await toasts.getByRole('button', { name: 'Close' }).click();
  await expect(toasts).toHaveCount(0);
});

test('a toast can be swiped away to the right past 50px, and not by a short drag', async ({ page }) => {
  await page.goto('/');
  await sendMessage(page, 'Swipe Guest');
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 20;

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 3 });
  await page.mouse.up();
  await expect(toast).toBeVisible();
  // Back in place before the real swipe, so it starts on the toast and not on where it was sliding back from.
  await expect(toast).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 120, y, { steps: 6 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

test('a toast dismisses itself after 5 seconds', async ({ page }) => {
  // Rendered in the browser: hydrating the server's HTML stalls under the installed fake timers.
  await renderInBrowserOnly(page);
  await page.clock.install();
  await page.goto('/');
  // The clock stands still from the moment the message is sent, so only the time the test moves counts (a slow
  // machine's own seconds would otherwise be added to the toast's five).
  await sendMessage(page, 'Timer Guest', async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  });
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  await page.clock.runFor(4000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1500);
  await expect(toast).toHaveCount(0);
});

test('the sticky call to action has a mobile variant under 768px and a desktop one otherwise', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/gallery');
  await waitForHydrated(page);
  await expect(page.getByTestId('sticky-cta-mobile')).toContainText('Ready to Book?');
  await expect(page.getByTestId('sticky-cta-mobile')).toContainText('Starting at $350/night');
  await expect(page.getByTestId('sticky-cta-desktop')).toHaveCount(0);

  await page.setViewportSize({ width: 767, height: 800 });
  await expect(page.getByTestId('sticky-cta-mobile')).toBeVisible();
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(page.getByTestId('sticky-cta-desktop')).toBeVisible();
  await expect(page.getByTestId('sticky-cta-mobile')).toHaveCount(0);
  await expect(page.getByTestId('sticky-cta-desktop').getByRole('link', { name: 'Book Now' })).toHaveAttribute(
    'href',
    '/book',
  );
});

test('a route change scrolls to the top and sets the title and description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home | Grantham Lake House');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Grantham/);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await footer.getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Photo Gallery | Grantham Lake House');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Photos/);
});

// The line with the host's number is proven by settings.spec.ts; the seeded settings have none.
test('the footer has no NH Meals & Rooms licence line until the host sets the number', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('contentinfo').getByText('Quick Links')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByTestId('meals-rooms-license')).toHaveCount(0);
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Grantham Lake House');
});
