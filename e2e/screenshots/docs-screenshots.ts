import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import {
  addDays,
  chooseStars,
  createCode,
  freeStay,
  iso,
  pickDates,
  runDueWorkAt,
  STRIPE_SITE_PORT,
} from '../booking-helpers';
import { loadProperty, waitForHydrated, waitForSettled, waitForTransitionsToEnd } from '../helpers';

// The screenshots in docs/product.md: one booking on the site that takes payments, from the access code through the
// stay to the review, each page and each email of it shot full-page at a phone's width and a desktop's.
const root = path.resolve(import.meta.dirname, '../..');
const folder = path.join(root, 'docs/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// The Stripe site's embedded Postgres (playwright.config.ts; the embedded server's own user and password).
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${15_430 + STRIPE_SITE_PORT - 3100}/lakehouse`;
const GUEST = { name: 'Maya Lindqvist', phone: '603-555-0142' };

interface EmailSummary {
  id: string;
  kind: string;
  to: string;
  subject: string;
  createdAt: string;
}
interface EmailDetail extends EmailSummary {
  bodyText: string;
  bodyHtml: string | null;
}

const written = new Set<string>();

/**
 * A full-page shot is taken unscrolled. Shot at the end of a scroll, the 'Ready to Book?' bar (fixed to the viewport's
 * bottom) sits in the space the page keeps for it below the footer, so the bar is put there for the shot instead of
 * over the middle of the page; and a section far down a page is laid out only as it nears the screen
 * (content-visibility), so every section is laid out for the shot, as a scroll would show it.
 */
const AS_SCROLLED_THROUGH =
  'body { position: relative; } [data-testid^="sticky-cta"] { position: absolute !important; } ' +
  '* { content-visibility: visible !important; }';

/**
 * The page as it is now, full length, at each width, as JPEG at quality 70 (smaller than PNG for every shot here, the
 * emails' flat colours included). Lazy images are loaded first: a full-page shot scrolls nothing into view.
 */
async function shoot(page: Page, name: string) {
  // The pointer off the page: a button it rests on would show hovered.
  await page.mouse.move(0, 0);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(async () => {
      for (const image of document.querySelectorAll('img')) image.loading = 'eager';
      await document.fonts.ready;
    });
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await waitForTransitionsToEnd(page);
    const file = `${name}-${size.width}.jpg`;
    await page.screenshot({
      path: path.join(folder, file),
      fullPage: true,
      type: 'jpeg',
      quality: 70,
      animations: 'disabled',
      caret: 'hide',
      style: AS_SCROLLED_THROUGH,
    });
    written.add(file);
  }
  await page.setViewportSize(DESKTOP);
}

/** The emails captured since `since`, oldest first, as the host's Emails view lists them. */
async function emailsSince(host: APIRequestContext, since: string): Promise<EmailSummary[]> {
  const { emails } = (await (await host.get('/api/admin/emails')).json()) as { emails: EmailSummary[] };
  return emails.filter((email) => email.createdAt >= since).reverse();
}

async function emailDetail(host: APIRequestContext, id: string): Promise<EmailDetail> {
  return ((await (await host.get(`/api/admin/emails/${id}`)).json()) as { email: EmailDetail }).email;
}

/** Waits for the guest's email of `kind`; returns the path of its link labelled `label` ("View your booking: …"). */
async function guestEmailLink(host: APIRequestContext, since: string, to: string, kind: string, label: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const email = (await emailsSince(host, since)).find((mail) => mail.to === to && mail.kind === kind);
        if (!email) return undefined;
        link = new RegExp(`${label}: \\S+?(/booking/\\S+)`).exec((await emailDetail(host, email.id)).bodyText)?.[1];
        return link;
      },
      { message: `the ${kind} email to ${to}, with its '${label}' link`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

async function waitForGuestEmail(host: APIRequestContext, since: string, to: string, kind: string) {
  await expect
    .poll(async () => (await emailsSince(host, since)).some((mail) => mail.to === to && mail.kind === kind), {
      message: `the ${kind} email to ${to}`,
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * The stay moved to nights that ended eight days ago, its door code's hours with it, as if its dates had gone by (the
 * site takes no bookings for past nights): the review form opens after check-out by the real clock. Eight days, so
 * that the damage deposit's release (seven days after check-out) is past too, and the live scans find nothing left to
 * send for it: what falls due is then run at its own past time.
 */
async function moveStayIntoPast(reservationId: string): Promise<{ checkIn: string; checkOut: string }> {
  const checkOut = addDays(iso(new Date()), -8);
  const checkIn = addDays(checkOut, -3);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    // Earlier runs' stays on these nights make room (this guest's own only).
    await db.query(`DELETE FROM reservations WHERE guest_name = $1 AND id <> $2 AND check_out > $3::date - 14`, [
      GUEST.name,
      reservationId,
      checkIn,
    ]);
    await db.query(
      `UPDATE door_codes d SET valid_from = d.valid_from + ($2::date - r.check_in) * interval '1 day',
                               valid_until = d.valid_until + ($2::date - r.check_in) * interval '1 day'
         FROM reservations r WHERE r.id = d.reservation_id AND r.id = $1`,
      [reservationId, checkIn],
    );
    await db.query('UPDATE reservations SET check_in = $2, check_out = $3 WHERE id = $1', [
      reservationId,
      checkIn,
      checkOut,
    ]);
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
  return { checkIn, checkOut };
}

test('the docs screenshots', async ({ page, request: host }) => {
  mkdirSync(folder, { recursive: true });
  const since = new Date().toISOString();
  await loadProperty(page, 8);

  await page.goto('/');
  await waitForHydrated(page);
  await waitForSettled(page);
  await shoot(page, 'home');

  await page.goto('/gallery');
  await waitForHydrated(page);
  await waitForSettled(page);
  await shoot(page, 'gallery');

  // The booking, as a returning guest: code, dates and guests, details, payment, done.
  const code = await createCode(host, 'past_guest', STRIPE_SITE_PORT);
  const stay = await freeStay(host, 3);
  const email = `maya.lindqvist.${Date.now().toString(36)}@example.com`;
  await page.goto('/book');
  await waitForHydrated(page);
  await page.getByLabel('Access Code').fill(code);
  await shoot(page, 'book-code');
  await page.getByRole('button', { name: 'Validate Code' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/dates');
  await pickDates(page, stay);
  await page.getByRole('button', { name: 'More adults' }).click();
  await page.getByRole('button', { name: 'More children' }).click();
  await expect(page.getByTestId('summary-guests')).toHaveText('3 adults, 1 child');
  await shoot(page, 'book-dates');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/details');
  await page.getByLabel('Full name').fill(GUEST.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone (optional)').fill(GUEST.phone);
  await page.getByLabel('Special requests (optional)').fill('We will bring our canoe; is there room at the dock?');
  await shoot(page, 'book-details');
  // The payment step as it shows until the invoice is ready: its answer is held back for the shot (the worker makes
  // the invoice within a second or two), then the guest goes on to the hosted invoice page and pays.
  let releasePayment!: () => void;
  const paymentHeld = new Promise<void>((resolve) => (releasePayment = resolve));
  await page.route('**/api/reservations/*/payment', async (route) => {
    await paymentHeld;
    await route.continue();
  });
  const created = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/reservations') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Reserve These Dates' }).click();
  const reservation = (await (await created).json()) as { id: string };
  await expect(page.getByTestId('step-payment')).toContainText('Your dates are held for 24 hours');
  await shoot(page, 'book-payment');
  releasePayment();
  await expect(page).toHaveURL(/\/hosted\/invoices\/in_/, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/book/done');
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed', { timeout: 30_000 });
  await waitForHydrated(page);
  await shoot(page, 'book-done');

  // The guest's own booking page, from the link in the confirmation.
  await page.goto(await guestEmailLink(host, since, email, 'stay-confirmation', 'View your booking'));
  await waitForSettled(page);
  await waitForHydrated(page);
  await shoot(page, 'booking');

  // The stay is lived: what falls due before, during and after it runs at its own time.
  const lived = await moveStayIntoPast(reservation.id);
  await runDueWorkAt(host, new Date(`${addDays(lived.checkIn, -10)}T17:00:00Z`));
  await waitForGuestEmail(host, since, email, 'reservation-arrival-details-request');
  // 48 hours before check-in the door code shows; the day before, the entry instructions and the damage deposit.
  await runDueWorkAt(host, new Date(`${addDays(lived.checkIn, -2)}T21:00:00Z`));
  await runDueWorkAt(host, new Date(`${addDays(lived.checkIn, -1)}T21:00:00Z`));
  await waitForGuestEmail(host, since, email, 'reservation-entry-instructions');
  await runDueWorkAt(host, new Date(`${addDays(lived.checkOut, 1)}T21:00:00Z`));
  const reviewLink = await guestEmailLink(host, since, email, 'reservation-thank-you', 'Review your stay');
  await runDueWorkAt(host, new Date(`${addDays(lived.checkOut, 7)}T16:00:00Z`));
  await waitForGuestEmail(host, since, email, 'damage-hold-released');

  // The review form, from the thank-you email's link, opened as from the email in a page of its own (it differs from
  // the booking page's address only by its '#review').
  const reviewPage = await page.context().newPage();
  await reviewPage.goto(reviewLink);
  await waitForSettled(reviewPage);
  await waitForHydrated(reviewPage);
  const form = reviewPage.getByRole('form', { name: 'Review your stay' });
  await expect(form).toBeVisible();
  await chooseStars(form, { Overall: 5, Cleanliness: 5, Accuracy: 5, Communication: 5, Location: 5, Value: 4 });
  await form.getByLabel('Your review').fill('Calm water in the mornings, and a kitchen big enough for all of us.');
  await shoot(reviewPage, 'review');
  await reviewPage.close();

  // Every email of this booking, to the guest and to the host, as its HTML shows in a mail client.
  const names = new Set<string>();
  for (const summary of await emailsSince(host, since)) {
    const mail = await emailDetail(host, summary.id);
    if (mail.to !== email && !mail.bodyText.includes(email) && !mail.bodyText.includes(GUEST.name)) continue;
    const name = `email-${mail.kind}`;
    expect(names.has(name), `one ${mail.kind} email`).toBe(false);
    names.add(name);
    expect(mail.bodyHtml, `${mail.kind} has HTML`).toBeTruthy();
    await page.setContent(mail.bodyHtml!, { waitUntil: 'load' });
    await shoot(page, name);
  }

  // The set is what this run wrote: shots no longer taken go, and the docs must show every one.
  for (const file of readdirSync(folder)) if (!written.has(file)) rmSync(path.join(folder, file));
  const product = readFileSync(path.join(root, 'docs/product.md'), 'utf8');
  expect(
    [...written].filter((file) => !product.includes(`"screenshots/${file}"`)),
    'screenshots docs/product.md does not show',
  ).toEqual([]);
});
