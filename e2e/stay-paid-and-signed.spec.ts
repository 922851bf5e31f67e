import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { STRIPE_SITE_PORT, addDays, createCode, iso, runDueWorkAt, signInAsHost } from './booking-helpers';
import { collectConsoleErrors, waitForSettled } from './helpers';

// A stay from booking to the damage deposit's release, on the site that takes payments through the local Stripe fake,
// with the house's clock moved forward by the test-only due-work hook (each step is a time in UTC safely after the
// house's own time of that step, in winter and in summer alike). The rental agreement it publishes stays published
// (a host can replace an agreement, not withdraw it): the site's other payment specs run before it, and a rerun on
// the same data folder needs `rm -rf .data/e2e-<port + 500>` first.

const FAKE_STRIPE = `http://127.0.0.1:${STRIPE_SITE_PORT + 100}`;
const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface FakeIntent {
  id: string;
  amount: number;
  status: string;
  capture_method: string;
  off_session: boolean;
  amount_received: number;
  metadata: { reservationId?: string };
}

/** The payment intents the fake Stripe holds for a reservation, oldest first, as the Stripe API lists them. */
async function intentsOf(request: APIRequestContext, reservationId: string): Promise<FakeIntent[]> {
  const answer = await request.get(`${FAKE_STRIPE}/v1/payment_intents`, {
    headers: { authorization: 'Bearer sk_test_e2e_fake_stripe' },
  });
  const { data } = (await answer.json()) as { data: FakeIntent[] };
  return data.filter((intent) => intent.metadata.reservationId === reservationId).reverse();
}

/** The refunds the fake Stripe made for a reservation, as the Stripe API lists them. */
async function refundsOf(request: APIRequestContext, reservationId: string) {
  const answer = await request.get(`${FAKE_STRIPE}/v1/refunds`, {
    headers: { authorization: 'Bearer sk_test_e2e_fake_stripe' },
  });
  const { data } = (await answer.json()) as {
    data: { amount: number; metadata: { reservationId?: string; why?: string } }[];
  };
  return data.filter((refund) => refund.metadata.reservationId === reservationId);
}

/** 'Vaughanqzr': a surname no earlier run used. */
const uniqueSurname = () =>
  `Vaughan${Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** The first free 3 nights from `daysAhead` days on. */
async function freeStayFrom(request: APIRequestContext, daysAhead: number) {
  const today = iso(new Date());
  for (let offset = daysAhead; offset < daysAhead + 60; offset += 1) {
    const checkIn = addDays(today, offset);
    const checkOut = addDays(checkIn, 3);
    const body = (await (await request.get(`/api/availability?startDate=${checkIn}&endDate=${checkOut}`)).json()) as {
      blockedDates: { date: string }[];
    };
    if (!body.blockedDates.some((night) => night.date >= checkIn && night.date < checkOut))
      return { checkIn, checkOut };
  }
  throw new Error(`no 3 free nights from ${daysAhead} days on`);
}

interface SavedPricing {
  rules: { paymentSchedule: Record<string, unknown> };
  version: number;
}

const readPricing = async (admin: APIRequestContext) =>
  (await (await admin.get('/api/admin/pricing')).json()) as SavedPricing;

/** The host's pricing with family stays paying half at booking and the rest 30 days before check-in; the rules before. */
async function familyPaysHalfFirst(admin: APIRequestContext): Promise<SavedPricing['rules']> {
  const { rules, version } = await readPricing(admin);
  const paymentSchedule = { ...rules.paymentSchedule, family: { depositPercent: 50, balanceDaysBeforeCheckIn: 30 } };
  const saved = await admin.put('/api/admin/pricing', { data: { rules: { ...rules, paymentSchedule }, version } });
  expect(saved.status(), await saved.text()).toBe(200);
  return rules;
}

// The other specs on this site book family stays paid in full: the rules go back as they were.
let pricingBefore: SavedPricing['rules'] | undefined;
test.afterAll(async ({ request }) => {
  if (!pricingBefore) return;
  await signInAsHost(request, STRIPE_SITE_PORT);
  const { version } = await readPricing(request);
  expect((await request.put('/api/admin/pricing', { data: { rules: pricingBefore, version } })).ok()).toBe(true);
});

/** The host's rental agreement, published unless one already is. */
async function publishAgreement(admin: APIRequestContext) {
  const editor = (await (await admin.get('/api/admin/agreement')).json()) as { version: number | null };
  if (editor.version) return;
  const markdown = '# Rental agreement\n\n{{ guest.name }} stays {{ stay.dates }} and leaves the house as found.';
  expect((await admin.put('/api/admin/agreement', { data: { markdown, version: 0 } })).status()).toBe(200);
}

/** A guest's hold through the API, as the booking form sends it, from this browser (its ticket); id and total. */
async function hold(page: Page, code: string, stay: { checkIn: string; checkOut: string }, guestName: string) {
  expect((await page.request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
  const created = await page.request.post('/api/reservations', {
    data: {
      guestName,
      guestEmail: `${guestName.split(' ')[0]!.toLowerCase()}-${Date.now().toString(36)}@example.com`,
      guestCount: 3,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; pricing: { total: number } };
}

/** The host, signed in, opens the stay's detail from the dashboard's bookings; the detail dialog. */
async function openAsHost(page: Page, stay: { checkIn: string }, guestName: string) {
  await signInAsHost(page.request, STRIPE_SITE_PORT);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await page.getByLabel('Month').fill(stay.checkIn.slice(0, 7));
  await page.getByRole('button', { name: `View reservation of ${guestName}` }).click();
  return page.getByRole('dialog', { name: /Reservation/ });
}

/** Signs the agreement on the booking page the payment step links to, then pays the invoice on the hosted page. */
async function signAndPay(page: Page, reservationId: string, guestName: string, amount: number): Promise<string> {
  const payment = async () =>
    (await (await page.request.get(`/api/reservations/${reservationId}/payment`)).json()) as {
      payUrl: string | null;
      signAgreementUrl?: string;
    };
  const bookingPage = (await payment()).signAgreementUrl!;
  expect(bookingPage).toContain('/booking/');
  await page.goto(bookingPage);
  await waitForSettled(page);
  const signing = page.getByRole('form', { name: 'Sign the agreement' });
  await signing.getByLabel('Your full name').fill(guestName);
  await signing.getByLabel('I agree to this rental agreement').check();
  await signing.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByTestId('rental-agreement')).toContainText('Signed');

  await expect.poll(async () => (await payment()).payUrl, { timeout: 30_000 }).toBeTruthy();
  await page.goto((await payment()).payUrl!);
  await page.getByRole('button', { name: `Pay ${dollars(amount)}` }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed', { timeout: 30_000 });
  return bookingPage;
}

test('@stripe a family stay pays half, signs, says who comes; then the balance, the hold, the door code, the release', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  const code = await createCode(request, 'family_friend', STRIPE_SITE_PORT);
  pricingBefore = await familyPaysHalfFirst(request);
  await publishAgreement(request);

  const stay = await freeStayFrom(request, 40);
  const booked = await hold(page, code, stay, 'Katherine Johnson');
  const total = Math.round(booked.pricing.total * 100);
  const deposit = Math.round(total / 2);
  const bookingPage = await signAndPay(page, booked.id, 'Katherine Johnson', deposit / 100);

  // Who's coming, on the booking page.
  await page.goto(bookingPage);
  await waitForSettled(page);
  const arrival = page.getByRole('form', { name: "Who's coming" });
  await arrival.getByRole('textbox', { name: 'Adults' }).fill('Katherine Johnson\nJames Johnson');
  await arrival.getByRole('textbox', { name: 'Children' }).fill('Joylette');
  await arrival.getByLabel('Arrival time').fill('16:00');
  await arrival.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('arrival-details')).toContainText('Adults: Katherine Johnson, James Johnson');
  await expect(page.getByTestId('payment-schedule')).toContainText(dollars((total - deposit) / 100));

  // 30 days before check-in, the balance is charged to the saved card, once however often the work runs.
  const balanceDay = addDays(stay.checkIn, -30);
  await runDueWorkAt(request, new Date(`${balanceDay}T17:00:00Z`));
  await runDueWorkAt(request, new Date(`${balanceDay}T17:05:00Z`));
  await expect
    .poll(async () => (await intentsOf(request, booked.id)).filter((intent) => intent.off_session).length)
    .toBe(1);
  const [balance] = (await intentsOf(request, booked.id)).filter((intent) => intent.off_session);
  expect(balance).toMatchObject({ amount: total - deposit, status: 'succeeded', capture_method: 'automatic' });

  // 48 hours before check-in the guest sees the door code; the day before, $250 is held on the card.
  await runDueWorkAt(request, new Date(`${addDays(stay.checkIn, -2)}T21:00:00Z`));
  await page.goto(bookingPage);
  await expect(page.getByTestId('door-code')).toContainText(/\d{6}/);
  await runDueWorkAt(request, new Date(`${addDays(stay.checkIn, -1)}T21:00:00Z`));
  const holds = async () =>
    (await intentsOf(request, booked.id)).filter((intent) => intent.capture_method === 'manual');
  await expect.poll(async () => (await holds()).map((intent) => intent.status)).toEqual(['requires_capture']);
  expect((await holds())[0]!.amount).toBe(25_000);
  await page.reload();
  await expect(page.getByTestId('damage-hold')).toContainText('$250.00');

  // An authorization lapses after about 7 days: renewed before, then released 7 days after check-out.
  await runDueWorkAt(request, new Date(`${addDays(stay.checkIn, 5)}T23:00:00Z`));
  await expect
    .poll(async () => (await holds()).map((intent) => intent.status))
    .toEqual(['canceled', 'requires_capture']);
  await runDueWorkAt(request, new Date(`${addDays(stay.checkOut, 7)}T16:00:00Z`));
  await expect.poll(async () => (await holds()).map((intent) => intent.status)).toEqual(['canceled', 'canceled']);
  await page.reload();
  await expect(page.getByTestId('damage-hold')).toContainText('The $250.00 hold was released on');
  // Nothing was charged twice: one balance charge, both holds released uncaptured.
  expect((await intentsOf(request, booked.id)).filter((intent) => intent.status === 'succeeded')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('@stripe the host claims $80 of a hold with a reason, and the guest is told', async ({ page, request }) => {
  test.setTimeout(180_000);
  const code = await createCode(request, 'past_guest', STRIPE_SITE_PORT);
  await publishAgreement(request);
  const stay = await freeStayFrom(request, 20);
  // A name of this run's own: the list may hold the stays of earlier runs on the same site.
  const guestName = `Dorothy ${uniqueSurname()}`;
  const booked = await hold(page, code, stay, guestName);
  await signAndPay(page, booked.id, guestName, booked.pricing.total);
  await runDueWorkAt(request, new Date(`${addDays(stay.checkIn, -1)}T21:00:00Z`));
  await expect
    .poll(async () => (await intentsOf(request, booked.id)).filter((i) => i.capture_method === 'manual').length)
    .toBe(1);

  // The host, in the booking's detail.
  const detail = await openAsHost(page, stay, guestName);
  const claim = detail.getByRole('form', { name: 'Claim from the hold' });
  await claim.getByLabel('Amount to claim ($)').fill('80');
  await claim.getByLabel('Reason (the guest reads it)').fill('A broken window latch in the porch');
  await claim.getByRole('button', { name: 'Claim from the hold' }).click();

  const claimed = async () => (await intentsOf(request, booked.id)).find((i) => i.capture_method === 'manual');
  await expect.poll(async () => (await claimed())?.amount_received, { timeout: 30_000 }).toBe(8_000);
  const claimEmail = async () =>
    ((await (await page.request.get('/api/admin/emails')).json()) as { emails: { subject: string }[] }).emails.find(
      (mail) => mail.subject === 'Part of your damage deposit was charged: $80.00',
    )?.subject;
  await expect.poll(claimEmail, { timeout: 30_000 }).toBeTruthy();
});

test("@stripe the host cancels a paid stay with the policy's share back: the card gets it, the guest is told", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const code = await createCode(request, 'past_guest', STRIPE_SITE_PORT);
  await publishAgreement(request);
  const stay = await freeStayFrom(request, 8);
  const guestName = `Edith ${uniqueSurname()}`;
  const booked = await hold(page, code, stay, guestName);
  const bookingPage = await signAndPay(page, booked.id, guestName, booked.pricing.total);
  const { cancellation } = (await (await request.get(`/api/admin/reservations/${booked.id}`)).json()) as {
    cancellation: { paid: number; policyRefund: number };
  };

  const detail = await openAsHost(page, stay, guestName);
  await detail.getByRole('button', { name: 'Cancel reservation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Reservation' });
  await expect(confirm).toContainText(`The guest has paid ${dollars(cancellation.paid)}. What goes back to them?`);
  const choices = confirm.getByRole('radiogroup', { name: /What goes back/ });
  await expect(choices.getByLabel(`Refund all of it: ${dollars(cancellation.paid)}`)).toBeChecked();
  await choices.getByLabel(`Refund the cancellation policy's share: ${dollars(cancellation.policyRefund)}`).check();
  await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(detail).toContainText(`refunded ${dollars(cancellation.policyRefund)}`);

  await expect
    .poll(async () => (await refundsOf(request, booked.id)).map((refund) => [refund.amount, refund.metadata.why]), {
      timeout: 30_000,
    })
    .toEqual([[Math.round(cancellation.policyRefund * 100), 'cancelled by the host']]);
  // The guest's own booking page says so.
  await page.goto(bookingPage);
  await expect(page.getByRole('main').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Refund', { exact: true })).toBeVisible();
  await expect(page.getByText(dollars(cancellation.policyRefund), { exact: true })).toBeVisible();
});
