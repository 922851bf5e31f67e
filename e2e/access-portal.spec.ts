import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForHydrated } from './helpers';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Creates a fresh access code through the admin API (the site writes its admin code on first start). */
async function createCode(
  request: APIRequestContext,
  type: 'family_friend' | 'past_guest' | 'referred',
): Promise<string> {
  const { adminCode } = JSON.parse(readFileSync(`.data/e2e-${port}/secrets.json`, 'utf8')) as { adminCode: string };
  expect((await request.post('/api/admin/login', { data: { adminCode } })).ok()).toBe(true);
  const code =
    `E2E${type.slice(0, 3).toUpperCase()}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const res = await request.post('/api/admin/access-codes', { data: { code, type, description: 'e2e access portal' } });
  expect(res.status()).toBe(201);
  return code;
}

const portals = [
  { type: 'family_friend', path: '/portal/family', heading: 'Family & Friends Booking' },
  { type: 'past_guest', path: '/portal/repeat', heading: 'Welcome Back!' },
  { type: 'referred', path: '/portal/referred', heading: 'Referred Guest Welcome' },
] as const;

test.describe('/access', () => {
  for (const portal of portals) {
    test(`a ${portal.type} code lands on ${portal.path}`, async ({ page, request }) => {
      const code = await createCode(request, portal.type);
      await page.goto('/access');
      await expect(page.getByRole('heading', { level: 1, name: 'Access Portal' })).toBeVisible();
      const input = page.getByLabel('Access Code');
      await input.fill(code.toLowerCase());
      await expect(input).toHaveValue(code);
      await page.getByRole('button', { name: 'Verify Access' }).click();
      await expect(page.getByText('Access Granted!')).toBeVisible();
      await expect(page.getByText('Redirecting to your personalized portal...')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${portal.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: portal.heading })).toBeVisible();
    });
  }

  test('validates the code and shows the server message', async ({ page }) => {
    await page.goto('/access');
    // Checking the code is the page's code: it answers once the page has hydrated.
    await waitForHydrated(page);
    await page.getByRole('button', { name: 'Verify Access' }).click();
    await expect(page.getByText('Access code is required')).toBeVisible();
    await page.getByLabel('Access Code').fill('X'.repeat(101));
    await page.getByRole('button', { name: 'Verify Access' }).click();
    await expect(page.getByText('Access code too long')).toBeVisible();
    await page.getByLabel('Access Code').fill('NOT-A-REAL-CODE');
    await page.getByRole('button', { name: 'Verify Access' }).click();
    await expect(page.getByText('Invalid Code', { exact: true })).toBeVisible();
    await expect(page.getByTestId('access-error')).toContainText('Invalid access code');
    await expect(page).toHaveURL(/\/access$/);
  });

  test('too many attempts', async ({ page }) => {
    await page.route('**/api/access/verify', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 429, message: 'Too many attempts. Please wait 15 minutes and try again.' }),
      }),
    );
    await page.goto('/access');
    await waitForHydrated(page);
    await page.getByLabel('Access Code').fill('anything');
    await page.getByRole('button', { name: 'Verify Access' }).click();
    await expect(page.getByText('Too Many Attempts', { exact: true })).toBeVisible();
    await expect(page.getByText('Please wait before trying again.')).toBeVisible();
    await expect(page.getByTestId('access-error')).toHaveText(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  test('an expired session shows the message, a failed check the error card', async ({ page }) => {
    await page.route('**/api/auth/verify', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          authenticated: true,
          role: 'family',
          expiresAt: '2020-01-01T00:00:00.000Z',
          message: 'ok',
        }),
      }),
    );
    await page.goto('/portal/family');
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await page.unroute('**/api/auth/verify');
    await page.route('**/api/auth/verify', (route) => route.abort());
    await page.goto('/portal/family');
    await expect(page.getByText('Authentication Error').first()).toBeVisible();
    await expect(page.getByText('Network error during authentication verification')).toBeVisible();
    await page.getByRole('button', { name: 'Return to Access Portal' }).click();
    await expect(page).toHaveURL(/\/access$/);
  });
});

test.describe('portal guard', () => {
  test('a portal without a session sends the visitor to /access', async ({ page }) => {
    for (const portal of portals) {
      await page.goto(portal.path);
      await expect(page).toHaveURL(/\/access$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Portal' })).toBeVisible();
    }
  });

  test('a portal of another role sends the guest to /access', async ({ page, request }) => {
    const code = await createCode(request, 'past_guest');
    expect((await page.request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
    await page.goto('/portal/repeat');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
    await page.goto('/portal/family');
    await expect(page).toHaveURL(/\/access$/);
    await page.goto('/portal/referred');
    await expect(page).toHaveURL(/\/access$/);
  });
});

test.describe('portals', () => {
  test('family portal: coupon, copy and pricing in family mode', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const code = await createCode(request, 'family_friend');
    expect((await page.request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
    const coupon = (await (await page.request.get('/api/config/ownerrez')).json()) as { familyCouponCode: string };
    const withLinens = (await (
      await page.request.post('/api/config/calculate-pricing', {
        data: { nights: 3, guests: 1, includeLinens: true, familyDiscount: true },
      })
    ).json()) as { total: number; familySavings: number };
    const withoutLinens = (await (
      await page.request.post('/api/config/calculate-pricing', {
        data: { nights: 3, guests: 1, includeLinens: false, familyDiscount: true },
      })
    ).json()) as { total: number };
    const money = (value: number) =>
      `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    await page.goto('/portal/family');
    await expect(page.getByRole('heading', { level: 1, name: 'Family & Friends Booking' })).toBeVisible();
    await expect(page.getByTestId('family-banner')).toContainText('50% Off');
    await expect(page.getByTestId('coupon-code')).toHaveText(coupon.familyCouponCode);
    // Booking here needs no coupon: the card says where it is entered (the booking partner's page) and where not.
    await expect(page.getByTestId('coupon-card')).toContainText('your discount comes with your access code');
    await expect(page.getByTestId('coupon-card')).not.toContainText('Apply this code during booking');
    await page.getByRole('button', { name: 'Copy Code' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Coupon code copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon.familyCouponCode);
    await expect(page.getByRole('button', { name: 'Copy Code' })).toBeVisible({ timeout: 5000 });

    await expect(page.getByTestId('pricing-total')).toHaveText(money(withLinens.total));
    await expect(page.getByTestId('family-savings')).toHaveText(`-${money(withLinens.familySavings)}`);
    await page.getByLabel('Include linens').uncheck();
    await expect(page.getByTestId('pricing-total')).toHaveText(money(withoutLinens.total));
    await expect(page.getByText('Priority family support')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Important Information' })).toBeVisible();
  });

  test('family portal falls back to estimated pricing', async ({ page, request }) => {
    const code = await createCode(request, 'family_friend');
    expect((await page.request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
    await page.route('**/api/config/calculate-pricing', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/portal/family');
    await expect(page.getByText('Currently showing estimated values (pricing service unavailable)')).toBeVisible();
    // The shared function with the spec's defaults: 3 x 175 + 180 + 80 = 785, + 8.5 % = 851.73; the card fee is not added.
    await expect(page.getByTestId('pricing-total')).toHaveText('$851.73');
    await expect(page.getByTestId('card-fee-note')).toHaveText(
      'Card processing fee $45.00: for information, not added to your total.',
    );
  });

  test('repeat portal: discount-code check', async ({ page, request }) => {
    const code = await createCode(request, 'past_guest');
    expect((await page.request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
    await page.goto('/portal/repeat');
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await expect(check).toBeDisabled();
    await page.getByLabel('Discount code').fill('   ');
    await expect(check).toBeDisabled();
    await page.getByLabel('Discount code').fill('loyal10');
    await expect(page.getByLabel('Discount code')).toHaveValue('LOYAL10');
    await check.click();
    await expect(page.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    await expect(
      page.getByText('Great! Your code "LOYAL10" is valid. Apply it during booking to receive your discount.'),
    ).toBeVisible();
    await expect(page.getByText('Within 2-4 hours')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We Remember Your Preferences' })).toBeVisible();
  });

  test('referred portal: referrer form', async ({ page, request }) => {
    const code = await createCode(request, 'referred');
    expect((await page.request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
    await page.goto('/portal/referred');
    const submit = page.getByRole('button', { name: 'Submit Referral Information' });
    await submit.click();
    await expect(page.getByText('Referrer name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please describe your relationship to the referrer')).toBeVisible();
    await page.getByLabel("Referrer's name").fill('Pat Smith');
    await page.getByLabel("Referrer's email").fill('pat@example.com');
    await page.getByLabel("Referrer's phone (optional)").fill('0123');
    await page.getByLabel('How do you know them?').fill('College roommate');
    await submit.click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await page.getByLabel("Referrer's phone (optional)").fill('(603) 555-0199');
    await submit.click();
    await expect(page.getByText('Referral Information Received!')).toBeVisible();
    await expect(page.getByText('Thank you!')).toBeVisible();
  });

  test('referred portal: a failed submission shows the error', async ({ page, request }) => {
    const code = await createCode(request, 'referred');
    expect((await page.request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
    await page.route('**/api/referral/submit', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Mail server down' }),
      }),
    );
    await page.goto('/portal/referred');
    await page.getByLabel("Referrer's name").fill('Pat Smith');
    await page.getByLabel("Referrer's email").fill('pat@example.com');
    await page.getByLabel('How do you know them?').fill('Neighbor');
    await page.getByRole('button', { name: 'Submit Referral Information' }).click();
    await expect(page.getByTestId('referral-error')).toHaveText('Mail server down');
    await expect(
      page.getByText('Submission failed - Please try again or contact us if the problem persists.'),
    ).toBeVisible();
  });
});

test('signed-in portals have no serious or critical accessibility violations', async ({ page, request }) => {
  // Three portals, each signed in, loaded and scanned by axe: a busy 2-core machine needs more than 60 s.
  test.setTimeout(180_000);
  for (const portal of portals) {
    const code = await createCode(request, portal.type);
    expect((await page.request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
    await page.goto(portal.path);
    await expect(page.getByRole('heading', { level: 1, name: portal.heading })).toBeVisible();
    await expect(page.getByTestId('pricing-total')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${portal.path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }
});
