import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Helpers of the booking specs. The e2e sites (playwright.config.ts): E2E_PORT without Stripe, E2E_PORT + 500 with the Stripe fake.
const port = Number(process.env.E2E_PORT ?? 3100);
export const STRIPE_SITE_PORT = port + 500;
/** The Stripe site's operations port (playwright.config.ts), with the test-only due-work hook. */
const STRIPE_SITE_OPERATIONS_PORT = port + 700;

/** Runs the Stripe site's due work (charges, holds, door codes, scheduled emails) as if it were `at`. */
export async function runDueWorkAt(request: APIRequestContext, at: Date): Promise<void> {
  const answer = await request.post(
    `http://127.0.0.1:${STRIPE_SITE_OPERATIONS_PORT}/due-work?at=${encodeURIComponent(at.toISOString())}`,
  );
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Signs `request` in as the host of the site on `sitePort`, with the admin code its first start wrote. */
export async function signInAsHost(request: APIRequestContext, sitePort = port): Promise<void> {
  const { adminCode } = JSON.parse(readFileSync(`.data/e2e-${sitePort}/secrets.json`, 'utf8')) as { adminCode: string };
  expect((await request.post('/api/admin/login', { data: { adminCode } })).ok()).toBe(true);
}

/** A fresh access code of `type`, made by the admin of the site on `sitePort` (`request` stays signed in as admin). */
export async function createCode(
  request: APIRequestContext,
  type: 'family_friend' | 'past_guest' | 'referred',
  sitePort = port,
): Promise<string> {
  await signInAsHost(request, sitePort);
  const code = `E2EBOOK${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  expect(
    (await request.post('/api/admin/access-codes', { data: { code, type, description: 'e2e booking' } })).status(),
  ).toBe(201);
  return code;
}

export const iso = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: string, days: number) =>
  iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** A free stay of `nights` nights in a random month 2 to 13 months ahead, so reruns on one database do not collide. */
export async function freeStay(
  request: APIRequestContext,
  nights: number,
): Promise<{ checkIn: string; checkOut: string; monthsAhead: number }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const now = new Date();
    const monthsAhead = 2 + Math.floor(Math.random() * 12);
    const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() + monthsAhead, 1));
    const checkIn = addDays(iso(first), 1 + Math.floor(Math.random() * 18));
    const checkOut = addDays(checkIn, nights);
    const res = await request.get(`/api/availability?startDate=${checkIn}&endDate=${checkOut}`);
    const body = (await res.json()) as { blockedDates: { date: string }[] };
    if (!body.blockedDates.some((entry) => entry.date >= checkIn && entry.date < checkOut))
      return { checkIn, checkOut, monthsAhead };
  }
  throw new Error('no free stay found');
}

export async function pickDates(page: Page, stay: { checkIn: string; checkOut: string; monthsAhead: number }) {
  const calendar = page.getByTestId('availability-calendar');
  for (let i = 0; i < stay.monthsAhead; i++) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await calendar.locator(`[data-date="${stay.checkIn}"]`).click();
  await expect(page.getByTestId('selection-prompt')).toHaveText('Select your check-out date');
  await calendar.locator(`[data-date="${stay.checkOut}"]`).click();
  await expect(page.getByTestId('selection-prompt')).toHaveText('Your dates are selected');
}

/** Today at the house (the e2e sites keep the default zone, America/New_York). */
const houseToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * Two free nights starting within the next `withinDays` days (from the day after tomorrow), random so reruns on one
 * database do not collide.
 */
export async function freeNightsSoon(
  request: APIRequestContext,
  withinDays = 26,
): Promise<{ checkIn: string; checkOut: string }> {
  const today = houseToday();
  for (let attempt = 0; attempt < 30; attempt++) {
    const checkIn = addDays(today, 2 + Math.floor(Math.random() * (withinDays - 1)));
    const checkOut = addDays(checkIn, 2);
    const body = (await (await request.get(`/api/availability?startDate=${checkIn}&endDate=${checkOut}`)).json()) as {
      blockedDates: { date: string }[];
    };
    if (!body.blockedDates.some((night) => night.date >= checkIn && night.date < checkOut))
      return { checkIn, checkOut };
  }
  throw new Error(`no two free nights in the next ${withinDays} days`);
}

/** Gives each score of the review form its stars (`{ Overall: 5, … }`), clicking each as a person does. */
export async function chooseStars(form: Locator, scores: Record<string, number>): Promise<void> {
  for (const [group, stars] of Object.entries(scores)) {
    const row = form.getByRole('group', { name: group });
    const star = row.getByRole('radio', { name: `${stars} Stars` });
    // A person clicks the star (its label); the radio itself is visually hidden under it.
    await row.locator(`label[for="${await star.getAttribute('id')}"]`).click();
    await expect(star).toBeChecked();
  }
}
