import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { renderInBrowserOnly, waitForHydrated, waitForSettled } from './helpers';

function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

interface SavedPricing {
  rules: Record<string, unknown>;
  version: number;
}

const readPricing = async (request: APIRequestContext): Promise<SavedPricing> =>
  (await (await request.get('/api/admin/pricing')).json()) as SavedPricing;

async function signIn(request: APIRequestContext) {
  expect((await request.post('/api/admin/login', { data: { adminCode: adminCode() } })).ok()).toBe(true);
}

/**
 * /book on Monday 2031-03-10 (the browser's clock fixed, rendered in the browser only; the server's rules have no horizon), a direct-only
 * calendar, and the inquiry's dates Thursday 13 to Monday 17 March: Thursday, Friday, Saturday and Sunday nights.
 */
async function quoteThursdayToMonday(page: Page) {
  // In the browser only: the server's today is the real one, and the page would otherwise keep it.
  await renderInBrowserOnly(page);
  await page.clock.setFixedTime(new Date('2031-03-10T12:00:00'));
  await page.route('**/api/availability**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ blockedDates: [], lastUpdated: '2031-03-10T08:05:00Z', source: 'direct' }),
    }),
  );
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
  const calendar = page.getByTestId('availability-calendar');
  await calendar.locator('[data-date="2031-03-13"]').click();
  await calendar.locator('[data-date="2031-03-17"]').click();
  await expect(page.getByTestId('selection-prompt')).toHaveText('Your dates are selected');
}

test.describe('the host sets prices and stay rules in /admin/pricing', () => {
  let original: SavedPricing | undefined;

  test.afterAll(async ({ request }) => {
    if (!original) return;
    await signIn(request);
    const { version } = await readPricing(request);
    expect((await request.put('/api/admin/pricing', { data: { rules: original.rules, version } })).ok()).toBe(true);
  });

  test('a weekend rate set in the admin changes the quote on /book; a season minimum refuses a short stay; a concurrent save is told', async ({
    page,
  }) => {
    test.slow();
    await signIn(page.request);
    original = await readPricing(page.request);

    // Before: 4 nights at $350, cleaning $180, linen $80, 8.5 % tax = $1,801.10.
    await quoteThursdayToMonday(page);
    const summary = page.getByTestId('booking-summary');
    await expect(summary.getByTestId('summary-lodging')).toHaveText('$1,400.00');
    await expect(summary.getByTestId('summary-total')).toHaveText('$1,801.10');

    await page.clock.setFixedTime(new Date());
    await page.goto('/admin/pricing');
    await waitForSettled(page);
    const form = page.getByRole('form', { name: 'Prices and stay rules' });
    await form.getByLabel('Weekend nightly rate ($)').fill('abc');
    await form.getByRole('button', { name: 'Save prices' }).click();
    await expect(form.getByText('Weekend nightly rate must be an amount in dollars')).toBeVisible();
    await form.getByLabel('Weekend nightly rate ($)').fill('500');
    await form.getByRole('button', { name: 'Add a season' }).click();
    const season = form.getByTestId('season-0');
    await season.getByLabel('Season name').fill('Sugaring');
    await season.getByLabel('First night').fill('03-20');
    await season.getByLabel('Last night').fill('03-31');
    await season.getByLabel('Nightly rate ($)').fill('400');
    await season.getByLabel('Minimum nights').fill('5');
    await form.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText('Prices saved')).toBeVisible();
    await expect(page.getByTestId('pricing-history')).toContainText('weekendNightlyRate, seasons');

    // After: Thu $350, Fri $500, Sat $500, Sun $350 = $1,700; with the fees and tax $2,126.60.
    await quoteThursdayToMonday(page);
    await expect(summary.getByTestId('summary-lodging')).toHaveText('$1,700.00');
    await expect(summary.getByTestId('summary-total')).toHaveText('$2,126.60');
    // Two nights touching the season are refused in the guest's words.
    await page.getByRole('button', { name: 'Reset Selection' }).click();
    const calendar = page.getByTestId('availability-calendar');
    await calendar.locator('[data-date="2031-03-19"]').click();
    await calendar.locator('[data-date="2031-03-21"]').click();
    await expect(summary.getByTestId('summary-refusal')).toHaveText(
      'Stays from March 20 to March 31 are at least 5 nights.',
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Dates Unavailable')).toBeVisible();

    // Someone saves from another tab while the form is open: the form says so instead of overwriting.
    await page.clock.setFixedTime(new Date());
    await page.goto('/admin/pricing');
    await waitForSettled(page);
    // The form holds its version once its fields show; a save from the other tab before that would be the one it
    // loads (the admin app renders in the browser, so "settled" can pass before its loading state is up).
    await expect(form.getByLabel('Linen fee ($)')).toHaveValue('80');
    const start = await readPricing(page.request);
    expect(
      (
        await page.request.put('/api/admin/pricing', {
          data: { rules: { ...start.rules, cleaningFee: 190 }, version: start.version },
        })
      ).ok(),
    ).toBe(true);
    await form.getByLabel('Linen fee ($)').fill('85');
    await form.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByTestId('pricing-conflict')).toContainText(
      'Someone else saved the prices while you were editing.',
    );
    expect((await readPricing(page.request)).rules).toMatchObject({ cleaningFee: 190, linenFee: 80 });
  });

  test('the form, a season open in it, has no serious or critical accessibility violations', async ({ page }) => {
    test.slow();
    await signIn(page.request);
    await page.goto('/admin/pricing');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Add a season' }).click();
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText('Season name is required')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      blocking.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});
