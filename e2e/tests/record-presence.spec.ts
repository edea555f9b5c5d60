import { account, expect, openSignedInPage, requireAccounts, test } from '../fixtures';
import { signInAs } from '../support/api-client';

/**
 * Presence on requests: two reviewers in their own browsers. The second sees the first on the
 * request's page and its list row, "reviewing" while the first has a decision dialog open, and
 * nothing once the first closes the tab.
 */

requireAccounts('member', 'reviewer', 'reviewer2');

test('a second reviewer sees who else has the request open, and who is deciding on it', async ({
  browser,
  apiUrl,
}) => {
  const member = await signInAs(apiUrl, account('member'), 'member');
  const title = `Seen roof ${Date.now().toString(36)}`;
  const request = await member.call<{ id: string }>('POST', '/funding-requests/member/create', {
    title,
    story: 'Created by the record presence suite.',
    category: 'community',
    amountRequested: 150_000,
  });
  const page = `/submissions/ticket-details/${request.id}`;
  const riley = await openSignedInPage(browser, account('reviewer'));
  const ana = await openSignedInPage(browser, account('reviewer2'));
  try {
    await riley.goto(page);
    await expect(riley.getByRole('heading', { name: title })).toBeVisible();
    await ana.goto(page);
    await expect(ana.getByRole('heading', { name: title })).toBeVisible();
    // From the moment the request shows: the page tells the api and hears back from it.
    const openedAt = Date.now();
    await expect(ana.getByText('Riley Reviewer is viewing', { exact: true })).toBeVisible({
      timeout: 5_000,
    });
    expect(Date.now() - openedAt).toBeLessThan(5_000);
    // Nobody is told about themselves; Riley hears of Ana too.
    await expect(ana.getByText(/^Ana Reviewer is/)).toHaveCount(0);
    await expect(riley.getByText('Ana Reviewer is viewing', { exact: true })).toBeVisible();

    // Riley opens a decision: Ana is told before she decides, on the page and in her own dialog.
    await riley.getByRole('button', { name: 'Start review' }).click();
    await expect(riley.getByRole('dialog', { name: /Start review/ })).toBeVisible();
    const reviewing = 'Riley Reviewer is reviewing this — since just now';
    await expect(ana.getByText(reviewing, { exact: true })).toBeVisible({ timeout: 5_000 });
    await ana.getByRole('button', { name: 'Start review' }).click();
    await expect(
      ana.getByRole('dialog', { name: /Start review/ }).getByText(reviewing, { exact: true }),
    ).toBeVisible();
    await ana.keyboard.press('Escape');

    // The list says it on the request's row.
    await ana.goto(`/submissions?search=${encodeURIComponent(title)}`);
    await expect(
      ana.getByRole('row', { name: new RegExp(title) }).getByText(reviewing, { exact: true }),
    ).toBeVisible();

    // Riley closes the tab: gone within 10 s.
    await riley.context().close();
    const closedAt = Date.now();
    await expect(ana.getByText(/^Riley Reviewer is/)).toHaveCount(0, { timeout: 10_000 });
    expect(Date.now() - closedAt).toBeLessThan(10_000);
  } finally {
    await riley.context().close();
    await ana.context().close();
  }
});
