import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { collectConsoleErrors, waitForSettled } from './helpers';

/** The admin code the site generated on first start (the config gives each port its own data folder). */
function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

async function expectNoBlockingAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a blank code is refused before sending', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveTitle('Admin Login | Grantham Lake House');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter the admin access code')).toBeVisible();
});

test('a wrong code shows the toast and the inline message', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Admin access code').fill('  WRONG-CODE  ');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid admin credentials. Please check your code and try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the right code (trimmed) opens the dashboard; sign out returns to /admin', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/admin');
  // A mistyped code first: its 'Login Failed' does not outlive the sign-in that follows.
  await page.getByLabel('Admin access code').fill('WRONG-CODE-1');
  await page.getByLabel('Admin access code').press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: 'Login Failed' })).toBeVisible();
  await page.getByLabel('Admin access code').fill(`  ${adminCode()} `);
  await page.getByLabel('Admin access code').press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Code Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Access Codes' })).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Login Failed' })).toHaveCount(0);
  await expect(page).toHaveTitle('Admin Dashboard | Grantham Lake House');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  expect(errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
});

test('the dashboard without a session goes to /admin', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('admin pages have no serious or critical accessibility violations', async ({ page }) => {
  // Six page states, each scanned by axe: on a busy 2-core machine that alone can pass the default 60 s.
  test.slow();
  for (const route of ['/admin', '/admin/photos']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await waitForSettled(page);
    await expectNoBlockingAxe(page);
  }
  const login = await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } });
  expect(login.ok()).toBe(true);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('tab', { name: 'Access Codes' })).toBeVisible();
  await waitForSettled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoBlockingAxe(page);
  for (const tab of ['Bookings', 'Emails', 'Calendar feed']) {
    await page.getByRole('tab', { name: tab }).click();
    await waitForSettled(page);
    await expectNoBlockingAxe(page);
  }
});
