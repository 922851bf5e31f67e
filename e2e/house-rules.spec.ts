import { expect, test } from '@playwright/test';
import { collectConsoleErrors, waitForHydrated } from './helpers';

const SECTIONS = [
  'Check-in & Check-out',
  'Policies',
  'Parking',
  'WiFi & Entertainment',
  'Kitchen & Dining',
  'Linens & Bedding',
  'Heating & Cooling',
  'Safety & Emergency',
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`house rules at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('shows the quick reference, emergency contacts, rules, guides and additional information', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/house-rules');
      await waitForHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'House Rules and How-To Guide' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle('House Rules | Grantham Lake House');

      for (const text of ['3:00 PM', '10:00 AM', '11 guests', 'Gig-speed cable WiFi']) {
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      }
      const emergency = page.getByTestId('emergency-banner');
      await expect(emergency).toContainText('Property manager');
      await expect(emergency).toContainText('Community security office');
      await expect(emergency.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');

      const accordion = page.getByTestId('house-rules-accordion');
      const headers = accordion.getByRole('button');
      await expect(headers).toHaveCount(8);
      for (const [index, title] of SECTIONS.entries()) {
        await expect(headers.nth(index)).toHaveText(title);
        await expect(headers.nth(index)).toHaveAttribute('aria-expanded', index === 0 ? 'true' : 'false');
      }
      await expect(accordion.getByText('Keyless entry instructions are sent 24 hours before arrival.')).toBeVisible();

      const guides = page.locator('[data-testid^="how-to-"]');
      await expect(guides).toHaveCount(7);
      for (const name of [
        'Smart Locks',
        'Smart Thermostat',
        'Roku & Smart TVs',
        'Pellet Stove',
        'WiFi',
        'Kitchen Appliances',
        'Water Main Smart Valve',
      ]) {
        await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
      }
      for (let i = 0; i < 7; i++) expect(await guides.nth(i).locator('ol > li').count()).toBeGreaterThanOrEqual(3);
      const tutorials = page.getByRole('link', { name: /Watch tutorial/ });
      expect(await tutorials.count()).toBeGreaterThanOrEqual(4);
      await expect(tutorials.first()).toHaveAttribute('target', '_blank');

      await expect(page.getByRole('heading', { level: 2, name: 'Additional Information' })).toBeVisible();
      await expect(page.getByText('Quiet hours are 10 PM to 7 AM', { exact: false }).last()).toBeVisible();
      await expect(page.getByText('Trash goes out on Thursday. Keep all trash')).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Late Check-out' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Maintenance' })).toBeVisible();

      expect(errors).toEqual([]);
    });

    test('rules sections open and close independently', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/house-rules');
      await waitForHydrated(page);
      const accordion = page.getByTestId('house-rules-accordion');
      const checkIn = accordion.getByRole('button', { name: 'Check-in & Check-out' });
      const parking = accordion.getByRole('button', { name: 'Parking' });
      const safety = accordion.getByRole('button', { name: 'Safety & Emergency' });

      await parking.click();
      await expect(parking).toHaveAttribute('aria-expanded', 'true');
      await expect(checkIn).toHaveAttribute('aria-expanded', 'true');
      await expect(accordion.getByText('Level 2 EV charger', { exact: false })).toBeVisible();

      await checkIn.click();
      await expect(checkIn).toHaveAttribute('aria-expanded', 'false');
      await expect(parking).toHaveAttribute('aria-expanded', 'true');

      await safety.focus();
      await page.keyboard.press('Enter');
      await expect(safety).toHaveAttribute('aria-expanded', 'true');
      await expect(accordion.getByText('about 17 minutes away', { exact: false })).toBeVisible();
      await expect(parking).toHaveAttribute('aria-expanded', 'true');

      expect(errors).toEqual([]);
    });
  });
}
