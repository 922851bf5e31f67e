import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { freeStay } from './booking-helpers';
import { collectConsoleErrors, waitForSettled } from './helpers';

const adminCode = () =>
  (JSON.parse(readFileSync(`.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`, 'utf8')) as { adminCode: string })
    .adminCode;

test("the guest opens their booking from the email's link, sees the stay, and cancels it with the refund shown first", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // A returning guest holds three nights through the API, as the booking page does.
  const api = page.request;
  await api.post('/api/admin/login', { data: { adminCode: adminCode() } });
  const code = `E2E-OWN-${Date.now()}`;
  await api.post('/api/admin/access-codes', { data: { code, type: 'past_guest' } });
  await api.post('/api/auth/logout');
  expect((await api.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
  // Free nights: the e2e database outlives a run, and other specs book too.
  const { checkIn, checkOut } = await freeStay(api, 3);
  const email = `own-${Date.now()}@example.com`;
  const created = await api.post('/api/reservations', {
    data: { guestName: 'Ada Lovelace', guestEmail: email, guestCount: 2, checkInDate: checkIn, checkOutDate: checkOut },
  });
  expect(created.status()).toBe(201);

  // The 'dates held' email, as the host's Emails view keeps it, carries the link.
  await api.post('/api/admin/login', { data: { adminCode: adminCode() } });
  const heldEmailLink = async (): Promise<string | undefined> => {
    const { emails } = (await (await api.get('/api/admin/emails')).json()) as {
      emails: { id: string; to: string; subject: string }[];
    };
    const held = emails.find((mail) => mail.to === email && mail.subject.endsWith('are held'));
    if (!held) return undefined;
    const { email: full } = (await (await api.get(`/api/admin/emails/${held.id}`)).json()) as {
      email: { bodyText: string };
    };
    return /View your booking: \S+?(\/booking\/\S+)/.exec(full.bodyText)?.[1];
  };
  await expect.poll(heldEmailLink, { timeout: 20_000 }).toBeTruthy();
  const link = (await heldEmailLink())!;

  await page.goto(link);
  await expect(page).toHaveTitle('Your Booking | Grantham Lake House');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Booking' })).toBeVisible();
  await waitForSettled(page);
  await expect(page.getByText('Dates held')).toBeVisible();
  await expect(page.getByText(/Your dates are held until .* (EST|EDT)\./)).toBeVisible();
  // Manual payments: no invoice link was sent, so the page points to none.
  await expect(page.getByText('The host will send your invoice within 24 hours; pay it to keep them.')).toBeVisible();
  await expect(page.getByText(/link in your invoice email/)).toHaveCount(0);
  // The same price lines as the summary and the emails.
  await expect(page.getByText('Lodging, 3 nights')).toBeVisible();
  await expect(page.getByText('Subtotal')).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText('Nothing has been charged, so there is nothing to refund.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByText('Booking Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

  // A link with a wrong key shows nothing of the booking.
  await page.goto(link.replace(/key=./, 'key=Z'));
  await expect(page.getByText('Booking Not Found')).toBeVisible();
  // In words, never the API's raw answer, and with a way on.
  await expect(page.getByRole('alert').filter({ hasText: 'Booking Not Found' })).toContainText(
    'We could not find this booking. Please open the link in your booking email again.',
  );
  await expect(page.locator('body')).not.toContainText('statusCode');
  const wayOn = page.getByRole('navigation', { name: 'Where to go next' });
  await expect(wayOn.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(wayOn.getByRole('link', { name: 'Book your stay' })).toHaveAttribute('href', '/book');
  await expect(wayOn.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});
