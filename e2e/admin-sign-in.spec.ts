import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import { createCode, freeNightsSoon } from './booking-helpers';
import { collectConsoleErrors, waitForHydrated } from './helpers';

/** The admin code the site generated on first start (the config gives each port its own data folder). */
function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

/** The app's code a step ahead: within the clock tolerance, and later than the code that confirmed the app. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInWithCode(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin access code').fill(adminCode());
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Leaves the site as the other specs expect it, whatever failed: signed in with a recovery code, the host removes the
 * authenticator, so the admin code alone signs in again.
 */
async function removeAuthenticator(request: APIRequestContext, recoveryCode: string | undefined) {
  const login = await request.post('/api/admin/login', {
    data: { adminCode: adminCode(), ...(recoveryCode ? { secondFactor: recoveryCode } : {}) },
  });
  if ((await login.json()).authenticated === true) await request.delete('/api/admin/totp');
}

test('the host adds an authenticator app; then the admin code alone no longer signs in, the code with the app’s does', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  let recoveryCode: string | undefined;
  try {
    await signInWithCode(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: 'Sign-in Security' }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page).toHaveTitle('Sign-in Security | Grantham Lake House');
    await page.getByRole('button', { name: 'Add Authenticator App' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code from the app').fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('That code does not match.', { exact: false })).toBeVisible();
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCode = (await codes.first().textContent())!;
    await page.getByRole('button', { name: 'I Saved My Codes' }).click();
    await expect(page.getByText(/Recovery codes left:\s*10 of 10/)).toBeVisible();

    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The admin code alone: the page asks for the app's code, and no session starts.
    await signInWithCode(page);
    await expect(page.getByLabel('Authenticator code')).toBeVisible();
    await expect(page.getByLabel('Authenticator code')).toBeFocused();
    expect((await page.request.get('/api/auth/verify')).status()).toBe(401);
    expect((await page.request.get('/api/admin/access-codes')).status()).toBe(401);
    await page.getByLabel('Authenticator code').fill('000000');
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByLabel('Authenticator code').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Code Dashboard' })).toBeVisible();
    // The wrong codes typed on purpose above answered 400 (confirm) and 401 (sign-in); nothing else failed.
    expect(errors.filter((e) => !/\b40[01]\b|Unauthorized/.test(e))).toEqual([]);
  } finally {
    await removeAuthenticator(page.request, recoveryCode);
  }
  // The site is back to the code alone for the specs that sign in with it.
  expect(
    (await (await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).json()).authenticated,
  ).toBe(true);
});

test('a cleaner invited by link sees the turnovers with first names only, and gets 403 on prices, bookings’ money and access codes', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  // A confirmed direct booking in the next 30 days, so the list has a stay of ours to show.
  const code = await createCode(page.request, 'past_guest');
  expect((await request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
  const stay = await freeNightsSoon(request);
  const created = await request.post('/api/reservations', {
    data: {
      guestName: 'Rosalind Turnover-Privacy',
      guestEmail: 'rosalind@example.com',
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      guestCount: 3,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/admin/reservations/${id}/confirm`)).ok()).toBe(true);

  const cleanerContext = await browser.newContext();
  // Unique per run: the e2e site keeps its data between runs.
  const name = `Maria ${Date.now().toString(36)}`;
  try {
    await page.goto('/admin/helpers');
    await waitForHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Helpers' })).toBeVisible();
    await page.getByRole('radio', { name: /Cleaner/ }).check();
    await page.getByRole('button', { name: 'Create Invite Link' }).click();
    const link = await page.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/admin\/join#[A-Za-z0-9_-]{43}$/);

    const cleaner = await cleanerContext.newPage();
    await cleaner.goto(link);
    await waitForHydrated(cleaner);
    await cleaner.getByLabel('Your name').fill(name);
    await cleaner.getByRole('button', { name: 'Join' }).click();
    await expect(cleaner.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
    await expect(cleaner.getByTestId('sign-in-link')).toHaveValue(/\/admin\/key#[A-Za-z0-9_-]{43}$/);
    await cleaner.getByRole('button', { name: 'Continue' }).click();
    await expect(cleaner).toHaveURL(/\/admin\/turnovers$/);
    await expect(cleaner.getByText(`Signed in as ${name}`)).toBeVisible();
    const ours = cleaner.getByTestId('turnover').filter({ hasText: 'Rosalind' }).first();
    await expect(ours).toContainText('Direct booking · Rosalind, 3 guests');
    await expect(cleaner.getByTestId('turnover').filter({ hasText: 'Turnover-Privacy' })).toHaveCount(0);
    await expect(cleaner.getByText('$')).toHaveCount(0);

    // The cleaner's own cookie against the money and the codes: 403 every time.
    for (const url of [
      '/api/admin/pricing',
      '/api/admin/reservations',
      `/api/admin/reservations/${id}`,
      '/api/admin/overview',
      '/api/admin/access-codes',
      '/api/admin/settings',
      '/api/admin/emails',
    ])
      expect({ url, status: (await cleaner.request.get(url)).status() }).toEqual({ url, status: 403 });
    expect((await cleaner.request.post(`/api/admin/reservations/${id}/cancel`)).status()).toBe(403);
    // The admin pages send the cleaner back to the turnovers.
    await cleaner.goto('/admin/dashboard');
    await expect(cleaner).toHaveURL(/\/admin\/turnovers$/);

    // The invite link was used once: it is refused now.
    await cleaner.goto(link);
    await waitForHydrated(cleaner);
    await cleaner.getByLabel('Your name').fill('Someone Else');
    await cleaner.getByRole('button', { name: 'Join' }).click();
    await expect(cleaner.getByRole('alert')).toContainText('This invite link has already been used or has expired.');

    // The host removes the cleaner: their session ends at once.
    await page.reload();
    await page.getByTestId('helper').filter({ hasText: name }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('helper').filter({ hasText: name })).toHaveCount(0);
    expect((await cleaner.request.get('/api/admin/turnovers')).status()).toBe(401);
  } finally {
    await cleanerContext.close();
    await page.request.post(`/api/admin/reservations/${id}/cancel`, { data: { refund: 'none' } });
  }
});
