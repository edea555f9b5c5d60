import { seriousViolations, useTheme } from '../support/axe';
import { account, expect, openSignedInPage, requireAccounts, test } from '../fixtures';

// Settings shows each person what they can use: Diagnostics (manifests, previews) to owners, the
// review shortcuts to those who review; the role on one line. Diagnostics opened by another role
// says it is not for them.

requireAccounts('support', 'reviewer');

test('the owner sees Diagnostics and the shortcuts; the role is one line', async ({
  adminPage: page,
}) => {
  await page.goto('/settings/diagnostics');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview in this tab' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  const profile = page.getByRole('definition').filter({ hasText: /account\)$/ });
  await expect(profile).toHaveText('Owner (admin account)');
  await expect(page.getByRole('term').filter({ hasText: 'Staff role' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`support staff see neither; a reviewer sees the shortcuts only (${theme} theme)`, async ({
    browser,
  }) => {
    const support = await openSignedInPage(browser, account('support'));
    const reviewer = await openSignedInPage(browser, account('reviewer'));
    try {
      for (const page of [support, reviewer]) {
        await useTheme(page, theme);
        await page.goto('/settings');
        await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Diagnostics' })).toHaveCount(0);
        await page.goto('/settings/diagnostics');
        await expect(page.getByText('Not available to your role')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Preview in this tab' })).toHaveCount(0);
        await page.goto('/settings');
      }
      await expect(support.getByRole('heading', { name: 'Keyboard shortcuts' })).toHaveCount(0);
      await expect(support.getByText('Support (admin account)')).toBeVisible();
      await expect(reviewer.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
      expect(await seriousViolations(support, 'main'), 'axe on settings').toEqual([]);
    } finally {
      await support.context().close();
      await reviewer.context().close();
    }
  });
}
