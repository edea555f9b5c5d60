import type { Page } from '@playwright/test';
import { seriousViolations, useTheme, type Theme } from '../support/axe';
import { areas, expect, signInThroughForm, test } from '../fixtures';

/**
 * axe (WCAG 2 A + AA) over every screen and every dialog, in both themes: no serious or critical
 * violation. Screens are scanned once loaded (their data in place); dialogs with the dialog open. Each
 * area's screens are its own declaration (e2e/areas/); a new area's page is scanned by default.
 */
const expectNoSerious = async (page: Page, what: string, include?: string) =>
  expect(await seriousViolations(page, include), what).toEqual([]);

for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
  test.describe(`${theme} theme`, () => {
    // Several full axe scans per test; on a shared 2-core machine each takes seconds.
    test.describe.configure({ timeout: 150_000 });
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test('login screen', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectNoSerious(page, 'login');
      // With the form's own errors showing.
      await signInThroughForm(page, { email: 'not-an-email', password: 'x' });
      await expect(page.getByText('Enter a valid email address')).toBeVisible();
      await expectNoSerious(page, 'login with errors');
    });

    test('dashboard, notifications panel, settings', async ({ adminPage: page }) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('list', { name: 'Latest notifications' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Oldest pending requests' })).toBeVisible();
      await expectNoSerious(page, 'dashboard');

      await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
      const panel = page.getByRole('banner').getByRole('region', { name: 'Notifications' });
      await expect(panel.getByRole('listitem').first()).toBeVisible();
      await expectNoSerious(page, 'notifications panel');
      await page.keyboard.press('Escape');

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expectNoSerious(page, 'settings');
    });

    for (const area of areas) {
      test(`${area.nav}: its screens and dialogs`, async ({ adminPage: page, adminApi }) => {
        await area.a11y({
          page,
          adminApi,
          scan: (what, include) => expectNoSerious(page, what, include),
        });
      });
    }
  });
}
