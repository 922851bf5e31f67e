import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createCode, freeNightsSoon } from './booking-helpers';
import { waitForHydrated } from './helpers';

test('the overview lists a new hold with its expiry, then a confirmed arrival and the year chart; a year without stays says so', async ({
  page,
  request,
}) => {
  test.slow();
  // The admin signs in through the page's context; the guest books through its own, so neither session replaces the other.
  const code = await createCode(page.request, 'past_guest');
  expect((await request.post('/api/access/verify', { data: { code } })).ok()).toBe(true);
  const stay = await freeNightsSoon(request);
  const guestName = `Overview Guest ${Date.now().toString(36)}`;
  const created = await request.post('/api/reservations', {
    data: {
      guestName,
      guestEmail: 'overview-guest@example.com',
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      guestCount: 3,
    },
  });
  expect(created.status()).toBe(201);
  const { id, status } = (await created.json()) as { id: string; status: string };
  expect(status).toBe('held');
  const reference = id.slice(0, 8).toUpperCase();

  try {
    await page.goto('/admin/overview');
    await waitForHydrated(page);
    const arrival = page.getByTestId('overview-arrivals').locator(`[data-reference="${reference}"]`);
    await expect(arrival).toContainText(guestName);
    await expect(arrival).toContainText('2 nights, 3 guests. Hold (unpaid)');
    await expect(arrival).toContainText(`Reference ${reference}`);
    const hold = page.getByTestId('overview-holds').locator(`[data-reference="${reference}"]`);
    // Written in the house's zone with the time left, e.g. 'Expires Tue, Mar 10, 3:45 PM EDT (in 24 hours)'.
    await expect(hold).toContainText(/Expires \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T \(in \d+ hours?\)/);

    // Paid outside Stripe: the host confirms it, and it counts in the year's figures.
    expect((await page.request.post(`/api/admin/reservations/${id}/confirm`)).ok()).toBe(true);
    await page.reload();
    await waitForHydrated(page);
    await expect(arrival).toContainText('Confirmed');
    await expect(hold).toHaveCount(0);
    const year = stay.checkIn.slice(0, 4);
    const yearSelect = page.getByLabel('Year');
    if ((await yearSelect.inputValue()) !== year) await yearSelect.selectOption(year);
    const chart = page.getByTestId('overview-chart');
    await expect(chart).toHaveAccessibleName(
      `Occupancy (bars) and revenue (line) by month in ${year}; the table below has the figures.`,
    );
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart).toContainText('Occupancy');
    await expect(chart).toContainText('Revenue');
    await expect(page.getByRole('table', { name: `Direct bookings by month in ${year}` })).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );

    // A past year without stays says so instead of drawing an empty chart.
    const earliest = (await yearSelect.locator('option').first().textContent())!;
    await yearSelect.selectOption(earliest);
    await expect(page.getByTestId('overview-no-bookings')).toHaveText(
      `No confirmed stays in ${earliest}, so no occupancy or revenue to show.`,
    );
    await expect(chart).toHaveCount(0);
  } finally {
    // Frees the nights, so the next run finds free ones within 30 days again.
    await page.request.post(`/api/admin/reservations/${id}/cancel`, { data: { refund: 'none' } });
  }
});
