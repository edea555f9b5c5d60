import { demoAdmin, expect, localStack, signInThroughForm, test } from '../fixtures';
import { mailedLink, totpCode } from '../support/mail-catcher';
import { submitNewPassword } from '../support/set-password';
import { enrolThroughForm } from '../support/two-factor';

/**
 * docs/security.md: an invitation's link goes by email to the person (read here from the local
 * mail catcher), never to the owner's screen; the person sets a password, turns on two-factor
 * and signs in with a code. Local stack only: a deployment has no /dev/mail.
 */
test.describe('staff sign-in security', localStack, () => {
  test('an invited reviewer sets a password from the mailed link, enrols TOTP and signs in with a code', async ({
    browser,
    page: ownerPage,
    apiUrl,
  }) => {
    const run = Date.now().toString(36);
    const person = {
      name: `Two-factor ${run}`,
      email: `two-factor-${run}@backoffice.test`,
      // Nothing of the name or email in it (the password rule refuses that).
      password: 'amber-lighthouse-orchard-7',
    };
    // The owner signs in now, so inviting needs no second password prompt.
    await ownerPage.goto('/login');
    await signInThroughForm(ownerPage, demoAdmin);
    await expect(ownerPage).toHaveURL(/\/dashboard$/);
    await ownerPage.goto('/settings/staff');
    const invite = ownerPage.getByRole('form', { name: 'Invite staff' });
    await invite.getByLabel('Name').fill(person.name);
    await invite.getByLabel('Email').fill(person.email);
    await invite.getByLabel('Role').selectOption({ label: 'Reviewer' });
    await invite.getByRole('button', { name: 'Invite staff' }).click();
    await expect(ownerPage.getByRole('status', { name: 'Invitation sent' })).toContainText(
      `Invitation sent to ${person.email}`,
    );

    const link = await mailedLink(apiUrl, person.email);
    const token = new URL(link).searchParams.get('token')!;
    expect(await ownerPage.content()).not.toContain(token);

    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(link);
      await submitNewPassword(page, person.password);
      await expect(page).toHaveURL(/\/login$/);
      await signInThroughForm(page, person);
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto('/settings/security');
      await page.getByRole('button', { name: 'Set up two-factor' }).click();
      const secret = await enrolThroughForm(page);

      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login/);
      await signInThroughForm(page, person);
      const code = page.getByLabel('Authentication code');
      await expect(code).toBeVisible();
      // The enrolment used this half-minute's code; the next one is accepted (one step of drift).
      await code.fill(totpCode(secret, 1));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    } finally {
      await context.close();
    }
    expect(await ownerPage.content()).not.toContain(token);
  });
});
