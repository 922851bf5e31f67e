import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { collectConsoleErrors, waitForSettled } from './helpers';

const adminCode = () =>
  (JSON.parse(readFileSync(`.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`, 'utf8')) as { adminCode: string })
    .adminCode;

async function signIn(page: Page) {
  expect((await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).ok()).toBe(true);
}

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe("the cleaner's calendar link and the stay webhook", () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async ({ browser }) => {
    // Nothing of this spec stays on for the others: no digest address, no webhook.
    const page = await browser.newPage();
    await signIn(page);
    await page.request.put('/api/admin/turnovers/digest-email', { data: { digestEmail: null } });
    await page.request.put('/api/admin/webhook', { data: { url: null } });
    await page.close();
  });

  test('the host makes the calendar link on the Turnovers page; it serves the turnovers as a calendar', async ({
    page,
  }, info) => {
    const errors = collectConsoleErrors(page);
    await signIn(page);
    await page.goto('/admin/turnovers');
    await waitForSettled(page);
    await page.getByRole('button', { name: /Create Calendar Link|Replace Calendar Link/ }).click();
    const link = page.getByTestId('cleaning-feed-link');
    await expect(link).toHaveValue(/\/api\/turnovers\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await page.request.get(await link.inputValue());
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR\r\n');

    const digestAddress = page.getByRole('textbox', { name: 'Email the schedule to' });
    await digestAddress.fill('cleaner@example.com');
    await page.locator('form').filter({ has: digestAddress }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The schedule goes to cleaner@example.com.').first()).toBeVisible();
    await screenshots(page, 'turnovers', (name) => info.outputPath(name));
    expect(errors).toEqual([]);
  });

  test('the host sets the webhook address in the settings and sees the signing secret', async ({ page }, info) => {
    await signIn(page);
    await page.goto('/admin/settings');
    await waitForSettled(page);
    const address = page.getByRole('textbox', { name: 'Send stay events to' });
    await address.fill('https://locks.example.com/hooks/stays');
    await page.locator('form').filter({ has: address }).getByRole('button', { name: 'Save' }).click();
    const secret = page.getByTestId('webhook-secret');
    await expect(secret).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
    const first = await secret.inputValue();
    await page.getByRole('button', { name: 'New Secret' }).click();
    await expect(secret).not.toHaveValue(first);
    await expect(page.getByText('No events sent yet.')).toBeVisible();
    await screenshots(page, 'settings-webhook', (name) => info.outputPath(name));
  });
});
