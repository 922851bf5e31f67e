import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydrated, waitForSettled, waitForTransitionsToEnd } from './helpers';
import { PUBLIC_ROUTES } from './public-routes';

/** Every route of the spec (section 2): the public ones (not the not-found path) and the admin's. */
const ROUTES = [
  ...PUBLIC_ROUTES.filter((route) => route !== '/no-such-page'),
  '/admin',
  '/admin/dashboard',
  '/admin/photos',
];

for (const route of ROUTES) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await waitForSettled(page);
    if (route === '/') {
      // Hydration replaces nodes of the server's HTML: scroll once it is done.
      await waitForHydrated(page);
      // The home page loads 'Explore the Area' and the contact form as they near the viewport: bring them in first.
      await page.getByRole('heading', { level: 2, name: 'Explore the Area' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('link', { name: 'View Complete Guide' })).toBeVisible();
      await page.getByRole('heading', { level: 2, name: 'Contact the Host' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    }
    if (route === '/' || route === '/contact') {
      // Checked once the button shows its settled colour (MUI animates its colours, and a colour caught halfway
      // fails the contrast rule).
      const send = page.getByRole('button', { name: 'Send Message' });
      await expect(send).toBeEnabled();
      await expect(send).toHaveCSS('background-color', 'rgb(29, 91, 122)');
    }

    await waitForTransitionsToEnd(page);

    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = blocking.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join('; ')}`).join('\n')}`,
    );
    if (report.length) console.log(`${route}\n  ${report.join('\n  ')}`);
    expect(report).toEqual([]);
  });
}
