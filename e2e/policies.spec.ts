import { expect, test } from '@playwright/test';
import { collectConsoleErrors, waitForHydrated } from './helpers';

const LEGAL = [
  { path: '/cancellation-policy', title: 'Cancellation Policy', link: 'Cancellation Policy' },
  { path: '/terms', title: 'Terms of Service', link: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy', link: 'Privacy Policy' },
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`policies at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('/policies shows cancellation, deposits and fees, damage and liability and an FAQ', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/policies');
      await waitForHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle('Policies | Grantham Lake House');

      for (const name of [
        'Cancellation Policy',
        'Deposits and Fees',
        'Damage and Liability',
        'Frequently Asked Questions',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      for (const text of [
        '14 or more days before check-in (11:59 PM Eastern)',
        '50% refund of the accommodation cost if you cancel from 13 to 7 days before check-in.',
        'less than 7 days before check-in, for a no-show, or for an early departure',
        'Service fees are non-refundable.',
        'within 5-7 business days',
        'valid for 12 months',
        '$250 authorization on your card, released within 7 days after checkout',
        'Pet violation: $500',
        'Smoking violation: $500',
        'up to $1,000,000',
        'up to 1 week',
      ]) {
        await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      }

      const faq = page.getByRole('button', { name: 'Can I bring my dog?' });
      await faq.click();
      await expect(faq).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('No pets are allowed, with no exceptions.', { exact: false })).toBeVisible();
      await expect(page.getByTestId('contact-block')).toContainText('2-4 hours');
      expect(errors).toEqual([]);
    });

    for (const doc of LEGAL) {
      test(`${doc.path} shows its last-updated date, a contact block and links to the other two`, async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await page.goto(doc.path);
        await waitForHydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(`${doc.title} | Grantham Lake House`);
        await expect(page.getByText('Last updated August 20, 2025')).toBeVisible();
        await expect(page.getByTestId('contact-block')).toBeVisible();
        const related = page.getByTestId('related-policies');
        for (const other of LEGAL.filter((o) => o.path !== doc.path)) {
          await expect(related.getByRole('link', { name: other.link })).toHaveAttribute('href', other.path);
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

test('legal pages link to each other with client-side navigation', async ({ page }) => {
  await page.goto('/cancellation-policy');
  await waitForHydrated(page);
  await expect(
    page.getByText('50% refund if you cancel less than 14 days but up to 1 week before check-in.'),
  ).toBeVisible();
  await page.getByTestId('related-policies').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('at least 30 days ahead', { exact: false })).toBeVisible();
  await page.getByTestId('related-policies').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('retained up to 7 years', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy | Grantham Lake House');
});

test('/privacy#cookies scrolls to the cookies section', async ({ page }) => {
  await page.goto('/privacy#cookies');
  await waitForHydrated(page);
  const cookies = page.locator('#cookies');
  await expect(cookies.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInViewport();
});
