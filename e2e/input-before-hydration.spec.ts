import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { waitForHydrated } from './helpers';

// A page the server rendered takes the guest's input from its first paint: what they chose or typed before its code
// hydrated stays in the element, and each control reads it when it hydrates. Nothing is replayed.

/** How soon after `domcontentloaded` the guest acts: before any of the site's code has run. */
const WITHIN_MS = 100;
const FRESH_LOADS = 5;
/** A season other than the one the page starts at (today's: September to November is fall). */
const CHOSEN_SEASON = [8, 9, 10].includes(new Date().getMonth()) ? 'spring' : 'fall';

/** The `value` React holds for a field (its props, from the component's state), or undefined before it hydrates. */
const reactValue = (field: Locator) =>
  field.evaluate((element) => {
    const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
    const props = propsKey ? (element as unknown as Record<string, { value?: string | number }>)[propsKey] : undefined;
    return props?.value === undefined ? undefined : String(props.value);
  });

/** A field the guest fills, found by its CSS selector or its label's text, and what they put in it. */
interface EarlyInput {
  field: { selector: string } | { label: string };
  value: string;
}

/**
 * Opens `path` in a fresh browser context and, as `domcontentloaded` fires, puts each value in its field as the
 * browser does for a guest's choice or typing (the value, then input and change events): Playwright's own actions
 * reach the page hundreds of milliseconds later on a busy machine, and a task queued then waits behind the page's. Returns the page, how long after
 * `domcontentloaded` the last input landed, and whether any field had hydrated by then.
 */
async function actRightAfterParsing(
  browser: Browser,
  path: string,
  inputs: EarlyInput[],
): Promise<{ page: Page; lastInputMs: number; hydratedBefore: boolean }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((inputs: EarlyInput[]) => {
    const record = window as unknown as { lastInputMs?: number; hydratedBefore?: boolean };
    document.addEventListener('DOMContentLoaded', () => {
      const parsedAt = performance.now();
      for (const { field, value } of inputs) {
        const element = (
          'selector' in field
            ? document.querySelector(field.selector)
            : document.getElementById(
                [...document.querySelectorAll('label')].find((label) => label.textContent === field.label)?.htmlFor ??
                  '',
              )
        ) as HTMLInputElement | HTMLSelectElement;
        record.hydratedBefore ||= element.closest('[data-hydrated="true"]') != null;
        element.value = value;
        element.dispatchEvent(new Event('input', { bubbles: true }));
        element.dispatchEvent(new Event('change', { bubbles: true }));
      }
      record.lastInputMs = performance.now() - parsedAt;
    });
  }, inputs);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // Set by the listener above, which ran before the page's own `domcontentloaded` was reported.
  const { lastInputMs, hydratedBefore } = await page.evaluate(() => {
    const record = window as unknown as { lastInputMs: number; hydratedBefore?: boolean };
    return { lastInputMs: record.lastInputMs, hydratedBefore: record.hydratedBefore === true };
  });
  return { page, lastInputMs, hydratedBefore };
}

for (let load = 1; load <= FRESH_LOADS; load += 1) {
  test(`/: a season and a guest count chosen at once are kept (fresh load ${load})`, async ({ browser }) => {
    const { page, lastInputMs, hydratedBefore } = await actRightAfterParsing(browser, '/', [
      { field: { selector: '#explore-season' }, value: CHOSEN_SEASON },
      { field: { selector: '#booking-card-guests' }, value: '3' },
    ]);
    expect(lastInputMs).toBeLessThan(WITHIN_MS);
    expect(hydratedBefore).toBe(false);
    await waitForHydrated(page);
    const guests = page.locator('#booking-card-guests');
    await expect(page.locator('[data-island="booking-card"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(guests).toHaveValue('3');
    expect(await reactValue(guests)).toBe('3');
    const explore = page.getByTestId('explore-the-area');
    await explore.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="explore-the-area"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('#explore-season')).toHaveValue(CHOSEN_SEASON);
    await expect(explore).toHaveAttribute('data-season', CHOSEN_SEASON);
    expect(await reactValue(page.locator('#explore-season'))).toBe(CHOSEN_SEASON);
    await page.context().close();
  });

  for (const path of ['/book', '/access'])
    test(`${path}: an access code typed at once is kept (fresh load ${load})`, async ({ browser }) => {
      const { page, lastInputMs, hydratedBefore } = await actRightAfterParsing(browser, path, [
        { field: { label: 'Access Code' }, value: 'EARLY-CODE' },
      ]);
      expect(lastInputMs).toBeLessThan(WITHIN_MS);
      expect(hydratedBefore).toBe(false);
      await waitForHydrated(page);
      const field = page.getByLabel('Access Code');
      await expect(field).toHaveValue('EARLY-CODE');
      expect(await reactValue(field)).toBe('EARLY-CODE');
      await page.context().close();
    });
}

test('a page the server rendered runs its code with no input from the guest', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.locator('main [data-hydrated="true"]').first()).toBeAttached();
  await expect(page.getByRole('banner')).toHaveAttribute('data-hydrated', 'true');
  // The first tap on a photo is answered by the hydrated gallery.
  await page.locator('[data-island="gallery-photos"] button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a code typed before the booking code ran is the one checked', async ({ page }) => {
  await page.goto('/access', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Access Code').fill('not-a-real-code');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Verify Access' }).click();
  // Checked by the server: the form's state held what was typed before it hydrated (empty, it would say so first).
  await expect(page.getByTestId('access-error')).toContainText('Invalid access code');
  await expect(page.getByLabel('Access Code')).toHaveValue('NOT-A-REAL-CODE');
});
