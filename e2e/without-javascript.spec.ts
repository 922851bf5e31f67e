import { expect, test, type Page } from '@playwright/test';

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

  test('the forms say they need JavaScript and how else to reach the host', async ({ page }) => {
    await page.goto('/contact');
    expect(await shownText(page)).toContain(
      'JavaScript is off: the pages, the menu and their sections work, but the booking and contact forms need it.',
    );
  });

  test('/admin says it needs JavaScript instead of loading forever', async ({ page }) => {
    await page.goto('/admin');
    expect(await shownText(page)).toContain(
      'This page needs JavaScript: please turn it on in your browser and reload the page.',
    );
    await expect(page.locator('.app-loading-text')).toBeHidden();
  });
});

test("a season chosen in 'Explore the Area' before the section hydrates is kept", async ({ page }) => {
  // The section's code is held back until the guest has chosen, as on a slow phone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mfe/content/**', async (route) => {
    await held;
    await route.continue();
  });
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
