import { account, expect, requireAccounts, test } from '../fixtures';
import { signInAs, type ApiCaller } from '../support/api-client';
import { signInSecondStaff } from '../support/second-staff';

/**
 * A four-eyes threshold change by one owner waits until a second owner confirms it (docs/security.md,
 * "Segregation of duties"). The seed has one owner, so the test makes the auditor an owner through
 * the api for its own duration and puts everything back after. $15,000 keeps every other suite's
 * amounts on the side of the threshold they expect ($1,200 under it, $25,000 above it).
 */

requireAccounts('auditor');

const NEW_THRESHOLD = '15000';

interface StaffRow {
  id: string;
  email: string;
  role: string;
}

test('a threshold change by one owner is pending until a second owner confirms it', async ({
  browser,
  adminPage,
  apiUrl,
}) => {
  const owner = await signInAs(apiUrl, account('admin'));
  const auditorEmail = account('auditor').email;
  const staff = await owner.call<StaffRow[]>('GET', '/staff');
  const auditor = staff.find((row) => row.email === auditorEmail)!;
  const { thresholdUsd: original } = await owner.call<{ thresholdUsd: number }>(
    'GET',
    '/settings/approval',
  );
  await owner.call('PATCH', `/staff/${auditor.id}/role`, { role: 'owner' });
  let second: ApiCaller | undefined;
  try {
    await adminPage.goto('/settings/approvals');
    const approvals = adminPage.getByRole('form', { name: 'Four-eyes approval' });
    const field = approvals.getByLabel('Second approval above (US dollars)');
    await field.fill(NEW_THRESHOLD);
    await approvals.getByRole('button', { name: 'Ask for this threshold' }).click();

    const notice = adminPage.getByRole('region', { name: 'Pending threshold change' });
    await expect(notice).toContainText('Change waiting: second approval above $15,000.00');
    await expect(notice).toContainText('Alex Admin (you)');
    await expect(notice).toContainText('When another owner confirms it');
    await expect(notice.getByRole('button', { name: 'Confirm change' })).toHaveCount(0);
    await expect(field).toHaveAccessibleDescription(/In force: \$10,000\.00/);

    // Still waiting after a reload, and the rule still uses the old amount.
    await adminPage.reload();
    await expect(notice).toBeVisible();
    expect(
      (await owner.call<{ thresholdUsd: number }>('GET', '/settings/approval')).thresholdUsd,
    ).toBe(original);

    const { context, page } = await signInSecondStaff(browser, account('auditor'));
    try {
      await page.goto('/settings/approvals');
      const theirs = page.getByRole('region', { name: 'Pending threshold change' });
      await expect(theirs).toContainText('Asked by');
      await expect(theirs).toContainText('Alex Admin');
      await expect(theirs.getByRole('button', { name: 'Cancel change' })).toHaveCount(0);
      await theirs.getByRole('button', { name: 'Confirm change' }).click();
      await expect(theirs).toHaveCount(0);
      await expect(
        page.getByLabel('Second approval above (US dollars)'),
      ).toHaveAccessibleDescription(/In force: \$15,000\.00/);
    } finally {
      await context.close();
    }

    await adminPage.reload();
    await expect(field).toHaveAccessibleDescription(/In force: \$15,000\.00/);
    await expect(notice).toHaveCount(0);
    second = await signInAs(apiUrl, account('auditor'));
  } finally {
    second ??= await signInAs(apiUrl, account('auditor'));
    const now = await owner.call<{ thresholdUsd: number; pending: unknown }>(
      'GET',
      '/settings/approval',
    );
    if (now.pending) await owner.call('DELETE', '/settings/approval/pending');
    if (now.thresholdUsd !== original) {
      await owner.call('PUT', '/settings/approval', { thresholdUsd: original });
      await second.call('POST', '/settings/approval/confirm');
    }
    await owner.call('PATCH', `/staff/${auditor.id}/role`, { role: 'auditor' });
  }
});
