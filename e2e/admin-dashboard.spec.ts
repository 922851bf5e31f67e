import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { collectConsoleErrors } from './helpers';

function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

async function signIn(page: Page) {
  const login = await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } });
  expect(login.ok()).toBe(true);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('tab', { name: 'Access Codes' })).toBeVisible();
}

/** `iframes: false` for the email dialog: axe hangs on the HTML body's sandboxed (script-less) iframe, so that is left out. */
async function expectNoBlockingAxe(page: Page, { iframes = true } = {}) {
  const builder = new AxeBuilder({ page });
  const results = await (iframes ? builder : builder.exclude('iframe').setLegacyMode(true)).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

test('access codes: create, duplicate, edit, deactivate, activate, delete, migrate, default limits', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const code = `E2E${unique()}`;
  const description = `e2e test code ${unique().toLowerCase()}`;
  const row = page.getByTestId('access-code-row').filter({ hasText: description });

  // Required fields first.
  await page.getByRole('button', { name: 'Create Code' }).click();
  const create = page.getByRole('dialog', { name: 'Create Access Code' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Please fill in all required fields')).toBeVisible();
  await expectNoBlockingAxe(page);

  // Upper-cased as typed; max usage 3.
  await create.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await expect(create.getByRole('textbox', { name: 'Code' })).toHaveValue(code);
  await create.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: /Past guest/ }).click();
  await create.getByLabel('Description').fill(description);
  await create.getByLabel('Max usage').fill('3');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Access code created successfully')).toBeVisible();
  // Shown in full once, to copy and send, before the list masks it.
  const created = page.getByRole('dialog', { name: 'Access Code Created' });
  await expect(created.getByTestId('created-code')).toHaveText(code);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('0/3');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Past guest');
  await expect(row.getByRole('cell').first()).not.toHaveText(code);

  // Duplicate: the server's 409 message.
  await page.getByRole('button', { name: 'Create Code' }).click();
  // The generator offers a readable code the host may keep or replace.
  await create.getByRole('button', { name: 'Generate' }).click();
  await expect(create.getByRole('textbox', { name: 'Code' })).toHaveValue(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await create.getByRole('textbox', { name: 'Code' }).fill(code);
  await create.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: /Referred/ }).click();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByRole('alert')).toBeVisible();
  const duplicate = await page.request.post('/api/admin/access-codes', { data: { code, type: 'referred' } });
  expect(duplicate.status()).toBe(409);
  const { message } = (await duplicate.json()) as { message: string };
  await expect(create.getByRole('alert')).toHaveText(message);
  await create.getByRole('button', { name: 'Cancel' }).click();

  // Edit: unlimited and an expiry.
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: /Edit Access Code/ });
  await edit.getByLabel('Max usage').fill('');
  await edit.getByLabel('Expires').fill('2030-01-15T15:45');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Access code updated successfully')).toBeVisible();
  await expect(row).toContainText('Unlimited');
  await expect(row).toContainText('Jan 15, 2030');

  // Deactivate / activate.
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  await expect(page.getByText('Access code status updated successfully')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await row.getByRole('button', { name: /^Activate/ }).click();
  await expect(row.getByRole('button', { name: /^Deactivate/ })).toBeVisible();

  // Default limits: this active unlimited past_guest code gets 1.
  await page.getByRole('button', { name: 'Apply Default Limits' }).click();
  await page.getByRole('dialog', { name: 'Apply Default Limits' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Default limits applied to unlimited codes successfully')).toBeVisible();
  await expect(row).toContainText('0/1');

  // Migrate.
  await page.getByRole('button', { name: 'Migrate from Environment' }).click();
  await page.getByRole('dialog', { name: 'Migrate from Environment' }).getByRole('button', { name: 'Migrate' }).click();
  await expect(page.getByText(/^\d+ codes migrated successfully$/)).toBeVisible();

  // Delete with confirmation.
  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Access Code' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Access code deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('bookings: a held reservation made through the API is listed, and cancelling it frees its nights', async ({
  page,
  request,
}) => {
  await signIn(page);
  // A guest (its own request context, so the admin's page session stays) holds two nights.
  const code = `E2E-${unique()}`;
  expect((await page.request.post('/api/admin/access-codes', { data: { code, type: 'past_guest' } })).status()).toBe(
    201,
  );
  expect((await request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
  const guestName = `E2E Guest ${unique()}`;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const first = 500 + Math.floor(Math.random() * 200);
  const created = await request.post('/api/reservations', {
    data: {
      guestName,
      guestEmail: 'e2e-guest@example.com',
      checkInDate: day(first),
      checkOutDate: day(first + 2),
      guestCount: 2,
    },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).status).toBe('held');
  const bookedNights = async () => {
    const response = await request.get(`/api/availability?startDate=${day(first - 1)}&endDate=${day(first + 3)}`);
    const { blockedDates } = (await response.json()) as { blockedDates: { date: string; type: string }[] };
    return blockedDates.filter((night) => night.type === 'booked').map((night) => night.date);
  };
  expect(await bookedNights()).toEqual([day(first), day(first + 1)]);

  await page.getByRole('tab', { name: 'Bookings' }).click();
  const row = page.getByTestId('reservation-row').filter({ hasText: guestName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('held');
  await row.getByRole('button', { name: /^View/ }).click();
  const detail = page.getByRole('dialog', { name: /Reservation/ });
  const breakdown = detail.getByRole('table', { name: 'Price breakdown' });
  await expect(breakdown).toBeVisible();
  // The lines the site and the emails show: full-rate lodging, fees, tax, total; no 'Subtotal' of its own.
  await expect(breakdown.getByRole('rowheader')).toHaveText([
    'Lodging, 2 nights',
    'Cleaning fee',
    'Linen fee',
    'NH meals & rooms tax',
    'Total',
  ]);
  // Manual payments: the site sent no invoice, so none is offered to resend; the dialog says what to do instead.
  await expect(detail.getByRole('button', { name: 'Resend invoice' })).toHaveCount(0);
  await expect(detail.getByTestId('no-invoice-note')).toContainText('send the guest your invoice');
  await expectNoBlockingAxe(page);
  await detail.getByRole('button', { name: 'Cancel reservation' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel Reservation' })
    .getByRole('button', { name: 'Cancel reservation' })
    .click();
  await expect(page.getByText('Reservation cancelled successfully')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('cancelled');
  await expect.poll(bookedNights).toEqual([]);
});

test('emails: a captured email is listed and readable; the calendar feed syncs now', async ({ page }) => {
  // axe in legacy mode (for the email dialog) is slow on a busy 2-core machine.
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const name = `E2E Admin ${unique()}`;
  const subject = `Website message from ${name}`;
  expect(
    (
      await page.request.post('/api/messages', {
        data: { name, email: 'e2e-admin@example.com', message: 'Hello from the admin e2e test.' },
      })
    ).status(),
  ).toBe(201);
  await signIn(page);
  // Without SendGrid the email is captured; wait for the job to have run before opening the tab.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/admin/emails')).json()) as {
            emails: { subject: string; status: string }[];
          }
        ).emails.find((e) => e.subject === subject)?.status,
    )
    .toBe('captured');
  await page.getByRole('tab', { name: 'Emails' }).click();
  const row = page.getByRole('table', { name: 'Emails' }).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('captured');
  await row.getByRole('button', { name: /^View email/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Hello from the admin e2e test.');
  await expectNoBlockingAxe(page, { iframes: false });
  await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const lastSync = async () =>
    ((await (await page.request.get('/api/admin/calendar-feed')).json()) as { lastSuccessAt: string | null })
      .lastSuccessAt;
  const before = await lastSync();
  await page.getByRole('tab', { name: 'Calendar feed' }).click();
  await expect(page.getByText(/^Last successful sync:/)).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Sync Started')).toBeVisible();
  await expect.poll(lastSync).not.toBe(before);
  expect(errors).toEqual([]);
});
