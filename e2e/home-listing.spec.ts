import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadProperty, waitForHydrated } from './helpers';

/** The first photo's width in the mosaic (half the page) and in the phone's carousel (all of it): one download. */
const HERO_SIZES = '(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw';

/** A stay far enough ahead that no other test's booking holds its nights, and clear of the sample feed's blocks. */
const YEAR = new Date().getFullYear() + 3;
const CHECK_IN = `${YEAR}-10-12`;
const CHECK_OUT = `${YEAR}-10-15`;
/** The sample feed blocks the nights of December 24 to 26 every year, within its window: the next ones. */
const TAKEN_YEAR = new Date().getMonth() === 11 && new Date().getDate() >= 20 ? YEAR - 2 : YEAR - 3;

function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

async function signIn(request: APIRequestContext) {
  expect((await request.post('/api/admin/login', { data: { adminCode: adminCode() } })).ok()).toBe(true);
}

/** Saves `changes` over the host's current settings or prices (`/api/admin/settings` or `/api/admin/pricing`). */
async function saveOver(request: APIRequestContext, path: string, key: string, changes: Record<string, unknown>) {
  const current = (await (await request.get(path)).json()) as Record<string, unknown> & { version: number };
  const saved = await request.put(path, {
    data: { [key]: { ...(current[key] as object), ...changes }, version: current.version },
  });
  expect(saved.ok()).toBe(true);
  return current[key] as Record<string, unknown>;
}

test.describe('on desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the photos are a mosaic: the first large and fetched first; a click opens the full-size view at that photo; 'Show all photos' leads to /gallery", async ({
    page,
  }) => {
    const total = (await loadProperty(page, 5)).images.length;
    await page.goto('/');
    await waitForHydrated(page);
    const mosaic = page.getByTestId('photo-mosaic');
    await expect(mosaic).toBeVisible();
    await expect(page.getByTestId('hero-carousel')).toBeHidden();
    const photos = mosaic.getByTestId('mosaic-photo');
    await expect(photos).toHaveCount(5);

    const hero = photos.first().getByRole('img');
    await expect(hero).toHaveAttribute('alt', 'Property image 1');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('sizes', HERO_SIZES);
    // The mosaic's box holds its 2:1 shape whatever the photos' sizes: nothing moves as they load.
    const box = (await mosaic.locator('ul').boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(2, 1);

    await photos.nth(2).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('gallery-counter')).toHaveText(`3 of ${total}`);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByTestId('gallery-counter')).toHaveText(`4 of ${total}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(photos.nth(2)).toBeFocused();

    const showAll = mosaic.getByRole('link', { name: 'Show all photos' });
    await expect(showAll).toHaveAttribute('href', '/gallery');
    await showAll.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  });

  test('the booking card stays in view beside the details as they scroll by, covering none of them', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydrated(page);
    const card = page.getByTestId('booking-card');
    const details = page.getByRole('region', { name: 'Amenities' });
    await page.getByTestId('host-card').scrollIntoViewIfNeeded();
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.y).toBeGreaterThanOrEqual(64);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(900 - 88);
    expect(cardBox.x).toBeGreaterThan((await details.boundingBox())!.x + (await details.boundingBox())!.width);
    await expect(card.getByRole('heading', { name: 'Book Your Stay' })).toBeInViewport();
  });
});

test.describe('on a short desktop screen', () => {
  test.use({ viewport: { width: 1440, height: 620 } });

  test("the booking card, its stay totalled, scrolls within itself rather than run under the 'Ready to Book?' bar", async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydrated(page);
    const card = page.getByTestId('booking-card');
    await card.getByLabel('Check-in').fill(CHECK_IN);
    await card.getByLabel('Check-out').fill(CHECK_OUT);
    await expect(card.getByTestId('booking-card-total')).toBeVisible();
    const bar = page.getByTestId('sticky-cta-desktop');
    await expect(bar).toBeVisible();
    await page.getByTestId('host-card').scrollIntoViewIfNeeded();
    const barTop = (await bar.boundingBox())!.y;
    // What shows of the card ends above the bar: the card's own bottom, or that of the box it scrolls in.
    const shownBottom = () =>
      card.evaluate((element) => {
        let bottom = element.getBoundingClientRect().bottom;
        for (let node = element.parentElement; node; node = node.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(node).overflowY))
            bottom = Math.min(bottom, node.getBoundingClientRect().bottom);
        return bottom;
      });
    expect(await shownBottom()).toBeLessThanOrEqual(barTop);
    const book = card.getByRole('link', { name: 'Check Availability & Book' });
    await book.scrollIntoViewIfNeeded();
    const bookBox = (await book.boundingBox())!;
    expect(bookBox.y + bookBox.height).toBeLessThanOrEqual(barTop);
    await card.getByTestId('booking-card-total').scrollIntoViewIfNeeded();
    const totalBox = (await card.getByTestId('booking-card-total').boundingBox())!;
    expect(totalBox.y + totalBox.height).toBeLessThanOrEqual(barTop);
    expect(await shownBottom()).toBeLessThanOrEqual(barTop);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the carousel shows instead of the mosaic, its first photo the same download as the mosaic’s; the booking card follows the facts, in the flow', async ({
    page,
  }) => {
    await loadProperty(page, 5);
    await page.goto('/');
    await waitForHydrated(page);
    await expect(page.getByTestId('hero-carousel')).toBeVisible();
    await expect(page.getByTestId('photo-mosaic')).toBeHidden();
    const first = page.getByTestId('hero-carousel').locator('img').first();
    const mosaicFirst = page.getByTestId('photo-mosaic').locator('img').first();
    for (const attribute of ['srcset', 'sizes'])
      expect(await first.getAttribute(attribute)).toBe(await mosaicFirst.getAttribute(attribute));
    await expect(first).toHaveAttribute('fetchpriority', 'high');

    const card = page.getByTestId('booking-card');
    expect(await card.evaluate((element) => getComputedStyle(element.parentElement!).position)).toBe('static');
    const factsBottom = await page.getByTestId('property-facts').evaluate((e) => e.getBoundingClientRect().bottom);
    const cardTop = await card.evaluate((e) => e.getBoundingClientRect().top);
    const aboutTop = await page.getByTestId('house-description').evaluate((e) => e.getBoundingClientRect().top);
    expect(cardTop).toBeGreaterThan(factsBottom);
    expect(cardTop).toBeLessThan(aboutTop);
  });
});

test('the booking card totals the chosen dates with the API’s quote and carries them to /book', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await waitForHydrated(page);
  const card = page.getByTestId('booking-card');
  const book = card.getByRole('link', { name: 'Check Availability & Book' });
  await expect(card.getByTestId('booking-card-rate')).toHaveText('from $350 / night');
  await expect(book).toHaveAttribute('href', '/book');

  await card.getByLabel('Check-in').fill(CHECK_IN);
  await card.getByLabel('Check-out').fill(CHECK_OUT);
  await card.getByLabel('Guests').selectOption('4');
  const quote = await request.post('/api/config/calculate-pricing', {
    data: { checkInDate: CHECK_IN, checkOutDate: CHECK_OUT, guests: 4, includeLinens: true },
  });
  const { total } = (await quote.json()) as { total: number };
  const totalText = `$${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(card.getByTestId('booking-card-total')).toHaveText(totalText);
  await expect(card.getByTestId('booking-card-lodging')).toBeVisible();
  await expect(card.getByTestId('booking-card-price')).toContainText('Lodging, 3 nights');
  await expect(book).toHaveAttribute('href', `/book?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=4`);

  await book.click();
  // The booking page takes the stay, then leaves it out of its address.
  await expect(page).toHaveURL((url) => url.pathname === '/book' && url.search === '');
  const summary = page.getByTestId('booking-summary');
  await expect(summary.getByTestId('summary-checkin')).toContainText(`Oct 12, ${YEAR}`);
  await expect(summary.getByTestId('summary-checkout')).toContainText(`Oct 15, ${YEAR}`);
  await expect(summary.getByTestId('summary-guests')).toHaveText('4 adults');
  await expect(summary.getByTestId('summary-total')).toHaveText(totalText);
});

test.describe('with the host’s rules and calendar', () => {
  let rules: Record<string, unknown> | undefined;

  test.afterAll(async ({ request }) => {
    if (!rules) return;
    await signIn(request);
    await saveOver(request, '/api/admin/pricing', 'rules', rules);
  });

  test('a stay under the minimum or over a taken night is refused in the API’s words, and its dates stay off the link', async ({
    page,
  }) => {
    await signIn(page.request);
    rules = await saveOver(page.request, '/api/admin/pricing', 'rules', { minimumNights: 3 });
    await page.goto('/');
    await waitForHydrated(page);
    const card = page.getByTestId('booking-card');
    const book = card.getByRole('link', { name: 'Check Availability & Book' });

    await card.getByLabel('Check-in').fill(CHECK_IN);
    await card.getByLabel('Check-out').fill(`${YEAR}-10-14`);
    await expect(card.getByTestId('booking-card-refusal')).toHaveText('Stays are at least 3 nights.');
    await expect(book).toHaveAttribute('href', '/book');

    await card.getByLabel('Check-in').fill(`${TAKEN_YEAR}-12-22`);
    await card.getByLabel('Check-out').fill(`${TAKEN_YEAR}-12-27`);
    await expect(card.getByTestId('booking-card-refusal')).toHaveText(
      'Some dates in your selected range are not available. Please choose different dates.',
    );
    await expect(book).toHaveAttribute('href', '/book');
  });
});

test.describe('the host card', () => {
  let settings: Record<string, unknown> | undefined;

  test.afterAll(async ({ request }) => {
    if (!settings) return;
    await signIn(request);
    await saveOver(request, '/api/admin/settings', 'settings', settings);
  });

  test("shows the host's name and reply time as the host set them in /admin/settings", async ({ page }) => {
    await page.goto('/');
    const host = page.getByTestId('host-card');
    await expect(host.getByTestId('host-response-time')).toHaveText('Typically replies within 2-4 hours');

    await signIn(page.request);
    settings = await saveOver(page.request, '/api/admin/settings', 'settings', {
      hostName: 'Dana',
      responseTime: 'within the hour',
    });
    await page.goto('/');
    await expect(host.getByTestId('host-name')).toHaveText('Dana');
    await expect(page.getByText('Hosted by Dana')).toBeVisible();
    await expect(host.getByTestId('host-response-time')).toHaveText('Typically replies within the hour');
    await expect(host.getByRole('link', { name: 'Message the host' })).toHaveAttribute('href', '#home-contact-heading');
  });
});
