import { account, demoAdmin, expect, requireAccounts, test } from '../fixtures';
import { signInAs } from '../support/api-client';

/**
 * What is due: an owner's short review target makes requests overdue; the submissions list says
 * so and puts the one due soonest first under "Due first" (the review queue's own order stays
 * oldest first), and the dashboard's card counts them. The test's own requests, with a title
 * unique to the run; the owner's targets are put back afterwards.
 */

requireAccounts('member');

type Targets = Record<string, unknown> & { reviewDecisionMinutes: number };
type Item = { id: string; title: string; overdue?: boolean };
const LIST = '/funding-requests/dashboard/funding/list';
const TARGETS = '/settings/targets';

test('a short review target: the requests show overdue, "Due first" orders them by their clocks, the dashboard counts them', async ({
  adminPage: page,
  apiUrl,
}) => {
  // The shortest target is a minute: the test waits for it to pass.
  test.setTimeout(180_000);
  const admin = await signInAs(apiUrl, demoAdmin);
  const member = await signInAs(apiUrl, account('member'), 'member');
  const tag = `Due clock ${Date.now().toString(36)}`;
  const submit = (title: string) =>
    member.call<Item>('POST', '/funding-requests/member/create', {
      title,
      story: 'Submitted by the due e2e suite.',
      category: 'community',
      amountRequested: 120_000,
    });

  // A is submitted first, but waits on its requester while B is submitted: the paused time moves
  // A's due time after B's, so "Due first" reverses the queue's oldest-first order.
  const first = await submit(`${tag} A`);
  await admin.call('PATCH', `/funding-requests/dashboard/update-funding-request/${first.id}`, {
    status: 'needs_info',
    reason: 'Which tools first?',
  });
  await submit(`${tag} B`);
  await page.waitForTimeout(1_500);
  await member.call('POST', `/funding-requests/member/answer/${first.id}`, { answer: 'Spades.' });

  const saved = await admin.call<Targets>('GET', TARGETS);
  await admin.call('PUT', TARGETS, { ...saved, reviewDecisionMinutes: 1 });
  try {
    const overdueNow = () =>
      admin.call<{ conversations: number; requests: number }>('GET', '/due/overdue');
    const before = await overdueNow();
    const ours = async () =>
      (await admin.call<{ items: Item[] }>('GET', `${LIST}?search=${encodeURIComponent(tag)}`))
        .items;
    await expect
      .poll(async () => (await ours()).filter((item) => item.overdue).length, {
        timeout: 120_000,
        intervals: [2_000],
      })
      .toBe(2);

    const table = page.getByRole('table', { name: 'Funding requests' });
    const rows = table.getByRole('row');
    await page.goto(`/submissions?queue=review&search=${encodeURIComponent(tag)}`);
    // The queue: oldest submission first, each overdue.
    await expect(rows.nth(1)).toContainText(`${tag} A`);
    await expect(rows.nth(2)).toContainText(`${tag} B`);
    for (const row of [rows.nth(1), rows.nth(2)]) await expect(row).toContainText(/Overdue/);

    await page.getByRole('button', { name: 'Due first' }).click();
    await expect(page).toHaveURL(/[?&]sort=dueAt/);
    await expect(page.getByRole('button', { name: 'Due first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows.nth(1)).toContainText(`${tag} B`);
    await expect(rows.nth(2)).toContainText(`${tag} A`);

    await page.goto('/dashboard');
    const requests = page.getByRole('link', { name: /past the decision target$/ });
    await expect(requests).toBeVisible();
    const shown = Number((await requests.innerText()).replace(/[^\d].*$/s, '').replace(/,/g, ''));
    expect(shown).toBeGreaterThanOrEqual(before.requests + 2);
    expect(shown).toBeLessThanOrEqual((await overdueNow()).requests);
    await requests.click();
    await expect(page).toHaveURL(/\/submissions\?sort=dueAt$/);
    await expect(page.getByRole('button', { name: 'Due first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows.nth(1)).toContainText(/Overdue/);
  } finally {
    await admin.call('PUT', TARGETS, saved);
  }
});
