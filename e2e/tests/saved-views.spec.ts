import type { Page } from '@playwright/test';
import { seriousViolations, useTheme, type Theme } from '../support/axe';
import { expectNoHorizontalOverflow, phone } from '../support/polish';
import { signInSecondStaff } from '../support/second-staff';
import { holdRequests } from '../support/hold-route';
import { account, expect, test } from '../fixtures';
import { savedViewsBar as savedViews } from '../areas/area-checks';

const requestLinks = (page: Page) =>
  page.getByRole('main').locator('a[href*="/submissions/ticket-details/"]');

/** Saves the list's current filters as a view through the "Save view" dialog. */
async function saveView(page: Page, name: string, options: { shared?: boolean } = {}) {
  await savedViews(page).getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  if (options.shared) await dialog.getByRole('checkbox', { name: 'Share with the team' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('saved views', () => {
  test('a saved view survives a reload and restores its filters and sort; a shared one reaches a second staff account', async ({
    adminPage: page,
    browser,
  }) => {
    const name = `Pending medical ${Date.now()}`;
    await page.goto('/submissions?status=pending&category=medical&sort=amountRequested');
    await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await saveView(page, name, { shared: true });
    const link = savedViews(page).getByRole('link', { name: `${name} · shared` });
    await expect(link).toHaveAttribute('aria-current', 'page');

    await page.goto('/submissions');
    await page.reload();
    await expect(link).not.toHaveAttribute('aria-current');
    await link.click();
    await expect(page).toHaveURL(/[?&]status=pending/);
    await expect(page).toHaveURL(/[?&]category=medical/);
    await expect(page).toHaveURL(/[?&]sort=amountRequested/);
    await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Category')).toHaveValue('medical');
    await expect(link).toHaveAttribute('aria-current', 'page');

    const other = await signInSecondStaff(browser, account('reviewer'));
    try {
      await other.page.goto('/submissions');
      const shared = savedViews(other.page).getByRole('link', { name: new RegExp(`^${name} · `) });
      await expect(shared).toBeVisible();
      // Only its owner may delete it.
      await expect(
        savedViews(other.page).getByRole('button', { name: `Delete view ${name}` }),
      ).toHaveCount(0);
      await shared.click();
      await expect(other.page.getByLabel('Category')).toHaveValue('medical');
    } finally {
      await other.context.close();
    }

    // Deleted at once; the toast's Undo brings the same view back, still shared and current.
    const deleteView = savedViews(page).getByRole('button', { name: `Delete view ${name}` });
    await deleteView.click();
    await expect(link).toHaveCount(0);
    const toast = page.getByRole('alert').filter({ hasText: `View “${name}” deleted` });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(link).toHaveAttribute('aria-current', 'page');

    await deleteView.click();
    await expect(link).toHaveCount(0);
    await page.reload();
    await expect(savedViews(page).getByRole('button', { name: 'Save view' })).toBeVisible();
    await expect(link).toHaveCount(0);
  });

  test('a private view stays its owner’s: the members list, saved and reopened', async ({
    adminPage: page,
    browser,
  }) => {
    const name = `Suspended ${Date.now()}`;
    await page.goto('/members-management?status=suspended');
    await saveView(page, name);
    await page.goto('/members-management');
    await savedViews(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(/[?&]status=suspended/);

    const other = await signInSecondStaff(browser, account('reviewer'));
    try {
      await other.page.goto('/members-management');
      await expect(savedViews(other.page).getByRole('button', { name: 'Save view' })).toBeVisible();
      await expect(savedViews(other.page).getByRole('link', { name })).toHaveCount(0);
    } finally {
      await other.context.close();
    }
  });

  test('while the views load, the filters, the tabs and the list hold still (1280 px)', async ({
    adminPage: page,
  }) => {
    // This file's views are deleted by their tests, and each worker has a stack of its own: the
    // answer here is "None yet", the one most lists get.
    await page.setViewportSize({ width: 1280, height: 800 });
    const views = await holdRequests(page, '**/saved-views?**');
    await page.goto('/submissions');
    await expect(requestLinks(page).first()).toBeVisible();
    await expect(savedViews(page)).toHaveAttribute('aria-busy', 'true');
    const positions = async () => ({
      tabs: (await page.getByRole('tablist').boundingBox())!.y,
      search: (await page.getByRole('searchbox', { name: 'Search requests' }).boundingBox())!,
      save: (await savedViews(page).getByRole('button', { name: 'Save view' }).boundingBox())!.x,
    });
    const loading = await positions();
    views.release();
    await expect(savedViews(page).getByText('None yet')).toBeVisible();
    const loaded = await positions();
    expect(loaded.tabs).toBeCloseTo(loading.tabs, 0);
    expect(loaded.search.width).toBeCloseTo(loading.search.width, 0);
    expect(loaded.save).toBeCloseTo(loading.save, 0);
  });
});

test.describe('submissions on a phone (390×844)', () => {
  test.use({ viewport: phone });

  test('the first request of the list is inside the first screen', async ({ adminPage: page }) => {
    await page.goto('/submissions');
    const first = requestLinks(page).first();
    await expect(first).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await first.boundingBox();
    expect(box, 'the first request is laid out').not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height);
    // The status tabs scroll sideways inside their own row, not the page.
    await expectNoHorizontalOverflow(page);
  });
});

for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
  test.describe(`saved views, ${theme} theme`, () => {
    test.describe.configure({ timeout: 150_000 });
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test('a list with a saved view and the save dialog pass axe', async ({ adminPage: page }) => {
      const name = `Axe ${theme} ${Date.now()}`;
      await page.goto('/coupons?status=active');
      await expect(savedViews(page).getByRole('button', { name: 'Save view' })).toBeVisible();
      await savedViews(page).getByRole('button', { name: 'Save view' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save view' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Enter a name')).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]'), 'save view dialog').toEqual([]);
      await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(savedViews(page).getByRole('link', { name })).toBeVisible();
      // The other lists with the bar are scanned with it by a11y.spec.ts.
      expect(await seriousViolations(page), 'coupons with a saved view').toEqual([]);
    });
  });
}
