import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, createCode, freeStay, pickDates } from './booking-helpers';
import { collectConsoleErrors, renderInBrowserOnly, waitForHydrated } from './helpers';

const MARCH_2031_BLOCKS = [
  { date: '2031-03-20', type: 'blocked' },
  { date: '2031-03-21', type: 'booked' },
];

/**
 * The inquiry's dates step on 2031-03-10 (clock fixed), with availability mocked: by default a feed-blocked night
 * (the 20th) and a booked one (the 21st); an empty list answers as a direct-only calendar. Rendered in the browser
 * only: the server's today is the real one, and the page would otherwise keep it.
 */
async function openDatesOn20310310(page: Page, blockedDates: { date: string; type: string }[] = MARCH_2031_BLOCKS) {
  await renderInBrowserOnly(page);
  await page.clock.setFixedTime(new Date('2031-03-10T12:00:00'));
  await page.route('**/api/availability**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        blockedDates,
        lastUpdated: '2031-03-10T08:05:00Z',
        source: blockedDates.length ? 'pms-ical' : 'direct',
      }),
    }),
  );
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
}

async function enterCode(page: Page, code: string) {
  await page.goto('/book');
  await waitForHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Stay' })).toBeVisible();
  await page.getByLabel('Access Code').fill(code.toLowerCase());
  await expect(page.getByLabel('Access Code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Validate Code' }).click();
  await expect(page.getByText('Access Code Valid')).toBeVisible();
}

test('book mode with a family code: reservation held, manual completion with the API price', async ({
  page,
  request,
}) => {
  const code = await createCode(request, 'family_friend');
  const stay = await freeStay(request, 3);
  await enterCode(page, code);
  await expect(page.getByText('Welcome family guest! You can now book directly.')).toBeVisible();
  await expect(page.getByTestId('role-badge')).toContainText('Family & Friends');
  await pickDates(page, stay);
  await page.getByRole('button', { name: 'More children' }).click();
  await expect(page.getByTestId('summary-guests')).toHaveText('2 adults, 1 child');
  await expect(page.getByTestId('summary-pricing')).toContainText('Family savings (50% off)');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('step-details')).toBeVisible();

  await page.getByRole('button', { name: 'Reserve These Dates' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Full name').fill('Ada Family');
  await page.getByLabel('Email').fill('ada@example.com');

  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/reservations') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Reserve These Dates' }).click();
  const body = (await (await created).json()) as { status: string; pricing: { total: number; familySavings: number } };
  expect(body.status).toBe('held');
  expect(body.pricing.familySavings).toBeGreaterThan(0);
  await expect(page.getByTestId('manual-completion')).toContainText('Your dates are held for 24 hours');
  const total = `$${body.pricing.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByTestId('server-total')).toHaveText(total);
  await expect(page.getByText('Booking Completed')).toBeVisible();
});

test('inquiry without a code', async ({ page, request }) => {
  const stay = await freeStay(request, 2);
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Inquiry' })).toBeVisible();
  await pickDates(page, stay);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('inquiry-summary')).toBeVisible();
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByTestId('availability-calendar')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Ivy Inquirer');
  await page.getByLabel('Email').fill('ivy@example.com');
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/reservations') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  expect(((await (await created).json()) as { status: string }).status).toBe('inquiry');
  const done = page.getByTestId('step-automation');
  await expect(done).toBeVisible();
  // An inquiry's words: sent, answered within the host's response time; nothing held, completed or manual.
  await expect(page.getByText('Inquiry Sent', { exact: true }).last()).toBeVisible();
  await expect(page.getByTestId('booking-instructions')).toContainText('Your inquiry has been sent.');
  await expect(done).toContainText('within 2-4 hours');
  for (const wrong of ['Manual Completion Required', 'Booking Completed', 'Confirmation emails sent', 'held for 24'])
    await expect(page.getByText(wrong)).toHaveCount(0);
  // The instructions are in the page; no dialog opens over it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('date validation messages with a fixed clock', async ({ page }) => {
  await openDatesOn20310310(page);
  const calendar = page.getByTestId('availability-calendar');
  await expect(page.getByText('Data synced from property management system')).toBeVisible();
  await expect(calendar.locator('[data-date="2031-03-09"]')).toBeDisabled();
  await expect(calendar.locator('[data-date="2031-03-09"]')).toHaveAttribute('data-state', 'past');
  await expect(calendar.locator('[data-date="2031-03-20"]')).toBeDisabled();
  await expect(calendar.locator('[data-date="2031-03-20"]')).toHaveAccessibleName(/unavailable/);
  await expect(calendar.locator('[data-date="2031-03-21"]')).toHaveAccessibleName(/booked/);

  await calendar.locator('[data-date="2031-03-15"]').click();
  await calendar.locator('[data-date="2031-03-12"]').click();
  await expect(page.getByText('Invalid Check-out')).toBeVisible();
  await expect(page.getByText('Check-out date must be after check-in date.')).toBeVisible();

  await page.getByRole('button', { name: 'Reset Selection' }).click();
  await expect(page.getByTestId('selection-prompt')).toHaveText('Select your check-in date');
  await calendar.locator('[data-date="2031-03-18"]').click();
  // The first unavailable night is a valid check-out; a day past the blocked nights is not.
  await expect(calendar.locator('[data-date="2031-03-20"]')).toBeEnabled();
  await calendar.locator('[data-date="2031-03-24"]').click();
  await expect(page.getByText('Dates Unavailable')).toBeVisible();
  await expect(
    page.getByText('Some dates in your selected range are not available. Please choose different dates.'),
  ).toBeVisible();
  await calendar.locator('[data-date="2031-03-20"]').click();
  await expect(page.getByTestId('selection-prompt')).toHaveText('Your dates are selected');
  await expect(page.getByTestId('summary-checkin')).toHaveText('Tue, Mar 18, 2031');
});

test('a click on a past, blocked or booked day shows why it cannot be chosen', async ({ page }) => {
  await openDatesOn20310310(page);
  const calendar = page.getByTestId('availability-calendar');
  const day = (date: string) => calendar.locator(`[data-date="${date}"]`);
  await expect(page.getByText('Data synced from property management system')).toBeVisible();
  // Refused days are announced as unavailable (aria-disabled and a label) but stay clickable: Playwright treats
  // aria-disabled as disabled, so the clicks below skip its actionability check (a real pointer click goes through).
  await expect(day('2031-03-09')).toHaveAttribute('aria-disabled', 'true');
  await expect(day('2031-03-09')).toHaveAccessibleName(/unavailable/);
  await expect(day('2031-03-20')).toHaveAttribute('aria-disabled', 'true');
  await expect(day('2031-03-21')).toHaveAttribute('aria-disabled', 'true');
  await expect(day('2031-03-21')).toHaveAccessibleName(/booked, unavailable/);

  await day('2031-03-09').click({ force: true });
  await expect(page.getByText('Invalid Date')).toBeVisible();
  await expect(page.getByText('Please select a current or future date.')).toBeVisible();
  await day('2031-03-20').click({ force: true });
  await expect(page.getByText('Date Unavailable')).toBeVisible();
  await expect(page.getByText('This date is not available. Please select another date.')).toBeVisible();
  await expect(page.getByTestId('selection-prompt')).toHaveText('Select your check-in date');
  await day('2031-03-21').click({ force: true });
  await expect(page.getByText('Date Unavailable')).not.toHaveCount(0);
  await expect(page.getByTestId('selection-prompt')).toHaveText('Select your check-in date');

  await day('2031-03-15').click();
  await day('2031-03-12').click();
  await expect(page.getByText('Invalid Check-out')).toBeVisible();
  await expect(page.getByText('Check-out date must be after check-in date.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Selection' }).click();
  await day('2031-03-19').click();
  await day('2031-03-23').click();
  await expect(page.getByText('Dates Unavailable')).toBeVisible();
  await expect(
    page.getByText('Some dates in your selected range are not available. Please choose different dates.'),
  ).toBeVisible();
  await expect(page.getByTestId('selection-prompt')).toHaveText('Select your check-out date');
});

test('keyboard only: arrow keys and Enter/Space pick check-in and check-out', async ({ page }) => {
  await openDatesOn20310310(page, []);
  const calendar = page.getByTestId('availability-calendar');
  // The grid's one tab stop is today.
  const tabStop = calendar.locator('[data-date][tabindex="0"]');
  await expect(tabStop).toHaveAttribute('data-date', '2031-03-10');
  await tabStop.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(calendar.locator('[data-date="2031-03-12"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('selection-prompt')).toHaveText('Select your check-out date');
  await page.keyboard.press('ArrowDown');
  await expect(calendar.locator('[data-date="2031-03-19"]')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('selection-prompt')).toHaveText('Your dates are selected');
  await expect(page.getByTestId('summary-checkin')).toHaveText('Wed, Mar 12, 2031');
  await expect(page.getByTestId('summary-checkout')).toHaveText('Wed, Mar 19, 2031');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test("a guest whose own date is already tomorrow sees the house's today, and /book hydrates without an error", async ({
  page,
}) => {
  // A device two days ahead stands for every guest east of the house after its evening, and for a clock that is off.
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 86_400_000));
  const errors = collectConsoleErrors(page);
  await page.goto('/book');
  await waitForHydrated(page);
  const serverToday = await page.evaluate(
    () => (JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as { today?: string }).today,
  );
  expect(serverToday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar.locator('[data-date][tabindex="0"]')).toHaveAttribute('data-date', serverToday!);
  await expect(calendar.locator(`[data-date="${serverToday}"]`)).not.toHaveAttribute('data-state', 'past');
  expect(errors).toEqual([]);
});

test('the calendar shows the sample feed blocks from the real availability API', async ({ page }) => {
  // services/worker/src/calendar/sample-feed.ics blocks, every year, the nights Apr 6-8, Aug 15-21 and Dec 24-26
  // (DTEND is exclusive). The next block that starts after today:
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const blocks = [now.getFullYear(), now.getFullYear() + 1].flatMap((year) =>
    [
      ['04-06', 3],
      ['08-15', 7],
      ['12-24', 3],
    ].map(([start, nights]) => ({ start: `${year}-${start}`, nights: nights as number })),
  );
  const block = blocks.find((b) => b.start > today)!;
  const [year, month] = block.start.split('-').map(Number) as [number, number];
  const monthsAhead = (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth());

  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar.locator('[data-date]').first()).toBeVisible();
  for (let i = 0; i < monthsAhead; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
  for (let n = 0; n < block.nights; n++) {
    const day = calendar.locator(`[data-date="${addDays(block.start, n)}"]`);
    await expect(day).toHaveAttribute('data-state', /^(blocked|booked)$/);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await expect(day).toHaveAccessibleName(/unavailable/);
  }
  await expect(page.getByTestId('availability-sync')).toContainText(
    'Data synced from property management system (sample feed: example blocks, not real bookings)',
  );
  // On the house's clock, named, whatever the guest's own zone: the server's HTML and the browser say the same.
  await expect(page.getByTestId('availability-sync')).toContainText(/Updated [A-Z][a-z]{2} \d{2}, \d{2}:\d{2} E[SD]T$/);
});

test('guests: max occupancy note only at the maximum', async ({ page }) => {
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
  const note = page.getByText('Maximum occupancy reached. Additional guests may require approval.');
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'More adults' }).click();
  await expect(page.getByTestId('guests-adults-count')).toHaveText('10');
  await expect(note).toHaveCount(0);
  await page.getByRole('button', { name: 'More children' }).click();
  await expect(note).toBeVisible();
  await expect(page.getByRole('button', { name: 'More children' })).toBeDisabled();
  await page.getByRole('button', { name: 'More adults' }).click();
  await expect(page.getByTestId('guests-children-count')).toHaveText('0');
  await expect(page.getByTestId('guests-adults-count')).toHaveText('11');
});

test('two guests choosing the same nights: the second is told the dates were just taken', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [codeA, codeB] = [await createCode(request, 'family_friend'), await createCode(request, 'referred')];
  const stay = await freeStay(request, 2);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  for (const [page, code, name] of [
    [pageA, codeA, 'Guest A'],
    [pageB, codeB, 'Guest B'],
  ] as const) {
    await enterCode(page, code);
    await pickDates(page, stay);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(`${name.replace(' ', '').toLowerCase()}@example.com`);
  }
  await pageA.getByRole('button', { name: 'Reserve These Dates' }).click();
  await expect(pageA.getByTestId('manual-completion')).toBeVisible({ timeout: 20_000 });
  await pageB.getByRole('button', { name: 'Reserve These Dates' }).click();
  await expect(pageB.getByText('Booking Error')).toBeVisible();
  await expect(pageB.getByTestId('booking-error')).toHaveText(
    'Some dates in your selected range are not available. Please choose different dates.',
  );
  await expect(pageB.getByLabel('Full name')).toHaveValue('Guest B');
  await expect(pageB.getByLabel('Email')).toHaveValue('guestb@example.com');
  await contextA.close();
  await contextB.close();
});

test('the dates step has no serious or critical accessibility violations', async ({ page }) => {
  await openDatesOn20310310(page);
  // Past, blocked and booked days are all on screen (with their aria-disabled marking).
  await expect(page.getByTestId('availability-calendar').locator('[data-date="2031-03-20"]')).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByTestId('availability-calendar').locator('[data-date="2031-03-12"]').click();
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the embedded booking system falls back after its time-out', async ({ page }) => {
  await page.clock.install();
  // The booking site never answers: the widget gives up after 12 s.
  await page.route('https://www.ownerrez.com/**', () => undefined);
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByText('Prefer our online booking system?').click();
  await page.clock.runFor(12_500);
  await expect(page.getByText('Booking system temporarily unavailable')).toBeVisible();
  await expect(
    page.getByText('Unable to load the booking system. Please use the direct booking link below.'),
  ).toBeVisible();
});

test('access-code step messages', async ({ page }) => {
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Validate Code' }).click();
  await expect(page.getByText('Missing Access Code')).toBeVisible();
  await expect(page.getByText('Please enter an access code to continue.')).toBeVisible();
  await page.route('**/api/access/verify', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 401, message: 'Invalid access code. Please check it.' }),
    }),
  );
  await page.getByLabel('Access Code').fill('nope');
  await page.getByRole('button', { name: 'Validate Code' }).click();
  await expect(page.getByText('Invalid Access Code')).toBeVisible();
  await page.unroute('**/api/access/verify');
  await page.route('**/api/access/verify', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 429, message: 'Too many attempts. Please wait 15 minutes and try again.' }),
    }),
  );
  await page.getByRole('button', { name: 'Validate Code' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Too many attempts. Please wait 15 minutes and try again.')).toBeVisible();
  await expect(page.getByTestId('step-access-code')).toBeVisible();
});

test('email sending failure offers the booking instructions', async ({ page, request }) => {
  const stay = await freeStay(request, 2);
  await page.route('**/api/send-booking-emails', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, message: 'Mail down' }),
    }),
  );
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
  await pickDates(page, stay);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Eve Emailfail');
  await page.getByLabel('Email').fill('eve@example.com');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Failed to send confirmation emails')).toBeVisible();
  await expect(page.getByText('Email Sending Failed')).toBeVisible();
  await page.getByRole('button', { name: 'Show Booking Instructions' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Instructions' })).toContainText('Your inquiry has been sent.');
});

test('automation failure: back to details with automation off, completed by hand, reservation made once', async ({
  page,
  request,
}) => {
  const code = await createCode(request, 'family_friend'); // also logs `request` in as admin
  const stay = await freeStay(request, 2);
  const guestName = `Fay Fallback ${Date.now().toString(36)}`;
  await page.route('**/api/send-booking-emails', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, message: 'Mail down' }),
    }),
  );
  const creations: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/reservations')) creations.push(req.url());
  });
  await enterCode(page, code);
  await pickDates(page, stay);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill(guestName);
  await page.getByLabel('Email').fill('fay@example.com');
  await page.getByRole('button', { name: 'Reserve These Dates' }).click();

  await expect(page.getByText('Email Sending Failed')).toBeVisible();
  await expect(page.getByText('Failed to send confirmation emails')).toBeVisible();
  await page.getByRole('button', { name: 'Show Booking Instructions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Instructions' });
  await expect(dialog).toContainText('Your dates are held for 24 hours');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Automation Failed')).toBeVisible();
  await expect(page.getByTestId('step-details')).toBeVisible();
  await expect(page.getByTestId('automation-off')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(guestName);
  // The dates of the saved reservation can no longer change.
  await expect(page.getByTestId('step-details').getByRole('button', { name: 'Change' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Complete Manually' }).click();
  await expect(page.getByText('Manual Completion Required')).toBeVisible();
  await expect(page.getByTestId('manual-instructions')).toContainText('Reservation reference');
  await expect(page.getByText('Booking Completed')).toBeVisible();
  await expect(page.getByText(/Email notifications may have been delayed/)).toBeVisible();
  expect(creations).toHaveLength(1);

  const res = await request.get('/api/admin/reservations');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { reservations: { guestName: string }[] } | { guestName: string }[];
  const list = Array.isArray(body) ? body : body.reservations;
  expect(list.filter((r) => r.guestName === guestName)).toHaveLength(1);
});
