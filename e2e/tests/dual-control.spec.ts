import { account, expect, localStack, openSignedInPage, requireAccounts, test } from '../fixtures';
import { signInAs } from '../support/api-client';
import { mailedLink } from '../support/mail-catcher';

/**
 * docs/security.md, dual control: the security review's invite chain. The owner gives a $31,000
 * request its first approval, invites a reviewer (an address the owner may control), and that
 * reviewer's approval is refused on the request's page, saying why. Local stack only: the link
 * is read from the local mail catcher.
 */

requireAccounts('member', 'admin');

test.describe('dual control', localStack, () => {
  test('an approver the first approver invited is refused on the request page, saying why', async ({
    browser,
    apiUrl,
  }) => {
    const run = Date.now().toString(36);
    const member = await signInAs(apiUrl, account('member'), 'member');
    const request = await member.call<{ id: string }>('POST', '/funding-requests/member/create', {
      title: `Dual control ${run}`,
      story: 'Created by the dual-control suite.',
      category: 'community',
      amountRequested: 3_100_000,
    });
    const owner = await signInAs(apiUrl, account('admin'));
    await owner.call('PATCH', `/funding-requests/dashboard/update-funding-request/${request.id}`, {
      status: 'approved',
    });

    const person = {
      email: `dual-control-${run}@backoffice.test`,
      // Nothing of the name or email in it (the password rule refuses that).
      password: 'copper-meadow-lantern-4',
    };
    await owner.call('POST', '/staff/invitations', {
      name: `Second Hand ${run}`,
      email: person.email,
      role: 'reviewer',
    });
    const token = new URL(await mailedLink(apiUrl, person.email)).searchParams.get('token');
    const set = await fetch(`${apiUrl}/auth/set-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: person.password }),
    });
    expect(set.status).toBe(200);

    const page = await openSignedInPage(browser, person);
    try {
      await page.goto(`/submissions/ticket-details/${request.id}`);
      await expect(page.getByRole('status', { name: 'Approval' })).toHaveText(
        'Approved by Alex Admin, awaiting a second approval',
      );
      await page.getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog', { name: /Approve/ });
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        'You were invited by Alex Admin, who gave the first approval.',
      );
      // Nothing changed: still awaiting its second approval.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('status', { name: 'Approval' })).toHaveText(
        'Approved by Alex Admin, awaiting a second approval',
      );
    } finally {
      await page.context().close();
    }
  });
});
