import { type APIRequestContext, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { freeNightsSoon } from './booking-helpers';
import { collectConsoleErrors, waitForSettled } from './helpers';

const adminCode = () =>
  (JSON.parse(readFileSync(`.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`, 'utf8')) as { adminCode: string })
    .adminCode;

/** A returning guest's stay within the next two weeks, confirmed by the host (paid outside the site); its id. */
async function confirmedStaySoon(api: APIRequestContext, email: string): Promise<string> {
  await api.post('/api/admin/login', { data: { adminCode: adminCode() } });
  const code = `E2E-ARRIVAL-${Date.now()}`;
  await api.post('/api/admin/access-codes', { data: { code, type: 'past_guest' } });
  await api.post('/api/auth/logout');
  expect((await api.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
  const { checkIn, checkOut } = await freeNightsSoon(api, 12);
  const created = await api.post('/api/reservations', {
    data: { guestName: 'Grace Hopper', guestEmail: email, guestCount: 3, checkInDate: checkIn, checkOutDate: checkOut },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await api.post('/api/admin/login', { data: { adminCode: adminCode() } });
  expect((await api.post(`/api/admin/reservations/${id}/confirm`)).ok()).toBe(true);
  return id;
}

test("the guest says who's coming from the email's link; the host sees it with the booking", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const api = page.request;
  const email = `arrival-${Date.now()}@example.com`;
  const id = await confirmedStaySoon(api, email);

  // Within two weeks of arrival the scheduled scan sends the request, as the host's Emails view keeps it.
  const arrivalLink = async (): Promise<string | undefined> => {
    const { emails } = (await (await api.get('/api/admin/emails')).json()) as {
      emails: { id: string; to: string; subject: string }[];
    };
    const asked = emails.find((mail) => mail.to === email && mail.subject.startsWith("Who's coming"));
    if (!asked) return undefined;
    const { email: full } = (await (await api.get(`/api/admin/emails/${asked.id}`)).json()) as {
      email: { bodyText: string };
    };
    return /Tell us who's coming: \S+?(\/booking\/\S+#arrival)/.exec(full.bodyText)?.[1];
  };
  await expect.poll(arrivalLink, { timeout: 30_000 }).toBeTruthy();
  const link = (await arrivalLink())!;
  await api.post('/api/auth/logout');

  await page.goto(link);
  await waitForSettled(page);
  const form = page.getByRole('form', { name: "Who's coming" });
  await expect(form).toBeInViewport();
  await expect(form.getByRole('textbox', { name: 'Adults' })).toHaveValue('Grace Hopper');
  // A fifth car is refused on its field, and nothing typed is lost.
  await form.getByRole('textbox', { name: 'Adults' }).fill('Grace Hopper\nHoward Aiken');
  await form.getByRole('textbox', { name: 'Children' }).fill('Ada');
  await form.getByLabel('Arrival time').fill('17:30');
  await form.getByRole('textbox', { name: 'Car plates' }).fill('NH 1\nNH 2\nNH 3\nNH 4\nNH 5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('At most 4 cars can park at the house.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Car plates' }).fill('nh 123 456');
  await form.getByRole('button', { name: 'Save' }).click();

  const given = page.getByTestId('arrival-details');
  await expect(given).toContainText('Adults: Grace Hopper, Howard Aiken');
  await expect(given).toContainText('Children: Ada');
  await expect(given).toContainText('Arriving around 5:30 PM');
  await expect(given).toContainText('Cars: NH 123 456');
  await page.reload();
  await expect(page.getByTestId('arrival-details')).toContainText('Cars: NH 123 456');

  // The host reads it in the booking's detail.
  await api.post('/api/admin/login', { data: { adminCode: adminCode() } });
  const { arrival } = (await (await api.get(`/api/admin/reservations/${id}`)).json()) as {
    arrival: { details: { adults: string[] } | null };
  };
  expect(arrival.details?.adults).toEqual(['Grace Hopper', 'Howard Aiken']);
  expect(errors).toEqual([]);
});
