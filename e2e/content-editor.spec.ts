import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

function adminCode(): string {
  const file = `.data/e2e-${process.env.E2E_PORT ?? 3100}/secrets.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { adminCode: string }).adminCode;
}

async function signIn(page: Page) {
  expect((await page.request.post('/api/admin/login', { data: { adminCode: adminCode() } })).ok()).toBe(true);
}

/** The page as a guest without JavaScript gets it on a fresh load: the server's HTML only. */
async function guestPageText(browser: Browser, path: string, testId: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    return (await page.getByTestId(testId).first().textContent()) ?? '';
  } finally {
    await context.close();
  }
}

/** Opens a list item of the editor (collapsed until opened) and types after what its text field holds. */
async function appendToField(page: Page, itemTestId: string, label: string, text: string) {
  const item = page.getByTestId(itemTestId);
  await item.getByRole('button').first().click();
  const field = item.getByRole('textbox', { name: label, exact: true }).first();
  await field.fill(`${await field.inputValue()}${text}`);
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/is live/).first()).toBeVisible();
}

const RULE = ' Spare blankets are in the hall closet.';
const SPOT = ' Ask for the lakeside table at sunset.';
const DESCRIPTION = 'A quiet house under tall pines, ten minutes from the lake beaches.';

test.describe('the host edits the site content from /admin/content', () => {
  test.describe.configure({ mode: 'serial' });

  test('a house rule, a guide spot and the description, published, then restored', async ({ page, browser }) => {
    // Three editors, three publishes, three restores and six fresh guest loads.
    test.setTimeout(480_000);
    await signIn(page);
    const liveVersion = async () =>
      Number(/version (\d+)/.exec((await page.getByText(/^Live: version/).textContent()) ?? '')![1]);
    const before = {
      rules: await guestPageText(browser, '/house-rules', 'rule-section-linens-bedding'),
      guide: await guestPageText(browser, '/guide', 'guide-category-top-attractions'),
      home: await guestPageText(browser, '/', 'house-description'),
    };

    // House rules: the Linens & Bedding section gets one more sentence, previewed before it is published.
    await page.goto('/admin/content/house-rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit House Rules' })).toBeVisible();
    const rulesVersion = await liveVersion();
    await appendToField(page, 'item-sections.5', 'Content', RULE);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('content-preview')).toContainText(RULE.trim());
    await publish(page);

    // Local guide: the first spot of Top Attractions.
    await page.goto('/admin/content/local-guide');
    const guideVersion = await liveVersion();
    await page.getByTestId('item-categories.0').getByRole('button').first().click();
    await appendToField(page, 'item-categories.0.spots.0', 'Description', SPOT);
    await publish(page);

    // The house's description on the home page.
    await page.goto('/admin/content/house');
    const houseVersion = await liveVersion();
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill(DESCRIPTION);
    await publish(page);

    const count = (text: string, part: string) => text.split(part).length - 1;
    const rulesNow = await guestPageText(browser, '/house-rules', 'rule-section-linens-bedding');
    expect(count(rulesNow, RULE.trim())).toBe(count(before.rules, RULE.trim()) + 1);
    expect(await guestPageText(browser, '/guide', 'guide-category-top-attractions')).toContain(SPOT.trim());
    expect(await guestPageText(browser, '/', 'house-description')).toContain(DESCRIPTION);

    // Restore the versions from before: the old texts are back on the next load.
    for (const [kind, version] of [
      ['house-rules', rulesVersion],
      ['local-guide', guideVersion],
      ['house', houseVersion],
    ] as const) {
      await page.goto(`/admin/content/${kind}`);
      await page.getByRole('button', { name: `Restore version ${version}` }).click();
      await expect(page.getByText(`version ${version} is live again`).first()).toBeVisible();
    }
    expect(await guestPageText(browser, '/house-rules', 'rule-section-linens-bedding')).toBe(before.rules);
    expect(await guestPageText(browser, '/guide', 'guide-category-top-attractions')).toBe(before.guide);
    expect(await guestPageText(browser, '/', 'house-description')).toBe(before.home);
  });

  test('bad input is refused on its field and the text typed stays', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/content/house-rules');
    const item = page.getByTestId('item-sections.0');
    await item.getByRole('button').first().click();
    const content = item.getByRole('textbox', { name: 'Content', exact: true });
    const typed = 'Welcome <script>alert(1)</script>';
    await content.fill(typed);
    const title = item.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(item.getByText('Title is required')).toBeVisible();
    await expect(item.getByText(/HTML is not allowed here/)).toBeVisible();
    await expect(content).toHaveValue(typed);
  });

  test('a publish from a version someone else replaced is refused, and the text stays in the form', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin/content/contact');
    const item = page.getByTestId('item-faqs.0');
    await item.getByRole('button').first().click();
    const answer = item.getByRole('textbox', { name: 'Answer', exact: true });
    await answer.fill('My own answer, typed while someone else published.');
    // Someone else publishes the same page meanwhile (the live text again, as a new version).
    const live = (await (await page.request.get('/api/admin/content/contact')).json()) as {
      body: unknown;
      version: number;
    };
    expect(
      (await page.request.put('/api/admin/content/contact', { data: { body: live.body, version: live.version } })).ok(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('content-conflict')).toContainText('Someone else published this page');
    await expect(answer).toHaveValue('My own answer, typed while someone else published.');
  });
});
