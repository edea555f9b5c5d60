import type { Browser, Page } from '@playwright/test';
import { account, demoAdmin, expect, openSignedInPage, requireAccounts, test } from '../fixtures';
import { signInAs } from '../support/api-client';

requireAccounts('support', 'reviewer');

type Summary = { id: string };
type ListPage = { items: Summary[] };

/** A new browser context signed in as a staff account (the run's stored sign-in). */
const staffPage = (browser: Browser, role: 'support' | 'reviewer'): Promise<Page> =>
  openSignedInPage(browser, account(role));

test.describe('staff roles (issue 21)', () => {
  test('support sees no coupon actions, is refused when forcing one, and sees no funding decision', async ({
    browser,
    adminApi,
    apiUrl,
  }) => {
    const code = `ROLE-${Date.now().toString(36)}`.toUpperCase();
    const owner = await signInAs(apiUrl, demoAdmin);
    const coupon = await owner.call<{ id: string }>('POST', '/coupons/create', {
      code,
      discountType: 'percent',
      value: 5,
      startsAt: new Date().toISOString(),
    });
    const page = await staffPage(browser, 'support');
    try {
      await page.goto(`/coupons?search=${code}`);
      await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'New coupon' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Edit ${code}` })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Revoke ${code}` })).toHaveCount(0);
      // Reading stays open to every role: the coupon's own history shows its creation.
      await page.getByRole('button', { name: `History of ${code}` }).click();
      const history = page.getByRole('dialog', { name: `History of ${code}` });
      const changes = history.getByRole('list', { name: 'Changes' });
      await expect(changes.getByRole('listitem').first()).toContainText('Coupon created');
      await page.keyboard.press('Escape');
      await expect(history).toHaveCount(0);

      // Forcing the action's URL with this session's own token gets a refusal that says why.
      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const forced = await page.request.patch(`${apiUrl}/coupons/revoke/${coupon.id}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { reason: 'Forced' },
      });
      expect(forced.status()).toBe(403);
      expect(await forced.json()).toEqual({
        statusCode: 403,
        message: 'Only owners and finance staff can change coupons (your role: Support)',
      });

      const { items } = await adminApi.get<ListPage>('/funding-requests/dashboard/funding/list', {
        status: 'pending',
        limit: 1,
      });
      await page.goto(`/submissions/ticket-details/${items[0]!.id}`);
      // A role that may not decide sees no decision control at all, and "View only" once.
      await expect(page.getByText('View only', { exact: true })).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });

  test('the owner finds a reviewer’s decision in Settings → Activity, filtered by that request', async ({
    browser,
    adminPage,
    adminApi,
  }) => {
    const { items } = await adminApi.get<ListPage>('/funding-requests/dashboard/funding/list', {
      status: 'pending',
      sort: 'amountRequested',
      limit: 5,
    });
    const request = items[3]!;
    const reviewer = await staffPage(browser, 'reviewer');
    try {
      await reviewer.goto(`/submissions/ticket-details/${request.id}`);
      await reviewer.getByRole('button', { name: 'Approve' }).click();
      await reviewer
        .getByRole('dialog', { name: /Approve/ })
        .getByRole('button', { name: 'Approve' })
        .click();
      await expect(reviewer.getByText(/^FR-\d+ approved$/)).toBeVisible();
    } finally {
      await reviewer.context().close();
    }

    await adminPage.goto('/settings/activity');
    const filters = adminPage.getByRole('group', { name: 'Activity filters' });
    await filters.getByLabel('Entity id').fill(request.id);
    const table = adminPage.getByRole('table', { name: 'Activity' });
    // A request a member submitted during the run also has its submission in the trail.
    const row = table.getByRole('row').filter({ hasText: 'Funding status changed' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Riley Reviewer');
    await expect(row).toContainText(`Funding request ${request.id}`);
    await expect(row).toContainText('Status: Pending → Approved');
  });
});
