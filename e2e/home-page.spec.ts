import { expect, test } from '@playwright/test';
import { collectConsoleErrors, loadProperty, waitForSettled, renderInBrowserOnly, waitForHydrated } from './helpers';

for (const width of [1280, 375]) {
  test(`home page shows its sections at ${width}px with no console errors`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = collectConsoleErrors(page);
    const property = await loadProperty(page);
    await page.goto('/');
    await waitForHydrated(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.name);
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Property Details');
    await expect(page.getByTestId('rating')).toHaveText('4.9');
    await expect(page.getByText('(18 reviews)')).toBeVisible();
    await expect(page.getByTestId('property-address')).toHaveAttribute('href', /google\.com\/maps\/search/);
    await expect(page.getByRole('heading', { name: 'Book Your Stay' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check Availability & Book' })).toHaveAttribute('href', '/book');
    for (const heading of [
      'Amenities',
      'Property Info',
      'Everything You Need to Know',
      'Explore the Area',
      'House Rules',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    // The carousel's (a phone's) or the mosaic's (a wider screen's): the other is hidden.
    await expect(page.getByAltText('Property image 1').filter({ visible: true }).first()).toBeVisible();

    // Highlight cards: outside links in a new tab.
    for (const [title, host] of [
      ['Eastman Community', 'www.eastmannh.org'],
      ['Lakes & Trails', 'www.nhstateparks.org'],
      ['Relaxation & Comfort', 'www.visitnh.gov'],
    ] as const) {
      const card = page.getByRole('link', { name: new RegExp(`^${title}`) });
      await expect(card).toHaveAttribute('target', '_blank');
      await expect(card).toHaveAttribute('rel', /noopener/);
      expect(new URL((await card.getAttribute('href'))!).host).toBe(host);
    }
    // Quick links.
    for (const [title, href] of [
      ['House Rules', '/house-rules'],
      ['Local Guide', '/guide'],
      ['Contact Us', '/contact'],
    ] as const) {
      await expect(page.getByRole('link', { name: new RegExp(`^${title}`) }).first()).toHaveAttribute('href', href);
    }
    // 'Explore the Area' and the contact form load as they come near the viewport.
    await page.getByRole('heading', { level: 2, name: 'Explore the Area' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'View Complete Guide' })).toHaveAttribute('href', '/guide');
    await expect(page.getByRole('link', { name: 'Read the full house rules and how-to guides' })).toHaveAttribute(
      'href',
      '/house-rules',
    );
    await expect(page.getByTestId('address-card')).toHaveAttribute('href', '/contact#location-area');
    await page.getByRole('heading', { level: 2, name: 'Contact the Host' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);

    // schema.org VacationRental
    const jsonLd = JSON.parse((await page.getByTestId('vacation-rental-jsonld').textContent())!);
    expect(jsonLd['@type']).toBe('VacationRental');
    expect(jsonLd.name).toBe(property.name);
    expect(jsonLd.containsPlace.occupancy.value).toBe(11);
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 18 });
    expect(jsonLd.amenityFeature).toHaveLength(property.amenities.length);
    // The seeded sample coordinates (the Eastman community) until the host sets the house's own.
    expect(jsonLd.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 43.4926, longitude: -72.1426 });

    await expect(page).toHaveTitle('Home | Grantham Lake House');
    await waitForSettled(page);
    expect(errors).toEqual([]);
  });
}

test('the gallery preview shows up to 8 photos and a View All Photos (N) link', async ({ page }) => {
  const property = await loadProperty(page);
  await page.goto('/');
  await waitForHydrated(page);
  const preview = page.getByTestId('grid-gallery');
  await expect(preview.getByTestId('gallery-thumbnail')).toHaveCount(Math.min(8, property.images.length));
  const viewAll = page.getByRole('link', { name: `View All Photos (${property.images.length})` });
  await expect(viewAll).toHaveAttribute('href', '/gallery');
  await viewAll.click();
  await expect(page).toHaveURL((url) => url.pathname === '/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
});

test('the hero carousel wraps at both ends', async ({ page }) => {
  // The phone's carousel: from 768px up the mosaic shows the photos (home-listing.spec.ts).
  await page.setViewportSize({ width: 390, height: 844 });
  const property = await loadProperty(page, 2);
  const total = property.images.length;
  await page.goto('/');
  await waitForHydrated(page);
  const carousel = page.getByTestId('hero-carousel');
  const position = carousel.getByTestId('carousel-position');
  await expect(position).toHaveText(`1 / ${total}`);
  await expect(carousel.getByRole('img')).toHaveAttribute('alt', 'Property image 1');
  await expect(carousel.getByTestId('carousel-dot')).toHaveCount(total);

  await carousel.getByRole('button', { name: 'Previous image' }).click();
  await expect(position).toHaveText(`${total} / ${total}`);
  await expect(carousel.getByRole('img')).toHaveAttribute('alt', `Property image ${total}`);
  await carousel.getByRole('button', { name: 'Next image' }).click();
  await expect(position).toHaveText(`1 / ${total}`);
  await carousel.getByRole('button', { name: 'Next image' }).click();
  await expect(position).toHaveText(`2 / ${total}`);
  await carousel.getByRole('button', { name: `Show image ${total} of ${total}` }).click();
  await expect(position).toHaveText(`${total} / ${total}`);
  await carousel.getByRole('button', { name: 'Next image' }).click();
  await expect(position).toHaveText(`1 / ${total}`);
  // The hero (first image of the API's order) is shown first.
  expect(await carousel.getByRole('img').getAttribute('src')).toBe(property.images[0]);
  // The arrow keys step too, from anywhere in the carousel.
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`${total} / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`1 / ${total}`);
});

test("the hero's first photo is in the server's HTML and fetched first; the next one loads once hydrated and seen", async ({
  page,
  browser,
}) => {
  const total = (await loadProperty(page, 3)).images.length;
  const bare = await browser.newPage({ javaScriptEnabled: false });
  await bare.goto('/');
  const served = bare.getByTestId('hero-carousel').locator('img');
  await expect(served).toHaveCount(1);
  await expect(served).toHaveAttribute('alt', 'Property image 1');
  await expect(served).toHaveAttribute('fetchpriority', 'high');
  await expect(served).toHaveAttribute('srcset', /\/photos\/variants\/.+-480\.webp 480w/);
  // The width the desktop's mosaic shows the same photo at too: the browser fetches one variant for both.
  await expect(served).toHaveAttribute('sizes', '(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw');
  await expect(served).toHaveAttribute('width', '1200');
  await expect(served).toHaveAttribute('height', '800');
  await bare.close();

  // On a phone, where the carousel shows (a wide screen's hidden carousel loads no neighbour).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydrated(page);
  const carousel = page.getByTestId('hero-carousel');
  // The photos either side of the first (the second, and the last, a step back) are there before a step to them.
  for (const alt of ['Property image 2', `Property image ${total}`]) {
    const neighbour = carousel.locator(`img[alt="${alt}"]`);
    await expect(neighbour).toHaveAttribute('loading', 'eager');
    await expect
      .poll(() => neighbour.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await expect(carousel.locator('img')).toHaveCount(3);
});

test('the hero carousel says so when there are no photos', async ({ page }) => {
  const property = await loadProperty(page);
  await renderInBrowserOnly(page);
  await page.route('**/api/property', (route) => route.fulfill({ json: { ...property, images: [] } }));
  await page.goto('/');
  await waitForHydrated(page);
  await expect(page.getByTestId('hero-carousel')).toHaveText('No images available');
  await expect(page.getByRole('link', { name: 'View All Photos (0)' })).toBeVisible();
});

const seasons = [
  ['2026-01-15T12:00:00', 'winter', 'Winter Adventures'],
  ['2026-04-15T12:00:00', 'spring', 'Spring Family Gatherings'],
  ['2026-07-15T12:00:00', 'summer', 'Summer Activities'],
  ['2026-10-15T12:00:00', 'fall', 'Fall Foliage & Outdoor Fun'],
] as const;

for (const [date, season, heading] of seasons) {
  test(`Explore the Area starts at ${season} on ${date.slice(0, 10)}`, async ({ page }) => {
    await renderInBrowserOnly(page);
    await page.clock.setFixedTime(new Date(date));
    await page.goto('/');
    await waitForHydrated(page);
    await page.getByRole('heading', { level: 2, name: 'Explore the Area' }).scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Season')).toHaveValue(season);
    await expect(page.getByTestId('season-heading')).toHaveText(heading);
  });
}

test('the season picker switches seasons; spring indoor ideas are plain text at the house', async ({ page }) => {
  await renderInBrowserOnly(page);
  await page.clock.setFixedTime(new Date('2026-01-15T12:00:00'));
  await page.goto('/');
  await waitForHydrated(page);
  await page.getByRole('heading', { level: 2, name: 'Explore the Area' }).scrollIntoViewIfNeeded();
  const explore = page.getByTestId('explore-the-area');
  await expect(explore.getByTestId('season-heading')).toHaveText('Winter Adventures');
  await expect(explore.getByTestId('season-subtitle')).not.toBeEmpty();

  for (const [, season, heading] of seasons) {
    await page.getByLabel('Season').selectOption(season);
    await expect(explore.getByTestId('season-heading')).toHaveText(heading);
    const places = explore.getByTestId('guide-place');
    expect(await places.count()).toBeGreaterThanOrEqual(6);
    expect(await places.count()).toBeLessThanOrEqual(9);
    // Every badge is a travel time of 0-30 minutes, or 'At House'.
    for (const badge of await explore.locator('.MuiChip-label').allTextContents()) {
      const minutes = /^(\d+) min$/.exec(badge);
      expect(badge === 'At House' || (minutes !== null && Number(minutes[1]) <= 30), badge).toBe(true);
    }
    // Outside links open in a new tab.
    for (const link of await explore.getByTestId('guide-place').getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  }

  await page.getByLabel('Season').selectOption('spring');
  const gameRoom = explore.getByTestId('guide-place').filter({ hasText: 'Game Room' });
  await expect(gameRoom).toContainText('At House');
  await expect(gameRoom.getByRole('link')).toHaveCount(0);
});

test('the house-rules accordion opens check-in/check-out by default and toggles sections independently', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydrated(page);
  const checkIn = page.getByRole('button', { name: 'Check-in & Check-out' });
  const parking = page.getByRole('button', { name: 'Parking' });
  await expect(checkIn).toHaveAttribute('aria-expanded', 'true');
  await expect(parking).toHaveAttribute('aria-expanded', 'false');
  // The accordion is an island far down the page, hydrated as it nears the screen.
  await parking.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="house-rules"]')).toHaveAttribute('data-hydrated', 'true');

  await parking.click();
  await expect(parking).toHaveAttribute('aria-expanded', 'true');
  await expect(checkIn).toHaveAttribute('aria-expanded', 'true');

  await checkIn.click();
  await expect(checkIn).toHaveAttribute('aria-expanded', 'false');
  await expect(parking).toHaveAttribute('aria-expanded', 'true');
});
