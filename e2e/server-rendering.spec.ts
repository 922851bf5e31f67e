import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, waitForHydrated, waitForSettled } from './helpers';

/** Every public route and a heading of its page (spec section 2). */
const PUBLIC_PAGES: ReadonlyArray<readonly [route: string, heading: string]> = [
  ['/', 'Book Your Stay'],
  ['/gallery', 'Photo Gallery'],
  ['/guide', 'Local Guide'],
  ['/house-rules', 'House Rules and How-To Guide'],
  ['/contact', 'Contact Us'],
  ['/policies', 'Policies'],
  ['/cancellation-policy', 'Cancellation Policy'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/book', 'Book Your Stay'],
  ['/access', 'Access Portal'],
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is there to read, with the chrome', async ({ page }) => {
    for (const [route, heading] of PUBLIC_PAGES) {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Local Guide', exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Registered Agent');
    }
    await page.goto('/');
    for (const section of [
      'Amenities',
      'Explore the Area',
      'Everything You Need to Know',
      'House Rules',
      'Contact the Host',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('season-heading')).not.toBeEmpty();
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

/** The console's warnings on `page` from now on. */
function collectConsoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** Opens every public page, hydrated and scrolled through (sections that hydrate on view too), then `check`s it. */
async function throughPublicPages(page: Page, check: (route: string) => void): Promise<void> {
  for (const [route, heading] of PUBLIC_PAGES) {
    await page.goto(route);
    await waitForSettled(page);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    check(route);
  }
}

test('hydrating a public page logs no warning or error, fetches no data it came with, and the page then works', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const warnings = collectConsoleWarnings(page);
  // The property is embedded in every page (the query cache the browser hydrates from): never requested again.
  const refetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/property') refetched.push(request.url());
  });
  await throughPublicPages(page, (route) =>
    expect({ route, errors, warnings, refetched }).toEqual({ route, errors: [], warnings: [], refetched: [] }),
  );
  // Alive once its code runs: a link navigates in the page, without a new document.
  await page.goto('/');
  await waitForHydrated(page);
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  await page.getByRole('banner').getByRole('link', { name: 'Local Guide', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Local Guide' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
});

test('a page rendered minutes before it is served hydrates from its own calendar, fetching none', async ({ page }) => {
  // The server keeps a rendered page until something it read changes, so the page a guest gets may have been
  // rendered long before: here the guest's clock is 10 minutes past the render, beyond availability's 5 fresh
  // minutes. Its answers were current when it was sent, so hydrating asks for none of them again.
  await page.goto('/book');
  await waitForSettled(page);
  await page.clock.install({ time: Date.now() + 10 * 60_000 });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/availability') requested.push(request.url());
  });
  await page.goto('/book');
  await waitForHydrated(page);
  await expect(page.getByTestId('availability-calendar').locator('[data-date]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test("hydrating adopts the server's base styles instead of adding them again", async ({ page }) => {
  // CssBaseline's rules for html, body and every element, added again after the first paint, would make the
  // browser restyle the whole page while it is still starting.
  for (const route of ['/', '/book', '/gallery']) {
    await page.goto(route);
    await waitForHydrated(page);
    const baseRules = await page.evaluate(
      () =>
        [...document.styleSheets]
          // MUI's own sheets (emotion's), not the page template's few rules of its own.
          .filter((sheet) => sheet.ownerNode instanceof HTMLElement && sheet.ownerNode.dataset.emotion !== undefined)
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText === 'html').length,
    );
    expect({ route, baseRules }).toEqual({ route, baseRules: 1 });
  }
});

test("hydrating leaves the server's class rules and base styles where they are", async ({ page }) => {
  // A style element taken out of the head and put back (as emotion does with the ones it finds by its own attribute)
  // makes the browser rebuild its style sheet and restyle every element it matches while the page is still starting:
  // the page's class rules and the base styles for html, body and every element match the whole page. (An input's
  // autofill keyframes, which match nothing, are emotion's to move.)
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { movedStyles: string[] }).movedStyles = moved;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (
            node instanceof HTMLStyleElement &&
            (node.hasAttribute('data-server-rules') || /(^|\})html\{/.test(node.textContent ?? ''))
          )
            moved.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  for (const route of ['/', '/book', '/gallery', '/guide']) {
    await page.goto(route);
    await waitForHydrated(page);
    const moved = await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles);
    expect({ route, moved }).toEqual({ route, moved: [] });
  }
});

test('the page is on screen before the site fetches any code but its entry', async ({ page }) => {
  for (const route of ['/', '/guide', '/book']) {
    await page.goto(route);
    // Hydrated, not merely settled: a rendered page is settled at once, before its app's code has been fetched.
    await waitForHydrated(page);
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && !/\/main\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(firstPaint, route).toBeDefined();
    expect(scripts.length, route).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.startTime < firstPaint!)).toEqual([]);
  }
});

test.describe('a guest on the other side of the world', () => {
  // A day ahead of the house for most of the house's day: dates and times must come from the server's page data.
  test.use({ timezoneId: 'Pacific/Kiritimati', locale: 'de-DE' });

  test('every public page hydrates without a warning or an error', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const warnings = collectConsoleWarnings(page);
    await throughPublicPages(page, (route) =>
      expect({ route, errors, warnings }).toEqual({ route, errors: [], warnings: [] }),
    );
  });
});

test('a slot the server sent empty (its render failed) is rendered in the browser', async ({ page }) => {
  // What the server sends when the content microfrontend's render throws or takes too long.
  await page.route('**/gallery', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div id="single-spa-application:content">[\s\S]*?<\/div><\/main>/,
      '<div id="single-spa-application:content"></div></main>',
    );
    await route.fulfill({ response, body: html });
  });
  const errors = collectConsoleErrors(page);
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  await expect(page.getByTestId('stat-total-photos')).not.toBeEmpty();
  await waitForSettled(page);
  expect(errors).toEqual([]);
});
