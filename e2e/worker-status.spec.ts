import { expect, test } from '@playwright/test';
import { BENCH_ADMIN_CODE, startProductionStack, stopProductionStack } from '../bench/production-stack.mjs';
import { stopProcess } from '../bench/processes.mjs';

// The full run mode (API and worker as separate processes on Redis), where a dead worker used to go unnoticed:
// 'Syncing…' and queued emails looked under way. The dashboard now says that the worker is not running.
let stack: Awaited<ReturnType<typeof startProductionStack>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startProductionStack({
    postgresUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  });
});

test.afterAll(async () => {
  if (stack) await stopProductionStack(stack);
});

test('the admin dashboard says so when the background worker is not running', async ({ page }) => {
  test.setTimeout(60_000);
  const site = stack!.baseUrl;
  expect((await page.request.post(`${site}/api/admin/login`, { data: { adminCode: BENCH_ADMIN_CODE } })).ok()).toBe(
    true,
  );
  const notice = page.getByTestId('worker-status');

  await page.goto(`${site}/admin/dashboard`);
  await expect(page.getByRole('tab', { name: 'Access Codes' })).toBeVisible();
  await expect
    .poll(async () => (await page.request.get(`${site}/api/admin/worker-status`)).json())
    .toMatchObject({
      status: 'running',
    });
  await expect(notice).toBeHidden();

  await stopProcess(stack!.worker);
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('The background worker is not running: emails are not sent');
  await expect(notice).toContainText('Ask whoever runs the server to start the worker.');

  // A feed's sync waits for the worker: its row says so instead of spinning on 'Syncing…'.
  const added = await page.request.post(`${site}/api/admin/calendar-feeds`, {
    data: { name: 'Airbnb', url: 'https://calendar.example.com/airbnb.ics' },
  });
  expect(added.ok()).toBe(true);
  await page.goto(`${site}/admin/calendar`);
  await expect(notice).toBeVisible();
  // Adding a feed asks for its first sync at once.
  const feeds = page.getByTestId('calendar-feeds');
  await expect(feeds.getByRole('listitem').filter({ hasText: 'Airbnb' }).getByRole('status')).toHaveText(
    'Waiting for the background worker: Airbnb syncs once it is back.',
  );
});
