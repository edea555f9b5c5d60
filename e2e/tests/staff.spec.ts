import { expect, signInThroughForm, test } from '../fixtures';
import { seriousViolations, useTheme } from '../support/axe';

/**
 * Issue 21, Settings → Staff. Each run invites a person of its own (a unique email), so it also
 * runs against a long-lived deployment, which keeps the accounts earlier runs invited.
 */
test.describe('the staff screen (issue 21)', () => {
  test('the owner invites a person who sets a password and signs in; disabling them ends their session', async ({
    browser,
    adminPage,
  }) => {
    const run = Date.now().toString(36);
    const person = {
      name: `Invited ${run}`,
      email: `invited-${run}@backoffice.test`,
      password: `a-password-of-${run}`,
    };
    await adminPage.goto('/settings');
    const invite = adminPage.getByRole('form', { name: 'Invite staff' });
    await invite.getByLabel('Name').fill(person.name);
    await invite.getByLabel('Email').fill(person.email);
    await invite.getByLabel('Role').selectOption({ label: 'Support' });
    await invite.getByRole('button', { name: 'Invite staff' }).click();
    const link = await adminPage.getByLabel(`Invitation link for ${person.email}`).inputValue();
    expect(new URL(link).pathname).toBe('/set-password');
    const staffTable = adminPage.getByRole('table', { name: 'Staff' });
    await expect(staffTable.getByRole('row', { name: new RegExp(person.email) })).toContainText(
      'Invited',
    );
    expect(await seriousViolations(adminPage, 'main')).toEqual([]);

    // The person opens the link in a browser of their own (in the dark theme).
    const context = await browser.newContext();
    const page = await context.newPage();
    await useTheme(page, 'dark');
    try {
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
      // It says whose account the link is for.
      await expect(page.getByText(`${person.name}’s staff account`)).toContainText(person.email);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('New password', { exact: true }).fill(person.password);
      await page.getByLabel('Confirm new password').fill(person.password);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status')).toContainText(
        `Your password is set. Sign in as ${person.email} with it.`,
      );
      await signInThroughForm(page, person);
      await expect(page).toHaveURL(/\/dashboard$/);

      // The link worked once: opened again, it says so before any password is typed.
      await page.goto(link);
      await expect(page.getByRole('alert')).toContainText('invalid, expired or already used');
      await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);

      await adminPage.getByRole('button', { name: `Disable ${person.name}` }).click();
      await adminPage
        .getByRole('dialog', { name: `Disable ${person.name}?` })
        .getByRole('button', { name: 'Disable account' })
        .click();
      await expect(staffTable.getByRole('row', { name: new RegExp(person.email) })).toContainText(
        'Disabled',
      );

      // Their open session is over: the next request sends them to the sign-in page.
      await page.goto('/settings');
      await expect(page).toHaveURL(/\/login/);
    } finally {
      await context.close();
    }
  });
});
