import { expect, test, type APIRequestContext } from '@playwright/test';
import { STRIPE_SITE_PORT, createCode, freeStay } from './booking-helpers';
import { waitForSettled } from './helpers';

interface SavedPricing {
  rules: Record<string, unknown> & { paymentSchedule: Record<string, unknown> };
  version: number;
}

const readPricing = async (request: APIRequestContext): Promise<SavedPricing> =>
  (await (await request.get('/api/admin/pricing')).json()) as SavedPricing;

/** The full text of the newest email to `to` whose subject starts with `subject`, as the host's Emails view has it. */
async function emailText(request: APIRequestContext, to: string, subject: string): Promise<string | undefined> {
  const { emails } = (await (await request.get('/api/admin/emails')).json()) as {
    emails: { id: string; to: string; subject: string }[];
  };
  const found = emails.find((mail) => mail.to === to && mail.subject.startsWith(subject));
  if (!found) return undefined;
  const { email } = (await (await request.get(`/api/admin/emails/${found.id}`)).json()) as {
    email: { bodyText: string };
  };
  return email.bodyText;
}

test.describe('@stripe the payment schedule', () => {
  let original: SavedPricing | undefined;

  test.afterAll(async ({ request }) => {
    if (!original) return;
    await createCode(request, 'referred', STRIPE_SITE_PORT);
    const { version } = await readPricing(request);
    expect((await request.put('/api/admin/pricing', { data: { rules: original.rules, version } })).ok()).toBe(true);
  });

  test('the host sets 50 % for family in /admin/pricing; the guest pays the deposit and their page shows the balance due', async ({
    page,
    request,
  }) => {
    test.slow();
    const code = await createCode(page.request, 'family_friend', STRIPE_SITE_PORT);
    original = await readPricing(page.request);

    await page.goto('/admin/pricing');
    await waitForSettled(page);
    const family = page.getByTestId('schedule-family');
    await family.getByLabel('Paid at booking (%)').fill('50');
    await family.getByLabel('Balance due (days before check-in)').fill('30');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect
      .poll(async () => (await readPricing(page.request)).rules.paymentSchedule.family)
      .toEqual({
        depositPercent: 50,
        balanceDaysBeforeCheckIn: 30,
      });

    // A family guest holds a stay months ahead, as the booking page does.
    expect((await request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
    const { checkIn, checkOut } = await freeStay(request, 3);
    const email = `schedule-${Date.now().toString(36)}@example.com`;
    const created = await request.post('/api/reservations', {
      data: {
        guestName: 'Dora Deposit',
        guestEmail: email,
        guestCount: 2,
        checkInDate: checkIn,
        checkOutDate: checkOut,
      },
    });
    expect(created.status()).toBe(201);
    const { id, pricing } = (await created.json()) as { id: string; pricing: { total: number } };
    const money = (dollars: number) =>
      `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const depositCents = Math.round(pricing.total * 50);
    const deposit = money(depositCents / 100);
    const balance = money(Math.round(pricing.total * 100 - depositCents) / 100);

    // The invoice email's link: Stripe's page asks for the deposit only.
    await expect.poll(() => emailText(page.request, email, 'Your invoice for'), { timeout: 30_000 }).toBeTruthy();
    const invoiceUrl = /(http\S+\/hosted\/invoices\/\S+)/.exec(
      (await emailText(page.request, email, 'Your invoice for'))!,
    )![1]!;
    await page.goto(invoiceUrl);
    await expect(page.getByText(/^Deposit \(50%\) of your stay/)).toBeVisible();
    await page.getByRole('button', { name: `Pay ${deposit}` }).click();
    const status = async () =>
      ((await (await page.request.get(`/api/admin/reservations/${id}`)).json()) as { reservation: { status: string } })
        .reservation.status;
    await expect.poll(status, { timeout: 30_000 }).toBe('confirmed');

    const held = (await emailText(page.request, email, 'Your dates at'))!;
    const link = /View your booking: \S+?(\/booking\/\S+)/.exec(held)![1]!;
    await page.goto(link);
    await waitForSettled(page);
    const payments = page.getByTestId('payment-schedule');
    await expect(payments.getByRole('heading', { name: 'Payments' })).toBeVisible();
    await expect(payments.getByText(new RegExp(`^Deposit: \\${deposit}, paid on `))).toBeVisible();
    await expect(payments.getByText(new RegExp(`^Balance: \\${balance}, due on `))).toBeVisible();
    await expect(
      payments.getByText('The balance is charged on its due date to the card you paid the deposit with.'),
    ).toBeVisible();
  });
});
