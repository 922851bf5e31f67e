import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { freeStay } from './booking-helpers';
import { collectConsoleErrors, waitForSettled } from './helpers';

const adminCode = () =>
  (JSON.parse(readFileSync(`.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`, 'utf8')) as { adminCode: string })
    .adminCode;

async function signIn(page: Page) {
  expect((await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).ok()).toBe(true);
}

// The subject still ends as the default's does: other specs running beside this one find the email by that ending.
const SUBJECT = '{{ guest.firstName }}, your lake dates are held';
const FIRST_LINE = 'Hi {{ guest.firstName }}, the dock light is on for you: {{ stay.dates }} are yours for a day.';

test.describe('the host edits the emails from /admin/messages', () => {
  test.describe.configure({ mode: 'serial' });

  test("the 'dates held' email goes out with the host's subject and first line", async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectConsoleErrors(page);
    await signIn(page);
    // The e2e database outlives a run: start from the default's words.
    const live = (await (await page.request.get('/api/admin/messages/request-received')).json()) as {
      version: number;
      isDefault: boolean;
    };
    if (!live.isDefault)
      expect(
        (
          await page.request.post('/api/admin/messages/request-received/reset', { data: { version: live.version } })
        ).ok(),
      ).toBe(true);
    await page.goto('/admin/messages');
    await page.getByRole('link', { name: /Dates held/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Email: Dates held' })).toBeVisible();
    await waitForSettled(page);

    const subject = page.getByRole('textbox', { name: 'Subject', exact: true });
    const body = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(subject).toHaveValue('Your dates at {{ house.name }} are held');
    await subject.fill(SUBJECT);
    const rest = (await body.inputValue()).split('\n').slice(1).join('\n');
    await body.fill(`${FIRST_LINE}\n${rest}`);

    // The preview shows the sample guest's name in the subject before anything is saved.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('template-preview-subject')).toHaveText('Ada, your lake dates are held');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/is used from the next email/).first()).toBeVisible();

    // A returning guest holds three nights, as the booking page does.
    const api = page.request;
    const code = `E2E-TPL-${Date.now()}`;
    expect((await api.post('/api/admin/access-codes', { data: { code, type: 'past_guest' } })).status()).toBe(201);
    await api.post('/api/auth/logout');
    expect((await api.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
    const { checkIn, checkOut } = await freeStay(api, 3);
    const email = `tpl-${Date.now()}@example.com`;
    const created = await api.post('/api/reservations', {
      data: {
        guestName: 'Grace Hopper',
        guestEmail: email,
        guestCount: 2,
        checkInDate: checkIn,
        checkOutDate: checkOut,
      },
    });
    expect(created.status()).toBe(201);

    // The captured email, as the host's Emails view keeps it.
    await signIn(page);
    const held = async () => {
      const { emails } = (await (await api.get('/api/admin/emails')).json()) as {
        emails: { id: string; to: string; subject: string }[];
      };
      return emails.find((mail) => mail.to === email && mail.subject.endsWith('are held'));
    };
    await expect.poll(async () => (await held())?.subject, { timeout: 20_000 }).toBe('Grace, your lake dates are held');
    const { email: full } = (await (await api.get(`/api/admin/emails/${(await held())!.id}`)).json()) as {
      email: { bodyText: string };
    };
    expect(full.bodyText.split('\n\n')[1]).toMatch(
      /^Hi Grace, the dock light is on for you: \w+day, \w+ \d+, \d{4} to \w+day, \w+ \d+, \d{4} are yours for a day\.$/,
    );
    expect(errors).toEqual([]);
  });

  test('a template with an unknown variable is refused with its name, and the text is kept', async ({ page }, info) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto('/admin/messages/request-received');
    await waitForSettled(page);
    const body = page.getByRole('textbox', { name: 'Message', exact: true });
    const typed = 'Hello {{ guest.nickname }},\nwelcome back.';
    await body.fill(typed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Line 1: unknown variable {{ guest.nickname }}' }),
    ).toBeVisible();
    await expect(body).toHaveValue(typed);
    await expect(body).toHaveAttribute('aria-invalid', 'true');

    // What the host sees, on a phone and on a desktop.
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.screenshot({ path: info.outputPath(`template-editor-${width}.png`), fullPage: true });
    }

    // Back to the default's words, so the site's other emails read as before.
    await page.reload();
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Reset to the default' }).click();
    await expect(page.getByText(/The default words are back/).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(
      'Your dates at {{ house.name }} are held',
    );
  });
});
