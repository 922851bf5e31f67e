import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForHydrated } from './helpers';
import { readFileSync } from 'node:fs';

function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** Three free nights next month (one 'Next month' click away in both calendars), random so reruns on one database do not collide. */
async function freeNightsNextMonth(request: APIRequestContext): Promise<{ firstNight: string; freeAgain: string }> {
  const now = new Date();
  const first = iso(new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 1)));
  for (let attempt = 0; attempt < 20; attempt++) {
    const firstNight = addDays(first, 1 + Math.floor(Math.random() * 24));
    const freeAgain = addDays(firstNight, 3);
    const body = (await (
      await request.get(`/api/availability?startDate=${firstNight}&endDate=${freeAgain}`)
    ).json()) as { blockedDates: { date: string }[] };
    if (!body.blockedDates.some((night) => night.date >= firstNight && night.date < freeAgain))
      return { firstNight, freeAgain };
  }
  throw new Error('no three free nights next month');
}

test('the host blocks nights in /admin/calendar; guests see them as unavailable on /book, and removing the block frees them', async ({
  page,
}) => {
  test.slow();
  expect((await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).ok()).toBe(true);
  const { firstNight, freeAgain } = await freeNightsNextMonth(page.request);
  const nights = [firstNight, addDays(firstNight, 1), addDays(firstNight, 2)];
  const note = `e2e dock repair ${Date.now().toString(36)}`;

  await page.goto('/admin/calendar');
  await expect(page.getByTestId('calendar-legend')).toContainText('Your block');
  await page.getByRole('button', { name: 'Next month' }).click();
  const form = page.getByRole('form', { name: 'Add a block' });
  await form.getByLabel('Reason').selectOption('maintenance');
  await form.getByLabel('First night').fill(firstNight);
  await form.getByLabel('Free again on').fill(freeAgain);
  await form.getByLabel('Note (only you see it)').fill(note);
  await form.getByRole('button', { name: 'Add block' }).click();

  const month = page.getByTestId('calendar-month');
  for (const night of nights)
    await expect(month.locator(`[data-date="${night}"] [data-kind="owner_block"]`)).toHaveText(
      `Your block: Maintenance: ${note}`,
    );
  await expect(month.locator(`[data-date="${freeAgain}"] [data-kind="owner_block"]`)).toHaveCount(0);
  await expect(page.getByTestId('owner-blocks')).toContainText(note);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // On a phone a day is too narrow for words: coloured bars in the days, the words and dates in the list below.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneTag = month.locator(`[data-date="${firstNight}"] [data-kind="owner_block"]`);
  await expect(phoneTag).toBeVisible();
  await expect(phoneTag.getByText(note)).toBeHidden();
  const words = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
  await expect(page.getByTestId('calendar-agenda').locator('li', { hasText: note })).toHaveText(
    `Your block: Maintenance: ${note}${words(firstNight)} to ${words(freeAgain)}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The guest's side: the availability call and the /book calendar.
  const availability = (await (
    await page.request.get(`/api/availability?startDate=${firstNight}&endDate=${freeAgain}`)
  ).json()) as {
    blockedDates: { date: string; type: string }[];
  };
  expect(availability.blockedDates.filter((night) => night.date < freeAgain)).toEqual(
    nights.map((date) => ({ date, type: 'blocked' })),
  );
  expect(JSON.stringify(availability)).not.toContain(note);
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByRole('button', { name: 'Skip & Submit Inquiry' }).click();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar.locator('[data-date]').first()).toBeVisible();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  for (const night of nights)
    await expect(calendar.locator(`[data-date="${night}"]`)).toHaveAttribute('data-state', 'blocked');

  // Removed in the admin: the nights are open again.
  await page.goto('/admin/calendar');
  const row = page.getByTestId('owner-blocks').locator('li', { hasText: note });
  await row.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByTestId('owner-blocks')).not.toContainText(note);
  const after = (await (
    await page.request.get(`/api/availability?startDate=${firstNight}&endDate=${addDays(freeAgain, -1)}`)
  ).json()) as { blockedDates: unknown[] };
  expect(after.blockedDates).toEqual([]);
});

test('the host adds a calendar feed in /admin/calendar; its status and error show beside the sample feed, and it can be removed', async ({
  page,
}) => {
  test.slow();
  expect((await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).ok()).toBe(true);
  const name = `E2E broken feed ${Date.now().toString(36)}`;
  await page.goto('/admin/calendar');
  const feeds = page.getByTestId('calendar-feeds');
  // The e2e site runs on the shipped sample feed, labelled as a sample.
  await expect(feeds).toContainText('Sample feed (sample data, not a real calendar)');

  const form = page.getByRole('form', { name: 'Add a calendar feed' });
  await form.getByRole('button', { name: 'Add feed' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Feed name').fill(name);
  await form.getByLabel('iCal export URL').fill('http://127.0.0.1:9/closed.ics');
  await form.getByRole('button', { name: 'Add feed' }).click();

  const row = feeds.locator('li', { hasText: name });
  await expect(row.getByTestId('feed-status')).toContainText('Status: Failing', { timeout: 30_000 });
  await expect(row).toContainText("Last error: The feed's address must start with https://.");
  await row.getByRole('button', { name: `Sync now: ${name}` }).click();
  await expect(row.getByRole('button', { name: `Sync now: ${name}` })).toBeVisible();
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(feeds).not.toContainText(name);
});
