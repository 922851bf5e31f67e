import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadProperty, waitForHydrated } from './helpers';

function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

interface Manifest {
  hero: string;
  curated: string[];
  excluded: string[];
  version: number;
}

async function manifest(request: APIRequestContext): Promise<Manifest> {
  const res = await request.get('/api/photo-manifest');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Manifest;
}

/** Saves a manifest directly, as another admin would, with the admin code header. */
async function putManifest(request: APIRequestContext, body: Omit<Manifest, 'version'>): Promise<Manifest> {
  const { version } = await manifest(request);
  const res = await request.put('/api/photo-manifest', {
    data: { ...body, version },
    headers: { 'X-Access-Code': adminCode() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Manifest;
}

const curatedList = (page: Page) => page.getByRole('region', { name: /^Curated/ }).locator('li[data-photo]');
const availableList = (page: Page) => page.getByRole('region', { name: /^Available/ }).locator('li[data-photo]');
const card = (page: Page, photo: string) => page.locator(`li[data-photo="${photo}"]`);

async function curatedOrder(page: Page): Promise<string[]> {
  return curatedList(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-photo') ?? ''));
}

test('photo admin stays locked until a code validates', async ({ page }) => {
  await page.goto('/admin/photos');
  await expect(page).toHaveTitle('Photo Management | Grantham Lake House');
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Admin');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Please enter an access code')).toBeVisible();
  await page.getByLabel('Access code').fill('not-the-code');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Curated/ })).toHaveCount(0);
});

test('unlock, add, reorder, set hero, remove the hero, save, reload; a conflicting save loses nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const original = await manifest(page.request);
  try {
    await editAndSave(page);
  } finally {
    // Leave the manifest as it was for the other specs.
    await putManifest(page.request, { hero: original.hero, curated: original.curated, excluded: original.excluded });
  }
});

async function editAndSave(page: Page) {
  await putManifest(page.request, { hero: '', curated: [], excluded: [] });

  await page.goto('/admin/photos');
  await page.getByLabel('Access code').fill(adminCode().toLowerCase());
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Access Granted', { exact: true })).toBeVisible();
  await expect(availableList(page).first()).toBeVisible();
  // The admin session cookie unlocks the page; the code itself is kept nowhere in the browser.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored.toUpperCase()).not.toContain(adminCode().toUpperCase());
  const photos = await availableList(page).evaluateAll((items) =>
    items.slice(0, 3).map((item) => item.getAttribute('data-photo') ?? ''),
  );
  expect(photos).toHaveLength(3);
  const [p1, p2, p3] = photos as [string, string, string];

  for (const photo of photos)
    await card(page, photo)
      .getByRole('button', { name: /^Add to curated/ })
      .click();
  expect(await curatedOrder(page)).toEqual([p1, p2, p3]);
  await expect(card(page, p1).getByText('Hero', { exact: true })).toBeVisible();
  await expect(card(page, p1).getByRole('button', { name: /^Move .* up$/ })).toBeDisabled();
  await expect(card(page, p3).getByRole('button', { name: /^Move .* down$/ })).toBeDisabled();

  await card(page, p3)
    .getByRole('button', { name: /^Move .* up$/ })
    .click();
  expect(await curatedOrder(page)).toEqual([p1, p3, p2]);
  await card(page, p3)
    .getByRole('button', { name: /^Set hero/ })
    .click();
  await expect(card(page, p3).getByText('Hero', { exact: true })).toBeVisible();
  await expect(card(page, p3).getByRole('button', { name: /^Set hero/ })).toBeDisabled();

  // Removing the hero: the first remaining curated photo becomes the hero; the photo is available again.
  await card(page, p3)
    .getByRole('button', { name: /^Remove .* from curated$/ })
    .click();
  expect(await curatedOrder(page)).toEqual([p1, p2]);
  await expect(card(page, p1).getByText('Hero', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Available/ }).locator(`li[data-photo="${p3}"]`)).toHaveCount(1);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Photo manifest updated successfully!')).toBeVisible();
  const saved = await manifest(page.request);
  expect(saved).toMatchObject({ hero: p1, curated: [p1, p2] });

  await page.reload();
  await expect(curatedList(page)).toHaveCount(2);
  expect(await curatedOrder(page)).toEqual([p1, p2]);
  await expect(card(page, p1).getByText('Hero', { exact: true })).toBeVisible();

  // Someone else saves while this editor has an unsaved change.
  await card(page, p3)
    .getByRole('button', { name: /^Add to curated/ })
    .click();
  await putManifest(page.request, { hero: p2, curated: [p2, p1], excluded: [] });
  await page.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Someone else saved' });
  await expect(conflict).toBeVisible();
  expect(await curatedOrder(page)).toEqual([p2, p1]);
  expect((await manifest(page.request)).curated).toEqual([p2, p1]);
  await conflict.getByRole('button', { name: 'Re-apply my changes' }).click();
  expect(await curatedOrder(page)).toEqual([p1, p2, p3]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Photo manifest updated successfully!')).toBeVisible();
  expect(await manifest(page.request)).toMatchObject({ hero: p1, curated: [p1, p2, p3] });

  // The unlocked editor is accessible too.
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an admin session unlocks the page; refresh images; signing out locks it again', async ({ page }) => {
  expect((await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).status()).toBe(200);
  await page.goto('/admin/photos');
  await page.getByRole('button', { name: 'Refresh images' }).click();
  await expect(page.getByText('Images Refreshed')).toBeVisible();
  // Nothing on the page ends the session by surprise: only the admin's own Sign Out does.
  await expect(page.getByRole('button', { name: 'Lock' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/photos');
  await expect(page.getByLabel('Access code')).toBeVisible();
});

test('a photo order saved in /admin/photos shows on the gallery the host goes to next, without a reload', async ({
  page,
}) => {
  const original = await manifest(page.request);
  const [p1, p2, p3] = (await loadProperty(page, 3)).images as [string, string, string];
  const thumbnails = page.getByTestId('gallery-thumbnail').locator('img');
  const galleryOrder = async () =>
    (await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))).slice(0, 3);
  try {
    await putManifest(page.request, { hero: p1, curated: [p1, p2, p3], excluded: [] });
    await page.goto('/gallery');
    await waitForHydrated(page);
    await expect.poll(galleryOrder).toEqual([p1, p2, p3]);
    // Gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.evaluate(() => history.pushState(null, '', '/admin/photos'));
    await page.getByLabel('Access code').fill(adminCode());
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(curatedList(page)).toHaveCount(3);
    for (let step = 0; step < 2; step++)
      await card(page, p3)
        .getByRole('button', { name: /^Move .* up$/ })
        .click();
    await card(page, p3)
      .getByRole('button', { name: /^Set hero/ })
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Photo manifest updated successfully!')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect.poll(galleryOrder).toEqual([p3, p1, p2]);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  } finally {
    await putManifest(page.request, { hero: original.hero, curated: original.curated, excluded: original.excluded });
  }
});
