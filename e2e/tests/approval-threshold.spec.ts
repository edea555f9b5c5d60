import { account, expect, requireAccounts, test } from '../fixtures';
import { signInAs, type ApiCaller } from '../support/api-client';
import { signInSecondStaff } from '../support/second-staff';

/**
 * A four-eyes threshold change waits for a second owner the asker did not bring in or empower
 * (docs/security.md, "No one approves alone"). The seed has one owner, so the test makes the
 * auditor an owner through the api for its own duration: an owner the asker made, who may not
 * confirm (api/test/dual-control.test.ts shows an independent owner confirming). Everything is
 * put back after. $15,000 keeps every other suite's
 * amounts on the side of the threshold they expect ($1,200 under it, $25,000 above it).
 */

requireAccounts('auditor');

const NEW_THRESHOLD = '15000';

interface StaffRow {
  id: string;
  email: string;
  role: string;
}

test('a threshold change waits; an owner the asker made cannot confirm it, and says why', async ({
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

    // The only other owner is one the asker gave the role: no second owner, so it waits its time.
    const notice = adminPage.getByRole('region', { name: 'Pending threshold change' });
    await expect(notice).toContainText('Change waiting: second approval above $15,000.00');
    await expect(notice).toContainText('Alex Admin (you)');
    await expect(notice).toContainText('unless cancelled (no other owner can confirm it)');
    await expect(notice.getByRole('button', { name: 'Confirm change' })).toHaveCount(0);
    await expect(field).toHaveAccessibleDescription(/In force: \$10,000\.00/);

    const { context, page } = await signInSecondStaff(browser, account('auditor'));
    try {
      await page.goto('/settings/approvals');
      const theirs = page.getByRole('region', { name: 'Pending threshold change' });
      await expect(theirs).toContainText('Alex Admin');
      await theirs.getByRole('button', { name: 'Confirm change' }).click();
      await expect(theirs.getByRole('alert')).toContainText(
        'You were given your role by Alex Admin, who asked for this change.',
      );
    } finally {
      await context.close();
    }

    await adminPage.reload();
    await expect(notice).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/In force: \$10,000\.00/);
    expect(
      (await owner.call<{ thresholdUsd: number }>('GET', '/settings/approval')).thresholdUsd,
    ).toBe(original);
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
