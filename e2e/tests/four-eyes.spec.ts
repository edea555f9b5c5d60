import { account, expect, openSignedInPage, requireAccounts, test } from '../fixtures';
import { signInAs } from '../support/api-client';
import { textLines } from '../support/polish';
import { approveThroughDialog } from '../support/steps';

/**
 * Issue 21 item 2, four-eyes approval: above the threshold ($10,000 by default) one reviewer's
 * approval waits, a second reviewer completes it, and the owner finds both in Settings → Activity.
 * The request is this test's own, above the threshold, with a unique title.
 */

requireAccounts('member', 'reviewer', 'reviewer2');

test('a reviewer’s approval above the threshold waits; a second reviewer completes it; the owner finds both', async ({
  browser,
  adminPage,
  apiUrl,
}) => {
  const member = await signInAs(apiUrl, account('member'), 'member');
  const title = `Community hall roof ${Date.now().toString(36)}`;
  const request = await member.call<{ id: string }>('POST', '/funding-requests/member/create', {
    title,
    story: 'Created by the four-eyes suite.',
    category: 'community',
    amountRequested: 2_500_000,
  });

  const first = await openSignedInPage(browser, account('reviewer'));
  try {
    await first.goto(`/submissions/ticket-details/${request.id}`);
    await first.getByRole('button', { name: 'Approve' }).click();
    const dialog = first.getByRole('dialog', { name: /Approve/ });
    // The dialog says what the click does: a first approval, not a move to Approved.
    await expect(dialog).toContainText(
      `Records the first approval: ${request.id} is above the second-approval threshold`,
    );
    await expect(dialog).not.toContainText('to Approved');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const approval = first.getByRole('status', { name: 'Approval' });
    await expect(approval).toHaveText('Approved by Riley Reviewer, awaiting a second approval');
    await expect(
      first.getByRole('list', { name: 'History' }).getByRole('listitem').first(),
    ).toContainText(
      'First approval given, awaiting a second reviewer from Pending to Under review by Riley Reviewer',
    );
    const again = first.getByRole('group', { name: 'Status actions' }).getByRole('button', {
      name: 'Approve',
    });
    await expect(again).toBeDisabled();
    await expect(again).toHaveAccessibleDescription(
      'You gave the first approval: another reviewer must complete it or send it back.',
    );
  } finally {
    await first.context().close();
  }

  const second = await openSignedInPage(browser, account('reviewer2'));
  try {
    await second.goto(`/submissions?queue=second_approval&search=${encodeURIComponent(title)}`);
    const row = second
      .getByRole('table', { name: 'Funding requests' })
      .getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Approved by Riley Reviewer, awaiting a second approval');
    // The long badge wraps in its own width: the title keeps two lines at most, the id one.
    const [titleLines, idLines] = await textLines(
      row.getByText(title, { exact: true }).or(row.getByText(request.id, { exact: true })),
    );
    expect(titleLines?.lines).toBeLessThanOrEqual(2);
    expect(idLines?.lines).toBe(1);
    await row.getByRole('link', { name: new RegExp(title) }).click();
    await second.getByRole('button', { name: 'Approve' }).click();
    await expect(second.getByRole('dialog', { name: /Approve/ })).toContainText(
      `Gives the second approval after Riley Reviewer's: ${request.id} moves from Under review to Approved.`,
    );
    await second.keyboard.press('Escape');
    await approveThroughDialog(second);
  } finally {
    await second.context().close();
  }

  await adminPage.goto('/settings/activity');
  await adminPage
    .getByRole('group', { name: 'Activity filters' })
    .getByLabel('Entity id')
    .fill(request.id);
  const rows = adminPage.getByRole('table', { name: 'Activity' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Ana Reviewer');
  await expect(rows.nth(1)).toContainText('Funding status changed');
  await expect(rows.nth(1)).toContainText(
    'Status: Under review → Approved; First approval by: Riley Reviewer',
  );
  await expect(rows.nth(2)).toContainText('Riley Reviewer');
  await expect(rows.nth(2)).toContainText('First approval, awaiting a second');
  await expect(rows.nth(2)).toContainText('Status: Pending → Under review');
  // Each row links to its record.
  await expect(
    rows.nth(1).getByRole('link', { name: `Funding request ${request.id}` }),
  ).toHaveAttribute('href', `/submissions/ticket-details/${request.id}`);
  await expect(rows.nth(3)).toContainText('Funding request submitted');
});
