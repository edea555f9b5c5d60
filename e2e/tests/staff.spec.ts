import { demoAdmin, expect, localStack, signInThroughForm, test } from '../fixtures';
import { seriousViolations, useTheme } from '../support/axe';
import { inviteStaff } from '../support/invite-staff';
import { mailedLink } from '../support/mail-catcher';
import { submitNewPassword } from '../support/set-password';

/**
 * Issue 21, Settings → Staff. Each run invites a person of its own (a unique email). The link is
 * read from the local mail catcher, so this runs on the local stack only.
 */
test.describe('the staff screen (issue 21)', localStack, () => {
  test('the owner invites a person who sets a password and signs in; disabling them ends their session', async ({
    browser,
    page: adminPage,
    apiUrl,
  }) => {
    const run = Date.now().toString(36);
    const person = {
      name: `Invited ${run}`,
      email: `invited-${run}@backoffice.test`,
      // Neither the name nor the email may be in it (the password rule), so not `run` either.
      password: `steady harbour ${Math.random().toString(36).slice(2, 8)}`,
    };
    // Signed in now: inviting and disabling need the password from the last ten minutes.
    await adminPage.goto('/login');
    await signInThroughForm(adminPage, demoAdmin);
    await expect(adminPage).toHaveURL(/\/dashboard$/);
    await inviteStaff(adminPage, person);
    const link = await mailedLink(apiUrl, person.email);
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
      await submitNewPassword(page, person.password);
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

      await adminPage.getByRole('button', { name: `Actions for ${person.name}` }).click();
      await adminPage.getByRole('menuitem', { name: `Disable ${person.name}` }).click();
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
