import { endpoints } from '@backoffice/shared/contract';
import type { Page, Response } from '@playwright/test';
import { demoAdmin, expect, localStack, navName, signInThroughForm, test } from '../fixtures';
import { signInAs } from '../support/api-client';
import { mailedLink } from '../support/mail-catcher';
import { enrolThroughForm } from '../support/two-factor';

const ENROLMENT = /\/settings\/security\?two-factor=required$/;

/** The dashboard's own data: refused while the account must enrol, served once it has. */
const dashboardData = (page: Page, status: number) =>
  page.waitForResponse(
    (response: Response) =>
      new URL(response.url()).pathname.startsWith(endpoints.fundingSummary.path) &&
      response.status() === status,
  );

/**
 * docs/security.md: when an owner requires two-factor for a role, an account of it that has not
 * enrolled may only enrol. The api refuses its other calls; the dashboard sends it to the set-up
 * from any page, and once it has enrolled the same session reaches every page. Local stack only:
 * the person is invited through the mail catcher.
 */
test.describe('a role that must use two-factor', localStack, () => {
  test('an unenrolled account is kept at the set-up until it enrols, then works on without signing in again', async ({
    page,
    apiUrl,
  }) => {
    const run = Date.now().toString(36);
    const person = {
      email: `required-${run}@backoffice.test`,
      password: 'copper-kettle-meadow-42',
    };
    const owner = await signInAs(apiUrl, demoAdmin);
    await owner.call('POST', endpoints.inviteStaff.path, {
      name: `Required ${run}`,
      email: person.email,
      role: 'finance',
    });
    const token = new URL(await mailedLink(apiUrl, person.email)).searchParams.get('token');
    const set = await fetch(new URL(endpoints.setPassword.path, apiUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: person.password }),
    });
    expect(set.status).toBe(200);
    await owner.call('PUT', endpoints.updateMfaPolicy.path, { requiredRoles: ['finance'] });
    try {
      await page.goto('/login');
      await signInThroughForm(page, person);
      await expect(page).toHaveURL(ENROLMENT);

      // Straight to another page: the api refuses its data and the page goes to the set-up.
      const refused = dashboardData(page, 403);
      await page.goto('/dashboard');
      await refused;
      await expect(page).toHaveURL(ENROLMENT);

      await enrolThroughForm(page);

      const served = dashboardData(page, 200);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: navName('Dashboard') })
        .click();
      await served;
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    } finally {
      await owner.call('PUT', endpoints.updateMfaPolicy.path, { requiredRoles: [] });
    }
  });
});
