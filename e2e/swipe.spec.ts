import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadProperty, waitForHydrated } from './helpers';

// A phone: 375 px wide, touch as the pointer. The gestures are real touch events (Chrome's DevTools protocol), so
// they reach the carousel and the lightbox as a finger's would.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

type Point = { x: number; y: number };

/** One finger gesture: the positions of the fingers at each moment, from touching down to lifting off. */
async function gesture(page: Page, frames: Point[][]) {
  // One session for the whole gesture: the browser ties a touch's moves to the session that started it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: frames[0]! });
  for (const touchPoints of frames.slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const STEPS = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((step) => step / 8);

/**
 * Waits until nothing in `target` moves from one frame to the next. A swipe that starts while the last one is still
 * gliding starts from where the glide is, so it can fall short of the next photo; a person looks at the photo first.
 */
async function waitUntilStill(target: Locator) {
  const stillForAFrame = () =>
    target.evaluate(
      (element) =>
        new Promise<boolean>((resolve) => {
          const positions = () =>
            [...element.querySelectorAll('*')].map((node) => getComputedStyle(node).transform).join();
          const before = positions();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(positions() === before)));
        }),
    );
  await expect.poll(stillForAFrame).toBe(true);
}

/** A finger drawn across the middle of `target`, once it is still, from 80 % of its width to 20 % (left) or back. */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  await waitUntilStill(target);
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  await gesture(
    page,
    STEPS.map((t) => [{ x: box.x + box.width * (from + (to - from) * t), y }]),
  );
}

/** Two fingers moving apart from the middle of `target`. */
async function pinchOut(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await gesture(
    page,
    STEPS.map((t) => {
      const gap = 20 + t * 120;
      return [
        { x: x - gap, y },
        { x: x + gap, y },
      ];
    }),
  );
}

test('a swipe on the hero carousel moves it one photo either way, and wraps', async ({ page }) => {
  const total = (await loadProperty(page, 3)).images.length;
  await page.goto('/');
  await waitForHydrated(page);
  const carousel = page.getByTestId('hero-carousel');
  const position = carousel.getByTestId('carousel-position');
  await expect(position).toHaveText(`1 / ${total}`);

  await swipe(page, carousel, 'left');
  await expect(position).toHaveText(`2 / ${total}`);
  await expect(carousel.getByRole('img')).toHaveAttribute('alt', 'Property image 2');
  await swipe(page, carousel, 'right');
  await expect(position).toHaveText(`1 / ${total}`);
  await swipe(page, carousel, 'right');
  await expect(position).toHaveText(`${total} / ${total}`);
  await expect(carousel.getByRole('img')).toHaveAttribute('alt', `Property image ${total}`);
});

test('a swipe in the full-size view steps through the photos, and wraps', async ({ page }) => {
  const total = (await loadProperty(page, 3)).images.length;
  await page.goto('/gallery');
  await waitForHydrated(page);
  await page.getByTestId('gallery-thumbnail').first().tap();
  const dialog = page.getByRole('dialog');
  const counter = dialog.getByTestId('gallery-counter');
  await expect(counter).toHaveText(`1 of ${total}`);

  await swipe(page, dialog, 'left');
  await expect(counter).toHaveText(`2 of ${total}`);
  await expect(dialog.getByRole('heading', { name: 'Property image 2' })).toBeVisible();
  await swipe(page, dialog, 'right');
  await expect(counter).toHaveText(`1 of ${total}`);
  await swipe(page, dialog, 'right');
  await expect(counter).toHaveText(`${total} of ${total}`);
  await expect(dialog.getByRole('img', { name: `Property image ${total}` })).toBeVisible();
});

test('a pinch zooms the full-size photo in, and a swipe then pans it instead of stepping', async ({ page }) => {
  const total = (await loadProperty(page, 3)).images.length;
  await page.goto('/gallery');
  await waitForHydrated(page);
  await page.getByTestId('gallery-thumbnail').nth(1).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: 'Property image 2' })).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  const zoomOut = dialog.getByRole('button', { name: 'Zoom out' });
  await expect(zoomOut).toBeDisabled();

  await pinchOut(page, dialog);
  await expect(zoomOut).toBeEnabled();
  await swipe(page, dialog, 'left');
  await expect(zoomOut).toBeEnabled();
  await expect(dialog.getByTestId('gallery-counter')).toHaveText(`2 of ${total}`);
});
