import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsHost } from './booking-helpers';
import { holdContentCode } from './helpers';

/** The body of the host's captured email with this subject, once the outbox has sent it. */
async function capturedEmail(request: APIRequestContext, subject: string): Promise<string> {
  await signInAsHost(request);
  const find = async () => {
    const { emails } = (await (await request.get('/api/admin/emails')).json()) as {
      emails: { id: string; subject: string; status: string }[];
    };
    return emails.find((email) => email.subject === subject && email.status === 'captured');
  };
  await expect.poll(async () => (await find())?.status, { timeout: 30_000 }).toBe('captured');
  const { email } = (await (await request.get(`/api/admin/emails/${(await find())!.id}`)).json()) as {
    email: { bodyText: string };
  };
  return email.bodyText;
}

/** What a guest with JavaScript off gets: what can work without it does, and what cannot says why. */
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });

  test('the phone menu opens and lists the pages', async ({ page }) => {
    await page.goto('/gallery');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByRole('banner').getByLabel('Open menu').click();
    await expect(menu.getByRole('link', { name: 'House Rules', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'House Rules', exact: true })).toHaveAttribute('href', '/house-rules');
  });

  test("the accordions' sections show their contents", async ({ page }) => {
    await page.goto('/house-rules');
    // The Policies section is closed by default; without JavaScript nothing could open it, so it shows.
    await expect(page.getByText('No smoking', { exact: false }).first()).toBeVisible();
    await page.goto('/guide');
    await expect(page.getByTestId('spot-card').last()).toBeVisible();
  });

  // Playwright's text locators skip <noscript>; the page's rendered text (innerText) is what the guest reads.
  const shownText = (page: Page) => page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));

  test('the booking form says it needs JavaScript and how else to reach the host', async ({ page }) => {
    await page.goto('/contact');
    expect(await shownText(page)).toContain(
      'JavaScript is off: the pages, the menu, their sections and the contact form work, but the booking form needs it.',
    );
  });

  test('a guest sends a message with the contact form and reads that it went; the host gets it', async ({
    page,
    request,
  }) => {
    const name = `Guest Without Scripts ${Date.now()}`;
    const message = 'Is the dock in the water by early June?';
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('no-scripts@example.com');
    await form.getByLabel('Phone (optional)').fill('603-555-0100');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send Message' }).click();

    // Back on the page, at the form, which says it went and is empty again.
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    const sent = form.getByRole('status');
    await expect(sent).toContainText('Message Sent!');
    await expect(sent).toContainText("Thank you for your message. We'll get back to you soon.");
    await expect(sent).toBeInViewport();
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Message'])
      await expect(form.getByLabel(label)).toHaveValue('');

    expect(await capturedEmail(request, `Website message from ${name}`)).toContain(message);

    // Said once: the page loaded again is the plain form.
    await page.reload();
    await expect(form).toBeVisible();
    await expect(form.getByRole('status')).toHaveCount(0);
  });

  test("a bad submission comes back with each field's message and everything typed", async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@navy');
    await form.getByLabel('Message').fill('Dock?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/#contact-form$/);
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper');
    await expect(form.getByLabel('Email')).toHaveValue('grace@navy');
    await expect(form.getByLabel('Message')).toHaveValue('Dock?');

    // Put right, it goes.
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Message').fill('Is there room for two kayaks?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Message Sent!');
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test("another website's form cannot post a message", async ({ page, baseURL }) => {
    // The forger's page, on a site of its own, aimed at this site's form route (no script needed to send it).
    await page.route('http://forger.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/api/messages/form?page=%2Fcontact">
          <input name="name" value="Mallory"><input name="email" value="mallory@example.com">
          <input name="message" value="Click here to claim a free night"><button>Claim</button></form>`,
      }),
    );
    await page.goto('http://forger.example/');
    const answer = page.waitForResponse((response) => response.url().includes('/api/messages/form'));
    await page.getByRole('button', { name: 'Claim' }).click();
    const refused = await answer;
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ statusCode: 403, message: 'Requests from other websites are not allowed.' });
  });

  test('/admin says it needs JavaScript instead of loading forever', async ({ page }) => {
    await page.goto('/admin');
    expect(await shownText(page)).toContain(
      'This page needs JavaScript: please turn it on in your browser and reload the page.',
    );
    await expect(page.locator('.app-loading-text')).toBeHidden();
  });
});

test("a season chosen in 'Explore the Area' before the section's code has arrived is kept", async ({ page }) => {
  // The section's code is held back until the guest has chosen: it reads the choice from the select when it hydrates.
  const release = await holdContentCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const section = page.getByTestId('explore-the-area');
  const select = section.getByLabel('Season');
  // The guest scrolls down to the section (its code loads only once it is near the screen).
  await select.scrollIntoViewIfNeeded();
  const current = await select.inputValue();
  const chosen = current === 'winter' ? 'summer' : 'winter';
  await select.selectOption(chosen);
  release();
  await expect(section).toHaveAttribute('data-season', chosen);
  await expect(select).toHaveValue(chosen);
});
