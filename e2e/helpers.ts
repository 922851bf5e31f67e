import { expect, type Page } from '@playwright/test';

/**
 * Console errors of the page, except what the closed test network and the background image job cause:
 * failed requests to hosts other than localhost, and WebP variants that are not built yet (the page then
 * falls back to the original photo); and the logo, which this repository does not ship (the header falls back
 * to the site's name, as navigation.spec.ts checks), now answered 404 like any missing file.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    // The email frames are sandboxed to run nothing: a script the browser refuses there (axe's, or the trace
    // recorder's, injected into every frame) is that sandbox at work.
    if (url === 'about:srcdoc' && message.text().startsWith('Blocked script execution')) return;
    if (/Failed to load resource|ERR_/.test(message.text())) {
      if (url.includes('/photos/variants/') || new URL(url || 'about:blank').pathname === '/logo.png') return;
      if (!url || !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) return;
    }
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface PropertyJson {
  name: string;
  address: string;
  images: string[];
  amenities: string[];
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
}

/**
 * The property from the API, once the start-up photo scan has listed at least `photos` images (the repo ships
 * eight placeholder photos, so a test that needs some waits for them instead of skipping).
 */
export async function loadProperty(page: Page, photos = 0): Promise<PropertyJson> {
  let property: PropertyJson | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/property');
        expect(response.ok()).toBe(true);
        property = (await response.json()) as PropertyJson;
        return property.images.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(photos);
  return property!;
}

/**
 * Waits until the microfrontend and its data have loaded: no loading placeholder, no spinner. ('networkidle'
 * instead timed out in CI on a busy machine with everything already loaded: a lazily loaded photo or map tile
 * that the closed network never answers keeps the network from going idle.)
 */
export async function waitForSettled(page: Page): Promise<void> {
  await expect(page.locator('.app-loading')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Waits until the page's code has run and hydrated it (a page the server rendered starts it on its own, once on
 * screen). web-kit's Page (and the home page) and the header mark their root `data-hydrated` once hydrated.
 */
export async function waitForHydrated(page: Page): Promise<void> {
  await expect(page.locator('main [data-hydrated="true"]').first()).toBeAttached();
  // The header is an application of its own, hydrated on its own.
  await expect(page.getByRole('banner')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Waits until no CSS transition or finite animation is running: a colour caught halfway (a button turning enabled)
 * can fail a contrast check that the settled colour passes. Endless ones (a spinner) are not waited for.
 */
export async function waitForTransitionsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Makes the pages of this test render in the browser only, as when the server's render of every application
 * failed: the server's HTML in each application's slot and the data it embedded are dropped before any script
 * runs, so the apps fetch through the API (which the test may fake with page.route) and read the browser's clock
 * (which the test may set).
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // 'interactive': the document is parsed and the deferred scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      document.getElementById('page-data')?.remove();
      for (const slot of document.querySelectorAll('[id^="single-spa-application:"]')) slot.replaceChildren();
    });
  });
}

/**
 * Holds back a microfrontend's code (the content pages' by default), as on a slow phone, so the guest acts on the
 * server's HTML before it hydrates; the returned function lets the code through.
 */
export async function holdContentCode(page: Page, app: 'content' | 'booking' = 'content'): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/mfe/${app}/**`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
