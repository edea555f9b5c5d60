import { account, expect, openSignedInPage, requireAccounts, test } from '../fixtures';
import { signInAs } from '../support/api-client';

/**
 * Issue 49, notifications for review events: a reviewer's first approval above the threshold
 * tells the other reviewer, whose bell counts it and whose notification opens the request.
 */

requireAccounts('member', 'reviewer', 'reviewer2');

test('a first approval above the threshold notifies the other reviewer, with a link that opens the request', async ({
  browser,
  apiUrl,
}) => {
  const member = await signInAs(apiUrl, account('member'), 'member');
  const request = await member.call<{ id: string }>('POST', '/funding-requests/member/create', {
    title: `Notified roof ${Date.now().toString(36)}`,
    story: 'Created by the review notifications suite.',
    category: 'community',
    amountRequested: 2_500_000,
  });
  const reviewer = await signInAs(apiUrl, account('reviewer'));
  await reviewer.call('PATCH', `/funding-requests/dashboard/update-funding-request/${request.id}`, {
    status: 'approved',
  });

  const second = await openSignedInPage(browser, account('reviewer2'));
  try {
    const bell = second
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const panel = second.getByRole('region', { name: 'Notifications', exact: true });
    await panel
      .getByRole('button', { name: /Awaiting your second approval/ })
      .first()
      .click();
    await expect(second).toHaveURL(new RegExp(`/submissions/ticket-details/${request.id}$`));
  } finally {
    await second.context().close();
  }
});
