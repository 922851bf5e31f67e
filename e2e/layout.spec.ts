import { expect, test, type Page } from '@playwright/test';
import { waitForHydrated, waitForSettled } from './helpers';
import { PUBLIC_ROUTES } from './public-routes';

/**
 * Elements whose content a fixed element (the 'Ready to Book?' bar, the header) covers when the element is scrolled
 * into view from below, as a guest scrolling down or tabbing through the page brings it: headings, photos, buttons,
 * links and form fields are checked at three points along their bottom edge.
 */
async function coveredByFixed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isFixed = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return true;
      return false;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('alt') || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
    const targets = [
      ...document.querySelectorAll(
        'main h1, main h2, main h3, main img, main button, main a, main input, main select, main textarea, footer a',
      ),
    ];
    const covered: string[] = [];
    for (const target of targets) {
      if (isFixed(target) || !target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      target.scrollIntoView({ block: 'end', inline: 'nearest' });
      const box = target.getBoundingClientRect();
      if (box.width < 4 || box.height < 4) continue;
      const y = Math.min(box.bottom - 2, innerHeight - 1);
      for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
        if (x < 0 || x >= innerWidth || y < 0) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !target.contains(hit) && !hit.contains(target) && isFixed(hit)) {
          covered.push(`${name(target)} under ${name(hit)}`);
          break;
        }
      }
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of PUBLIC_ROUTES) {
      test(`${route}: no sideways scroll, and no fixed element covers the page's content`, async ({ page }) => {
        await page.goto(route);
        await waitForSettled(page);
        // The 404 page has no hydration mark: the bar below shows that its code has run.
        if (route !== '/no-such-page') await waitForHydrated(page);
        // The 'Ready to Book?' bar mounts once the site's code runs.
        if (!route.startsWith('/book')) await expect(page.getByText('Ready to Book?')).toBeVisible();
        const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
        expect(await scrollWidth()).toBeLessThanOrEqual(width);
        if (width === 390) {
          // Opening and closing the phone menu leaves the page where it was.
          await page.getByRole('banner').getByLabel('Open menu').click();
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
          expect(await scrollWidth()).toBeLessThanOrEqual(width);
          expect(await page.evaluate(() => window.scrollX)).toBe(0);
        }
        expect(await coveredByFixed(page)).toEqual([]);
      });
    }
  });
}

test("the 'Ready to Book?' bar is not on the guest's own booking page, nor printed", async ({ page }) => {
  await page.goto('/gallery');
  await waitForHydrated(page);
  await expect(page.getByText('Ready to Book?')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Ready to Book?')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/booking/NOSUCHREF?key=wrong');
  await expect(page.getByText('Booking Not Found')).toBeVisible();
  await expect(page.getByText('Ready to Book?')).toHaveCount(0);
});
