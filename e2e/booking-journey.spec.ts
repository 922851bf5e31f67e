import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createCode, freeStay, pickDates, STRIPE_SITE_PORT } from './booking-helpers';
import { collectConsoleErrors, waitForHydrated } from './helpers';

// The booking journey: one URL per step, state that survives refresh and Back, payment on Stripe's hosted
// invoice page (the local fake's, on the site started with Stripe: tests tagged @stripe), honest texts without Stripe.

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function validateCode(page: Page, code: string) {
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByLabel('Access Code').fill(code);
  await page.getByRole('button', { name: 'Validate Code' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
}

async function fillDetails(page: Page, name: string, email: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
}

/** Reload, accepting the 'leave the page?' question that typed, unsent details raise. */
async function reloadAccepting(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const accept = (dialog: import('@playwright/test').Dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on('dialog', accept);
  await page.reload();
  page.off('dialog', accept);
  return asked;
}

test('@stripe code, dates, details, payment on the hosted invoice page, back on /book/done confirmed, the confirmation in the Emails view', async ({
  page,
  request,
}) => {
  test.slow();
  const code = await createCode(request, 'family_friend', STRIPE_SITE_PORT);
  const stay = await freeStay(request, 3);
  const email = `journey-${Date.now().toString(36)}@example.com`;

  await validateCode(page, code);
  await expect(page.getByTestId('role-badge')).toContainText('Family & Friends');
  // Refresh on the dates step: same step, same role.
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
  await expect(page.getByTestId('role-badge')).toContainText('Family & Friends');
  // The header marks 'Book' on every step of the booking, not on /book alone.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pickDates(page, stay);
  await page.getByRole('button', { name: 'More children' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/details');
  const stayLine = await page.getByTestId('stay-line').textContent();
  expect(stayLine).toContain('2 adults, 1 child');

  // Refresh on the details step keeps the dates; Back walks to the dates with them still chosen; Forward returns.
  await page.reload();
  await expect(page.getByTestId('stay-line')).toHaveText(stayLine!);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
  await expect(page.getByTestId('selection-prompt')).toHaveText('Your dates are selected');
  await expect(page.getByTestId('guests-children-count')).toHaveText('1');
  await page.goForward();
  await expect(page).toHaveURL((url) => url.pathname === '/book/details');

  // Typed details survive a refresh, which asks first.
  await fillDetails(page, 'Paula Payer', email);
  expect(await reloadAccepting(page)).toEqual(['beforeunload']);
  await expect(page.getByLabel('Full name')).toHaveValue('Paula Payer');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/reservations') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Reserve These Dates' }).click();
  const reservation = (await (await created).json()) as { id: string; status: string; pricing: { total: number } };
  expect(reservation.status).toBe('held');

  // Stripe's hosted invoice page (the fake's), for the hold's invoice and its total.
  await expect(page).toHaveURL(/\/hosted\/invoices\/in_/, { timeout: 30_000 });
  const total = `$${reservation.pricing.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/book/done' && url.searchParams.get('reservation') === reservation.id,
  );
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed', { timeout: 30_000 });
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reservation.id.slice(0, 8).toUpperCase());
  // Refresh on the done step: still there, still confirmed.
  await page.reload();
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');

  // The host's Emails view has the confirmation, with its calendar file.
  const { adminCode } = JSON.parse(readFileSync(`.data/e2e-${STRIPE_SITE_PORT}/secrets.json`, 'utf8')) as {
    adminCode: string;
  };
  expect((await page.request.post('/api/admin/login', { data: { adminCode } })).ok()).toBe(true);
  const confirmation = async () =>
    (
      (await (await page.request.get('/api/admin/emails')).json()) as {
        emails: { to: string; subject: string; status: string }[];
      }
    ).emails.find((mail) => mail.to === email && mail.subject.startsWith('Confirmed: your stay'))?.status;
  await expect.poll(confirmation, { timeout: 30_000 }).toBe('captured');
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Emails' }).click();
  const row = page
    .getByRole('table', { name: 'Emails' })
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: 'Confirmed: your stay' });
  await row.getByRole('button', { name: /^View email/ }).click();
  await expect(page.getByRole('dialog')).toContainText(/Attachments: .*\.ics/);
});

test('without Stripe a hold is finished by the host: the page says the invoice comes within 24 hours and never claims to redirect', async ({
  page,
  request,
}) => {
  const code = await createCode(request, 'past_guest');
  const stay = await freeStay(request, 2);
  await validateCode(page, code);
  await pickDates(page, stay);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillDetails(page, 'Manny Manual', 'manny@example.com');
  await page.getByRole('button', { name: 'Reserve These Dates' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/done');
  const manual = page.getByTestId('manual-completion');
  await expect(manual).toContainText('Online payment is not set up');
  await expect(manual).toContainText('the host will send your invoice within 24 hours');
  await expect(page.getByText('Booking Completed')).toBeVisible();
  await expect(page.getByText(/Redirecting/)).toHaveCount(0);
  // Refresh keeps the done step and its texts; the emails are not asked for twice (the server says so, not the page).
  await page.reload();
  await expect(page.getByTestId('manual-completion')).toContainText('the host will send your invoice within 24 hours');
  await expect(page.getByText(/Redirecting/)).toHaveCount(0);
});

test('an inquiry runs its own path: no hold wording, the host answers within 24 hours; Back walks the steps', async ({
  page,
  request,
}) => {
  const stay = await freeStay(request, 2);
  await page.goto('/book');
  await waitForHydrated(page);
  // The calendar is on /book from the first step.
  await expect(page.getByTestId('availability-calendar')).toBeVisible();
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
  await expect(page.getByTestId('role-badge')).toHaveText('Inquiry');
  await pickDates(page, stay);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('inquiry-summary')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/book');
  await expect(page.getByTestId('step-access-code')).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL((url) => url.pathname === '/book/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Inquiry' })).toBeVisible();
  await fillDetails(page, 'Ivy Inquirer', 'ivy-journey@example.com');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/done');
  await expect(page.getByTestId('step-automation')).toContainText(
    'The host will answer your inquiry by email within 2-4 hours. Nothing is booked or charged yet.',
  );
  await expect(page.getByTestId('step-automation')).not.toContainText('held');
});

test('a deep link to a later step without what it needs goes to the first missing step', async ({ page }) => {
  await page.goto('/book/details');
  await expect(page).toHaveURL((url) => url.pathname === '/book');
  await page.goto('/book/done');
  await expect(page).toHaveURL((url) => url.pathname === '/book');
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
  await page.goto('/book/payment');
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
});

test('a live guest session skips the code step; "Use a different code" brings it back', async ({ page, request }) => {
  const code = await createCode(request, 'referred');
  expect((await page.request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
  await page.goto('/book');
  await waitForHydrated(page);
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
  await expect(page.getByTestId('role-badge')).toContainText('Referred');
  await page.getByRole('button', { name: 'Use a different code' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book');
  await expect(page.getByTestId('step-access-code')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('step-access-code')).toBeVisible();
  expect(pathOf(page)).toBe('/book');
});

test('/book hydrates without a warning when the tab has a journey stored', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
  await page.goto('/book');
  await waitForHydrated(page);
  await expect(page.getByTestId('step-access-code')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Inquiry' })).toBeVisible();
  expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
});
