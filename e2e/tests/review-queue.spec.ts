import type { Page } from '@playwright/test';
import { account, expect, requireAccounts, test } from '../fixtures';
import { seriousViolations, useTheme } from '../support/axe';
import { submitPendingRequest, submitPendingRequests } from '../support/own-requests';
import { desktop, expectNoHorizontalOverflow, phone } from '../support/polish';
import { signInSecondStaff } from '../support/second-staff';
import { changeStatusThroughDialog } from '../support/steps';

/**
 * The review queue as a reviewer works it: oldest first, walked with j/k/Enter from the list, the
 * next request opening after each decision, and the counts following another reviewer's change.
 * At both sizes, one in each theme; every request decided here is the test's own.
 */

requireAccounts('member', 'reviewer2');

const LIST = '/funding-requests/dashboard/funding/list';
const SUMMARY = '/funding-requests/dashboard/funding/summary';
type ListPage = { items: { id: string; title: string }[]; total: number };
type Summary = { byStatus: Record<string, number> };

/** The requests' own links, in list order, whatever shape the rows take at this size. */
const requestLinks = (page: Page) =>
  page.getByRole('main').locator('a[href*="/submissions/ticket-details/"]');

for (const [size, viewport, theme] of [
  ['1440×900', desktop, 'light'],
  ['390×844', phone, 'dark'],
] as const) {
  test.describe(`the review queue at ${size}, ${theme}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ adminPage }) => useTheme(adminPage, theme));

    test('lists its oldest request first; j and k move the selection; ? lists the keys', async ({
      adminPage: page,
      adminApi,
    }) => {
      const [byDefault, oldest] = await Promise.all([
        adminApi.get<ListPage>(LIST, { queue: 'review', limit: 1 }),
        adminApi.get<ListPage>(LIST, { queue: 'review', sort: 'createdAt', limit: 1 }),
      ]);
      expect(byDefault.items[0]?.id).toBe(oldest.items[0]?.id);

      await page.goto('/submissions?queue=review');
      const links = requestLinks(page);
      await expect(links.first()).toHaveAttribute(
        'href',
        `/submissions/ticket-details/${oldest.items[0]!.id}?queue=review`,
      );

      await page.keyboard.press('j');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('j');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('k');
      await expect(links.nth(0)).toBeFocused();

      await page.keyboard.press('?');
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(dialog).toContainText('Open the selected request');
      expect(await seriousViolations(page), 'the list with its shortcuts').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
    });

    test('opens the next request of the queue after approving with a', async ({
      adminPage: page,
      adminApi,
      apiUrl,
    }) => {
      const { tag, requests } = await submitPendingRequests(apiUrl, adminApi, 3, 'Queue walk');
      const [first, second] = requests;
      await page.goto(`/submissions?queue=review&search=${encodeURIComponent(tag)}`);
      await expect(requestLinks(page)).toHaveCount(3);

      await page.keyboard.press('j');
      await expect(requestLinks(page).first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
      // The row's preview shows at once; deciding waits for the request's own answer.
      await expect(page.getByRole('group', { name: 'Status actions' })).toBeVisible();

      await page.keyboard.press('a');
      const dialog = page.getByRole('dialog', { name: /Approve/ });
      await expect(dialog).toContainText(`${first!.id} moves from Pending to Approved.`);
      expect(await seriousViolations(page), 'the approve dialog').toEqual([]);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`/submissions/ticket-details/${second!.id}\\?`));
      await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
      expect(await seriousViolations(page), 'the next request').toEqual([]);
    });

    test('keeps the status tabs’ counts (the only counts) with the api within 3 s of another reviewer’s change', async ({
      adminPage: page,
      adminApi,
      apiUrl,
      browser,
    }) => {
      const request = await submitPendingRequest(apiUrl, adminApi, 'Counted change');
      await page.goto(`/submissions?status=pending&search=${encodeURIComponent(request.title)}`);
      await expect(requestLinks(page)).toHaveCount(1);
      const pendingTab = page.getByRole('tab', { name: /^Pending/ });
      // The counts are those of the search in force: this one request.
      const counted = { search: request.title };
      const before = await adminApi.get<Summary>(SUMMARY, counted);
      expect(before.byStatus.pending).toBe(1);
      await expect(pendingTab).toHaveAccessibleName(`Pending (${before.byStatus.pending})`);

      const other = await signInSecondStaff(browser, account('reviewer2'));
      try {
        await other.page.goto(`/submissions/ticket-details/${request.id}`);
        await changeStatusThroughDialog(other.page, 'Start review', 'Under review');
        // Out of the queue, not out of sight: it waits in their "In review by me".
        await other.page.goto('/submissions?queue=in_review_by_me');
        await expect(requestLinks(other.page).filter({ hasText: request.title })).toHaveCount(1);
      } finally {
        await other.context.close();
      }

      const after = await adminApi.get<Summary>(SUMMARY, counted);
      expect(after.byStatus.pending).toBe(before.byStatus.pending! - 1);
      await expect(requestLinks(page)).toHaveCount(0, { timeout: 3000 });
      await expect(pendingTab).toHaveAccessibleName(`Pending (${after.byStatus.pending})`, {
        timeout: 3000,
      });
      await expect(page.getByRole('tab', { name: /^Under review/ })).toHaveAccessibleName(
        `Under review (${after.byStatus.under_review})`,
        { timeout: 3000 },
      );
    });
  });
}
