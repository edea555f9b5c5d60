import type { Page } from '@playwright/test';
import { account, expect, openSignedInPage, requireAccounts, test } from '../fixtures';
import { signInAs } from '../support/api-client';
import { seriousViolations, useTheme } from '../support/axe';
import { desktop, expectNoHorizontalOverflow, phone } from '../support/polish';
import { settingsMenuLink } from '../support/steps';

/**
 * Settings is a set of pages, each with its own address, and a menu of those the person's role
 * may use (docs/design.md, "Settings").
 */

requireAccounts('auditor', 'reviewer');

const menu = (page: Page) => page.getByRole('navigation', { name: 'Settings pages' });
const menuLinks = (page: Page) => menu(page).getByRole('link');

/** The page has finished loading what it shows. */
async function settled(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

test.use({ viewport: desktop });

test('Staff and Activity load from their own addresses, also on a reload; others go to a page', async ({
  adminPage: page,
}) => {
  await page.goto('/settings/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const staff = page.getByRole('table', { name: 'Staff' });
  await expect(
    staff.getByRole('row', { name: new RegExp(account('auditor').email) }),
  ).toBeVisible();
  await expect(settingsMenuLink(page, 'Staff')).toHaveAttribute('aria-current', 'page');

  await page.goto('/settings/activity');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  // The demo admin's own sign-in, a moment ago, is in the trail.
  await expect(
    page
      .getByRole('table', { name: 'Activity' })
      .getByRole('row')
      .filter({ hasText: 'Signed in' })
      .filter({ hasText: 'Alex Admin' })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveTitle('Activity · Settings · Back-office');

  // An address Settings does not have opens its first page; the older two-factor link, Security.
  await page.goto('/settings/nothing-here');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.goto('/settings?two-factor=required');
  await expect(page).toHaveURL(/\/settings\/security\?two-factor=required$/);
  await expect(page.getByRole('form', { name: 'Set up two-factor' })).toBeVisible();
});

test('/settings is under 2 000 px tall at 1440×900', async ({ adminPage: page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your build' })).toBeVisible();
  await settled(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(2000);
});

test('the menu lists only the pages the role may use; another page says it is not allowed', async ({
  adminPage: owner,
  browser,
}) => {
  await owner.goto('/settings');
  await expect(menuLinks(owner)).toHaveText([
    'General',
    'Security',
    'Staff',
    'Activity',
    'Approvals',
    'Due targets',
    'Support',
    'Diagnostics',
    'Areas',
    'Health',
  ]);

  const auditor = await openSignedInPage(browser, account('auditor'));
  const reviewer = await openSignedInPage(browser, account('reviewer'));
  try {
    await auditor.goto('/settings');
    await expect(settingsMenuLink(auditor, 'General')).toHaveAttribute('aria-current', 'page');
    await expect(menuLinks(auditor)).toHaveText(['General', 'Security', 'Activity']);

    await reviewer.goto('/settings/staff');
    await expect(reviewer.getByText('Not available to your role')).toBeVisible();
    await expect(reviewer.getByText(/Only owners can manage staff accounts/)).toBeVisible();
    await expect(reviewer.getByRole('table', { name: 'Staff' })).toHaveCount(0);
    await expect(menuLinks(reviewer)).toHaveText(['General', 'Security']);
    await reviewer.getByRole('link', { name: 'Back to your settings' }).click();
    await expect(reviewer).toHaveURL(/\/settings$/);
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  } finally {
    await auditor.context().close();
    await reviewer.context().close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the pages pass axe (${theme} theme), and the menu works on a phone`, async ({
    browser,
  }) => {
    const page = await openSignedInPage(browser, account('admin'));
    try {
      await useTheme(page, theme);
      for (const path of ['/settings/security', '/settings/targets']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        expect(await seriousViolations(page, 'main'), `axe on ${path}`).toEqual([]);
      }

      await page.setViewportSize(phone);
      await page.goto('/settings');
      await settingsMenuLink(page, 'Activity').click();
      await expect(page).toHaveURL(/\/settings\/activity$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
      await settled(page);
      await expectNoHorizontalOverflow(page);
      expect(await seriousViolations(page, 'main'), 'axe on /settings/activity').toEqual([]);
      // The last page's link, past the row's edge at first, is brought into view.
      await page.goto('/settings/health');
      await expect(settingsMenuLink(page, 'Health')).toBeInViewport();
    } finally {
      await page.context().close();
    }
  });
}

test('an owner changes a due target; the change is kept after a reload and in the trail', async ({
  adminPage: page,
  apiUrl,
}) => {
  const owner = await signInAs(apiUrl, account('admin'));
  const original = await owner.call<Record<string, number>>('GET', '/settings/targets');
  // One hour more than now: a value no other suite expects, put back after.
  const hours = original.supportNextReplyMinutes! / 60 + 1;
  try {
    await page.goto('/settings/targets');
    const next = page.getByRole('group', { name: 'Support: next reply' });
    const time = next.getByRole('textbox', { name: 'Time' });
    const unit = next.getByRole('combobox', { name: 'Unit' });

    await time.fill('soon');
    await page.getByRole('button', { name: 'Save targets' }).click();
    await expect(time).toHaveAccessibleDescription(/Enter a number, such as 2 or 1\.5/);

    await time.fill(String(hours));
    await unit.selectOption('hours');
    await page.getByRole('button', { name: 'Save targets' }).click();
    await expect(page.getByText('Due targets saved')).toBeVisible();

    await page.reload();
    await expect(time).toHaveValue(String(hours));
    await expect(unit).toHaveValue('hours');
    expect(
      (await owner.call<Record<string, number>>('GET', '/settings/targets'))
        .supportNextReplyMinutes,
    ).toBe(hours * 60);

    await settingsMenuLink(page, 'Activity').click();
    await expect(
      page
        .getByRole('table', { name: 'Activity' })
        .getByRole('row')
        .filter({ hasText: 'Response targets changed' })
        .first(),
    ).toBeVisible();
  } finally {
    await owner.call('PUT', '/settings/targets', original);
  }
});

test("the command palette goes to each Settings page the role may use, and no other's", async ({
  adminPage: owner,
  browser,
}) => {
  const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });
  const typeInPalette = async (page: Page, text: string) => {
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await palette(page).getByRole('combobox').fill(text);
  };
  await typeInPalette(owner, 'settings activity');
  await palette(owner).getByRole('option', { name: 'Go to Settings: Activity' }).click();
  await expect(owner).toHaveURL(/\/settings\/activity$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

  const reviewer = await openSignedInPage(browser, account('reviewer'));
  try {
    await typeInPalette(reviewer, 'go to settings');
    await expect(
      palette(reviewer).getByRole('option', { name: 'Go to Settings: Security' }),
    ).toBeVisible();
    await expect(palette(reviewer).getByRole('option', { name: /^Go to Settings: / })).toHaveCount(
      1,
    );
  } finally {
    await reviewer.context().close();
  }
});
