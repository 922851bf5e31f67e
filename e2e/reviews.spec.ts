import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { addDays, chooseStars, freeStay, iso } from './booking-helpers';
import { collectConsoleErrors, waitForHydrated, waitForSettled } from './helpers';

const port = Number(process.env.E2E_PORT ?? 3100);
const adminCode = () =>
  (JSON.parse(readFileSync(`.data/e2e-${port}/secrets.json`, 'utf8')) as { adminCode: string }).adminCode;
// The e2e site's embedded Postgres (playwright.config.ts; the embedded server's own user and password).
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${15_430 + port - 3100}/lakehouse`;

const GUEST = 'Rosa Whitfield';

/**
 * A confirmed stay that ended two days ago: booked and confirmed as a guest and the host would, then moved into
 * the past in the database (the site takes no bookings for past nights), as if its dates had gone by.
 */
async function finishedStay(api: APIRequestContext, email: string): Promise<void> {
  await api.post('/api/admin/login', { data: { adminCode: adminCode() } });
  const code = `E2E-REVIEW-${Date.now()}`;
  await api.post('/api/admin/access-codes', { data: { code, type: 'past_guest' } });
  await api.post('/api/auth/logout');
  expect((await api.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
  const { checkIn, checkOut } = await freeStay(api, 3);
  const created = await api.post('/api/reservations', {
    data: { guestName: GUEST, guestEmail: email, guestCount: 4, checkInDate: checkIn, checkOutDate: checkOut },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await api.post('/api/admin/login', { data: { adminCode: adminCode() } });
  expect((await api.post(`/api/admin/reservations/${id}/confirm`)).ok()).toBe(true);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ended = addDays(iso(new Date()), -2);
    // Earlier runs' stays on these past nights make room (this spec's own guests only).
    await db.query(`DELETE FROM reservations WHERE guest_name = $1 AND id <> $2 AND check_out > $3::date - 7`, [
      GUEST,
      id,
      ended,
    ]);
    await db.query('UPDATE reservations SET check_in = $2, check_out = $3 WHERE id = $1', [
      id,
      addDays(ended, -3),
      ended,
    ]);
  } finally {
    await db.end();
  }
}

test('a guest reviews a finished stay from the thank-you link; the home page shows it with the reply', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const api = page.request;
  const email = `review-${Date.now()}@example.com`;
  await finishedStay(api, email);

  // The thank-you email, the day after check-out, as the host's Emails view keeps it, carries the review link.
  const reviewLink = async (): Promise<string | undefined> => {
    const { emails } = (await (await api.get('/api/admin/emails')).json()) as {
      emails: { id: string; to: string; subject: string }[];
    };
    const thanks = emails.find((mail) => mail.to === email && mail.subject.startsWith('Thank you for staying'));
    if (!thanks) return undefined;
    const { email: full } = (await (await api.get(`/api/admin/emails/${thanks.id}`)).json()) as {
      email: { bodyText: string };
    };
    return /Review your stay: \S+?(\/booking\/\S+#review)/.exec(full.bodyText)?.[1];
  };
  await expect.poll(reviewLink, { timeout: 30_000 }).toBeTruthy();
  const link = (await reviewLink())!;
  await api.post('/api/auth/logout');

  await page.goto(link);
  await waitForSettled(page);
  const form = page.getByRole('form', { name: 'Review your stay' });
  await expect(page.getByRole('heading', { level: 2, name: 'How was your stay?' })).toBeInViewport();
  // Sent without stars: each missing score says so on its own row, and nothing typed is lost.
  const words = 'Quiet mornings on the dock and a kitchen that fed all eleven of us. We will be back next summer.';
  await form.getByLabel('Your review').fill(words);
  await form.getByRole('button', { name: 'Send Review' }).click();
  await expect(form.getByText('Please choose how many stars for overall')).toBeVisible();
  await expect(form.getByLabel('Your review')).toHaveValue(words);
  await chooseStars(form, { Overall: 5, Cleanliness: 5, Accuracy: 5, Communication: 4, Location: 5, Value: 4 });
  await form.getByRole('button', { name: 'Send Review' }).click();
  await expect(page.getByText('Thank you for reviewing your stay! We read every review.')).toBeVisible();
  await expect(form).toHaveCount(0);

  // The same link cannot review the stay twice.
  const again = await api.post(
    link.replace('?key=', '/review?key=').replace('/booking/', '/api/bookings/').replace('#review', ''),
    {
      data: {
        overall: 1,
        cleanliness: 1,
        accuracy: 1,
        communication: 1,
        location: 1,
        value: 1,
        text: 'A second review of the same stay.',
      },
    },
  );
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('This stay has already been reviewed. Thank you!');

  // The host answers it in the admin.
  await api.post('/api/admin/login', { data: { adminCode: adminCode() } });
  await page.goto('/admin/reviews');
  const review = page.getByRole('article', { name: 'Review by Rosa W.' }).first();
  await expect(review).toContainText(words);
  await review.getByLabel('Your public reply').fill('Thank you, Rosa: the dock is waiting for you next summer.');
  await review.getByRole('button', { name: 'Publish Reply' }).click();
  await expect(page.getByText('Reply Published')).toBeVisible();

  // A fresh visitor, server HTML only, sees it on the home page, and the search engines' data says the same rating.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  try {
    const home = await visitor.newPage();
    await home.goto('/');
    const section = home.getByTestId('guest-reviews');
    const card = section.getByTestId('guest-review').filter({ hasText: words });
    await expect(card).toContainText('Rosa W.');
    await expect(card.getByTestId('host-reply')).toContainText('the dock is waiting for you next summer');
    await expect(section.getByTestId('reviews-summary')).toContainText(/stays reviewed/);
    const shown = await home.getByTestId('rating').textContent();
    const jsonLd = JSON.parse((await home.locator('script[type="application/ld+json"]').first().textContent())!) as {
      aggregateRating: { ratingValue: number; reviewCount: number };
    };
    expect(jsonLd.aggregateRating.ratingValue.toFixed(1)).toBe(shown);
    await expect(home.locator('header').getByText(`(${jsonLd.aggregateRating.reviewCount} reviews)`)).toBeVisible();
  } finally {
    await visitor.close();
  }
  await waitForHydrated(page);
  expect(errors).toEqual([]);
});
