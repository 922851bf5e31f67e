import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decompressionBombPng, photoFacts, testPhoto } from '../packages/server-kit/src/testing/photo-fixtures';
import { waitForHydrated } from './helpers';

function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

interface LibraryPhoto {
  id: string;
  path: string;
  fileName: string;
}
interface Manifest {
  hero: string;
  curated: string[];
  excluded: string[];
  version: number;
}

const asAdmin = () => ({ 'X-Access-Code': adminCode() });
const library = async (request: APIRequestContext) =>
  (await (await request.get('/api/photos', { headers: asAdmin() })).json()) as LibraryPhoto[];
const manifest = async (request: APIRequestContext) =>
  (await (await request.get('/api/photo-manifest')).json()) as Manifest;

/** Deletes the photos this test uploaded and puts the manifest back as it was (other specs read it). */
async function cleanUp(request: APIRequestContext, names: string[], before: Manifest): Promise<void> {
  for (const photo of (await library(request)).filter((p) => names.includes(p.fileName)))
    await request.delete(`/api/photos/${photo.id}`, { headers: asAdmin() });
  const { version } = await manifest(request);
  const known = new Set((await (await request.get('/api/property')).json()).images as string[]);
  await request.put('/api/photo-manifest', {
    headers: asAdmin(),
    data: {
      hero: known.has(before.hero) ? before.hero : '',
      curated: before.curated.filter((p) => known.has(p)),
      excluded: before.excluded.filter((p) => known.has(p)),
      version,
    },
  });
}

/** A colour no earlier run used, so no upload of this run is "the same photo" as one from before. */
const freshColour = () => ({ r: randomInt(180), g: randomInt(180), b: randomInt(180) });

async function openPhotoAdmin(page: Page): Promise<void> {
  expect((await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).status()).toBe(200);
  await page.goto('/admin/photos');
  // The editor loads the manifest, the property and the library first (slow on a busy machine).
  await expect(page.getByRole('button', { name: 'Choose photos', exact: true })).toBeVisible({ timeout: 45_000 });
}

async function choose(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos', exact: true }).click();
  await (await chooser).setFiles(files);
}

const uploadRow = (page: Page, name: string) => page.locator(`li[data-upload="${name}"]`);

test("the host's phone photos: upload three, caption one, make it the hero; a new visitor sees it first and captioned", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const names = ['IMG_2041.JPG', 'IMG_2042.JPG', 'IMG_2043.JPG'];
  const before = await manifest(page.request);
  // What a run stopped halfway left behind would otherwise be "the same photo" or one photo too many.
  await cleanUp(page.request, names, before);
  try {
    // The first is a portrait shot held upright: stored on its side with EXIF orientation 6, with a GPS block.
    const portrait = await testPhoto({ width: 1200, height: 1600, orientation: 6, withGps: true, fill: freshColour() });
    const landscapes = await Promise.all(
      [1, 2].map(() => testPhoto({ width: 1600, height: 1000, fill: freshColour() })),
    );
    await openPhotoAdmin(page);
    await choose(
      page,
      [portrait, ...landscapes].map((buffer, index) => ({ name: names[index]!, mimeType: 'image/jpeg', buffer })),
    );
    for (const name of names) {
      await expect(uploadRow(page, name)).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
      await expect(uploadRow(page, name)).toContainText('Ready: add it to the curated photos below');
    }

    const uploaded = (await library(page.request)).find((p) => p.fileName === names[0])!;
    const card = page.getByRole('region', { name: /^Available/ }).locator(`li[data-photo="${uploaded.path}"]`);
    await card.getByLabel('Caption').fill('Sunrise over the lake from the dock');
    await card.getByRole('button', { name: 'Update details' }).click();
    await expect(page.getByText('Photo details saved', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: /^Add to curated/ }).click();
    const curatedCard = page.getByRole('region', { name: /^Curated/ }).locator(`li[data-photo="${uploaded.path}"]`);
    // The first curated photo is the hero already (the spec's rule); otherwise it is made the hero here.
    const setHero = curatedCard.getByRole('button', { name: /^Set hero/ });
    if (await setHero.isEnabled()) await setHero.click();
    await expect(curatedCard.getByText('Hero', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Photo manifest updated successfully!')).toBeVisible();

    const visitor = await browser.newContext();
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await waitForHydrated(home);
      const hero = home.getByTestId('hero-image').first();
      await expect(hero).toHaveAttribute('src', uploaded.path);
      await expect(hero).toHaveAttribute('alt', 'Sunrise over the lake from the dock');
      await expect(hero).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w/);

      await home.goto('/gallery');
      await waitForHydrated(home);
      const first = home.getByTestId('grid-gallery').locator('li').first();
      await expect(first.locator('img')).toHaveAttribute('src', uploaded.path);
      await expect(first.getByTestId('gallery-caption')).toHaveText('Sunrise over the lake from the dock');
    } finally {
      await visitor.close();
    }

    // The variant guests get: upright (taller than wide, the coloured half on top), without any EXIF, so no GPS.
    const variantUrl = uploaded.path.replace('/photos/u/', '/photos/variants/u/').replace(/\.jpg$/, '-1600.webp');
    const variant = await page.request.get(variantUrl);
    expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const facts = await photoFacts(await variant.body());
    expect([facts.format, facts.width, facts.height, facts.hasExif, facts.hasGps]).toEqual([
      'webp',
      1200,
      1600,
      false,
      false,
    ]);
    expect(await facts.darkestChannelAt(600, 1500)).toBeGreaterThan(230);
    expect(await facts.darkestChannelAt(600, 100)).toBeLessThan(200);
  } finally {
    await cleanUp(page.request, names, before);
  }
});

test('each bad file gets its own message on its row, and the good photos still upload', async ({ page }) => {
  test.setTimeout(180_000);
  const good = 'Vue du lac – été 2026 🌅.jpg';
  const names = [good, 'copy of the lake.jpg'];
  const before = await manifest(page.request);
  // What a run stopped halfway left behind would otherwise be "the same photo" or one photo too many.
  await cleanUp(page.request, names, before);
  try {
    const photo = await testPhoto({ width: 1200, height: 800, fill: freshColour() });
    const whole = await testPhoto({ width: 1000, height: 800, fill: 'noise' });
    await openPhotoAdmin(page);
    await choose(page, [
      { name: 'wifi.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('The wifi password is on the fridge.\n') },
      { name: 'cut-off.jpg', mimeType: 'image/jpeg', buffer: whole.subarray(0, whole.length >> 1) },
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(30 * 1024 * 1024, 7) },
      { name: 'bomb.png', mimeType: 'image/png', buffer: decompressionBombPng() },
      { name: good, mimeType: 'image/jpeg', buffer: photo },
    ]);
    const messages: [string, string][] = [
      ['wifi.jpg', 'This file is not a photo that can be read. Upload a JPEG, PNG or WebP image.'],
      [
        'cut-off.jpg',
        'This photo is damaged or incomplete (the file ends early). Copy it from your phone again and upload the new copy.',
      ],
      ['huge.jpg', 'This file is 30.0 MB: a photo can be at most 25 MB. Export it smaller and try again.'],
      ['bomb.png', 'This image is 20,000 × 20,000 pixels: a photo can be at most 50 megapixels.'],
    ];
    for (const [name, message] of messages) {
      await expect(uploadRow(page, name)).toHaveAttribute('data-state', 'refused');
      await expect(uploadRow(page, name).getByRole('alert')).toHaveText(message);
    }
    await expect(uploadRow(page, good)).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });

    // The same photo again, under another name.
    await choose(page, [{ name: 'copy of the lake.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await expect(uploadRow(page, 'copy of the lake.jpg').getByRole('alert')).toHaveText(
      `This photo is already in your photos (uploaded as "${good}").`,
    );
    // Only the good photo was kept.
    expect(
      (await library(page.request))
        .filter((p) => [...names, ...messages.map(([n]) => n)].includes(p.fileName))
        .map((p) => p.fileName),
    ).toEqual([good]);
    await page.screenshot({
      path: `test-results/photo-uploads-rows-${page.viewportSize()?.width}.png`,
      fullPage: false,
    });
  } finally {
    await cleanUp(page.request, names, before);
  }
});
