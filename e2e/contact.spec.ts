import { expect, test, type Page } from '@playwright/test';
import { holdContentCode, waitForHydrated } from './helpers';

/** /contact with its form hydrated: a submit is then the JSON call (before, the browser posts the form itself). */
async function openContactForm(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await waitForHydrated(page);
  await expect(page.getByRole('form', { name: 'Contact form' })).toHaveAttribute('data-hydrated', 'true');
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await openContactForm(page);
  });

  test('submitting it empty shows every field message from the shared schema', async ({ page }) => {
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  });

  test('a valid message is sent as JSON without a page load, confirmed by a toast, and the form resets', async ({
    page,
  }) => {
    let pageLoads = 0;
    page.on('framenavigated', () => (pageLoads += 1));
    const name = page.getByLabel('Name');
    const email = page.getByLabel('Email');
    const phone = page.getByLabel('Phone (optional)');
    const message = page.getByLabel('Message');

    await name.fill('Playwright Guest');
    await email.fill('guest@example.com');
    await phone.fill('603-555-0100');
    await message.fill(`Is the dock open in early June? (e2e ${Date.now()})`);

    const posted = page.waitForResponse((r) => r.url().endsWith('/api/messages') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(201);

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Message Sent!');
    await expect(toast).toContainText("Thank you for your message. We'll get back to you soon.");
    for (const field of [name, email, phone, message]) await expect(field).toHaveValue('');
    expect(pageLoads).toBe(0);
  });
});

test('a failed send shows the server message in an error toast', async ({ page }) => {
  await page.route('**/api/messages', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, message: 'Messages are paused for maintenance' }),
    }),
  );
  await openContactForm(page);
  await page.getByLabel('Name').fill('Playwright Guest');
  await page.getByLabel('Email').fill('guest@example.com');
  await page.getByLabel('Message').fill('Is the dock open in early June?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Messages are paused for maintenance');
  await expect(page.getByLabel('Name')).toHaveValue('Playwright Guest');

  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
});

test('a toast can be swiped away to the right', async ({ page }) => {
  await page.route('**/api/messages', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
    }),
  );
  await openContactForm(page);
  await page.getByLabel('Name').fill('Playwright Guest');
  await page.getByLabel('Email').fill('guest@example.com');
  await page.getByLabel('Message').fill('Is the dock open in early June?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Internal server error');
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 160, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toBeHidden();
});

test('what a guest typed before the form hydrated is what it sends', async ({ page }) => {
  // The page's code is held back while the guest types into the server's form.
  const release = await holdContentCode(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Early Guest');
  await form.getByLabel('Email').fill('early@example.com');
  await form.getByLabel('Message').fill('Typed before the page had finished loading.');
  release();
  await expect(form).toHaveAttribute('data-hydrated', 'true');

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/messages') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await posted).postDataJSON()).toEqual({
    name: 'Early Guest',
    email: 'early@example.com',
    message: 'Typed before the page had finished loading.',
  });
  await expect(page.getByTestId('toast')).toContainText('Message Sent!');
});
