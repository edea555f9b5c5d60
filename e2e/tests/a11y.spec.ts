import type { Page } from '@playwright/test';
import { seriousViolations, useTheme, type Theme } from '../support/axe';
import { expect, signInThroughForm, test, type AdminApi } from '../fixtures';

type Page_<T> = { items: T[] };
type Summary = { id: string; title: string };

/**
 * axe (WCAG 2 A + AA) over every screen and every dialog, in both themes: no serious or critical
 * violation. Screens are scanned once loaded (their data in place); dialogs with the dialog open.
 */
const expectNoSerious = async (page: Page, what: string, include?: string) =>
  expect(await seriousViolations(page, include), what).toEqual([]);

async function pendingRequest(api: AdminApi): Promise<Summary> {
  const page = await api.get<Page_<Summary>>('/funding-requests/dashboard/funding/list', {
    status: 'pending',
    sort: '-amountRequested',
    from: '2020-01-01',
    limit: 30,
  });
  return page.items[20]!;
}

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

    test('submissions list, ticket details and its dialogs', async ({
      adminPage: page,
      adminApi,
    }) => {
      await page.goto('/submissions');
      await expect(
        page.getByRole('table', { name: 'Funding requests' }).getByRole('row').nth(1),
      ).toBeVisible();
      await expectNoSerious(page, 'submissions list');

      const request = await pendingRequest(adminApi);
      await page.goto(`/submissions/ticket-details/${request.id}`);
      await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
      await expectNoSerious(page, 'ticket details');

      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('dialog', { name: /Approve/ })).toBeVisible();
      await expectNoSerious(page, 'approve confirm dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Reject' }).click();
      const reject = page.getByRole('dialog', { name: /Reject/ });
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expect(reject.getByText('A reason is required to reject a request')).toBeVisible();
      await expectNoSerious(page, 'reject with reason dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await expectNoSerious(page, 'keyboard shortcuts help', '[role="dialog"]');
    });

    test('members list, member profile and the suspend dialog', async ({ adminPage: page }) => {
      await page.goto('/members-management?status=active');
      const table = page.getByRole('table', { name: 'Members' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expectNoSerious(page, 'members list');

      await table.getByRole('row').nth(1).getByRole('link').first().click();
      const account = page.getByRole('region', { name: 'Account' });
      await expect(account).toBeVisible();
      await expectNoSerious(page, 'member profile');

      await account.getByRole('button', { name: 'Suspend member' }).click();
      const suspend = page.getByRole('dialog', { name: /^Suspend / });
      await suspend.getByRole('button', { name: 'Suspend' }).click();
      await expect(suspend.getByText('Enter a reason for the suspension')).toBeVisible();
      await expectNoSerious(page, 'suspend dialog with its error', '[role="dialog"]');
    });

    test('support with a conversation open', async ({ adminPage: page }) => {
      await page.goto('/support');
      const rooms = page.getByRole('complementary', { name: 'Conversations' });
      await rooms.getByRole('link').first().click();
      await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
      await expectNoSerious(page, 'support');
    });

    test('coupons and the create, edit and revoke dialogs', async ({ adminPage: page }) => {
      await page.goto('/coupons?status=active');
      const row = page.getByRole('table', { name: 'Coupons' }).getByRole('row').nth(1);
      await expect(row).toBeVisible();
      await expectNoSerious(page, 'coupons');

      await page.getByRole('button', { name: 'New coupon' }).first().click();
      const create = page.getByRole('dialog', { name: 'New coupon' });
      await create.getByRole('button', { name: 'Create coupon' }).click();
      await expectNoSerious(page, 'create coupon dialog with errors', '[role="dialog"]');
      await create.getByRole('button', { name: 'Cancel' }).click();

      await row.getByRole('button', { name: /^Edit / }).click();
      await expect(page.getByRole('dialog', { name: /^Edit coupon/ })).toBeVisible();
      await expectNoSerious(page, 'edit coupon dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');

      await row.getByRole('button', { name: /^Revoke / }).click();
      await expect(page.getByRole('dialog', { name: /^Revoke coupon/ })).toBeVisible();
      await expectNoSerious(page, 'revoke dialog', '[role="dialog"]');
    });
  });
}
