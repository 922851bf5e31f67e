import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { waitForHydrated, waitForSettled } from './helpers';

function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

interface SavedSettings {
  settings: Record<string, string>;
  version: number;
  brandingFiles: string[];
}

const readSettings = async (request: APIRequestContext): Promise<SavedSettings> =>
  (await (await request.get('/api/admin/settings')).json()) as SavedSettings;

/** What the seeded sample site shows and a filled-in site must not. */
const PLACEHOLDERS = [
  'stay@lakehouse-grantham.example',
  '555-0142',
  '5550142',
  'Lakeview Drive',
  'pending',
  'ownerrez.com',
];

/** The host's own values for what the test does not type in the form. */
const OWN_VALUES = {
  houseName: 'Grantham Lake House',
  address: '22 Birch Hill Road, Grantham, NH 03753',
  latitude: '43.4931',
  longitude: '-72.1408',
  contactEmail: 'hello@granthamlake.house',
  registeredAgent: 'Birch Hill LLC\n22 Birch Hill Road, Grantham, NH 03753',
  vrboUrl: 'https://www.vrbo.com/9876543',
  bookingWidgetUrl: '',
  propertyManagerPhone: '(603) 863-4400',
};

/** Saves some settings over the current ones, as the admin form does. */
async function saveSettings(request: APIRequestContext, changes: Record<string, string>): Promise<void> {
  const current = await readSettings(request);
  const saved = await request.put('/api/admin/settings', {
    data: { settings: { ...current.settings, ...changes }, version: current.version },
  });
  expect(saved.ok()).toBe(true);
}

async function signIn(page: Page) {
  expect((await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).ok()).toBe(true);
}

test.describe('the host runs the house from /admin/settings', () => {
  let original: SavedSettings | undefined;

  test.afterAll(async ({ request }) => {
    if (!original) return;
    expect((await request.post('/api/admin/login', { data: { adminCode: adminCode() } })).ok()).toBe(true);
    const { version } = await readSettings(request);
    expect((await request.put('/api/admin/settings', { data: { settings: original.settings, version } })).ok()).toBe(
      true,
    );
  });

  test('phone, licence and Airbnb link changed in the admin show on /, /contact and /book; a cleared link hides its button; the logo shows', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    // The start-up photo scan lists branding/logo.png.
    await expect
      .poll(async () => (await readSettings(page.request)).brandingFiles, { timeout: 30_000 })
      .toContain('/photos/branding/logo.png');
    original = await readSettings(page.request);
    await saveSettings(page.request, OWN_VALUES);

    await page.goto('/admin/settings');
    await waitForSettled(page);
    const form = page.getByRole('form', { name: 'Property settings' });
    await form.getByLabel('Contact phone').fill('not a phone');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await form.getByLabel('Contact phone').fill('(603) 863-2210');
    await form.getByLabel('NH Meals & Rooms licence number').fill('067812');
    await form.getByLabel('Airbnb listing link').fill('https://www.airbnb.com/rooms/123456');
    await form.getByRole('combobox', { name: 'Logo' }).click();
    await page.getByRole('option', { name: '/photos/branding/logo.png' }).click();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
    await expect(page.getByTestId('settings-history')).toContainText('contactPhone');

    for (const path of ['/', '/contact', '/book']) {
      await page.goto(path);
      await waitForSettled(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByTestId('meals-rooms-license')).toHaveText('NH Meals & Rooms Tax License # 067812');
      await expect(page.getByRole('banner').getByRole('img', { name: 'Grantham Lake House' })).toBeVisible();
      expect(
        await page
          .getByRole('banner')
          .getByRole('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      if (path !== '/book')
        await expect(page.getByRole('link', { name: '(603) 863-2210' }).first()).toHaveAttribute(
          'href',
          'tel:+16038632210',
        );
      if (path === '/book')
        await expect(page.getByRole('link', { name: 'Book on Airbnb' })).toHaveAttribute(
          'href',
          'https://www.airbnb.com/rooms/123456',
        );
      const html = await page.content();
      for (const placeholder of PLACEHOLDERS) expect(html, `${path} shows ${placeholder}`).not.toContain(placeholder);
    }

    await page.goto('/admin/settings');
    await waitForSettled(page);
    await page.getByRole('form', { name: 'Property settings' }).getByLabel('Airbnb listing link').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
    await page.goto('/book');
    await waitForHydrated(page);
    await waitForSettled(page);
    await expect(page.getByRole('link', { name: 'Book on VRBO' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book on Airbnb' })).toHaveCount(0);
  });

  test("a save over someone else's gets 409 and the form says so", async ({ page, context }) => {
    await signIn(page);
    original ??= await readSettings(page.request);
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto('/admin/settings');
      await waitForSettled(tab);
    }
    await other.getByLabel('Response time').fill('within the hour');
    await other.getByRole('button', { name: 'Save settings' }).click();
    await expect(other.getByText('Settings saved').first()).toBeVisible();

    await page.getByLabel('Response time').fill('a day');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByTestId('settings-conflict')).toContainText(
      'Someone else saved the settings while you were editing',
    );
    await page.getByTestId('settings-conflict').getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel('Response time')).toHaveValue('within the hour');
  });

  test('the house name the host sets names the site: its header, footer, titles and the booking summary', async ({
    page,
  }) => {
    await signIn(page);
    original ??= await readSettings(page.request);
    const houseName = 'Birch Hill Lake House';
    await saveSettings(page.request, { houseName });

    await page.goto('/');
    await waitForSettled(page);
    await expect(page).toHaveTitle(`Home | ${houseName}`);
    await expect(page.getByRole('banner').getByRole('link', { name: `${houseName}, home` })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`${houseName}. All rights reserved.`);
    // A route change in the browser titles the next page with the host's name too, not the seeded one.
    await footer.getByRole('link', { name: 'Gallery', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect(page).toHaveTitle(`Photo Gallery | ${houseName}`);

    await page.goto('/book');
    await waitForHydrated(page);
    await waitForSettled(page);
    await expect(page).toHaveTitle(`Book Your Stay | ${houseName}`);
    await expect(page.getByTestId('booking-summary')).toContainText(houseName);
  });

  test("the host's check-in, check-out and quiet hours show on /house-rules and /contact, in the server's HTML too", async ({
    page,
  }) => {
    await signIn(page);
    original ??= await readSettings(page.request);
    await saveSettings(page.request, {
      checkInTime: '16:30',
      checkOutTime: '11:00',
      quietHoursStart: '22:30',
      quietHoursEnd: '08:00',
    });

    const rules = await (await page.request.get('/house-rules')).text();
    expect(rules).toContain('<strong>Check-in:</strong> 4:30 PM or later. <strong>Check-out:</strong> 11:00 AM.');
    expect(rules).toContain('Quiet hours are 10:30 PM to 8 AM');
    expect(rules).not.toContain('3:00 PM');
    const contact = await (await page.request.get('/contact')).text();
    expect(contact).toContain('Check-in is 4:30 PM and check-out is 11:00 AM.');

    await page.goto('/house-rules');
    await waitForSettled(page);
    await expect(page.getByRole('region', { name: 'Quick Reference' })).toContainText('4:30 PM');
    await expect(page.getByText('Quiet hours are 10:30 PM to 8 AM', { exact: false }).last()).toBeVisible();
  });
});
