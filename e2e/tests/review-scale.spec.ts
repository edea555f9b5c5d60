import { account, demoAdmin, expect, requireAccounts, signInThroughForm, test } from '../fixtures';
import { signInAs, type ApiCaller } from '../support/api-client';
import { approveThroughDialog } from '../support/steps';

/** Issue 22: review at team scale. Every test creates its own requests with unique titles. */

requireAccounts('member', 'reviewer2');
const demoMember = account('member');
const update = (id: string) => `/funding-requests/dashboard/update-funding-request/${id}`;
type Summary = { id: string; title: string; status: string };

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function submitRequest(member: ApiCaller, title: string): Promise<Summary> {
  return member.call<Summary>('POST', '/funding-requests/member/create', {
    title,
    story: 'Created by the review-scale suite.',
    category: 'community',
    amountRequested: 120_000,
  });
}

test.describe('issue 22: review at team scale', () => {
  test('asking the requester takes a request out of the queue; the answer brings it back in its place, marked', async ({
    adminPage: page,
    apiUrl,
  }) => {
    const member = await signInAs(apiUrl, demoMember, 'member');
    const title = unique('Community garden tools');
    const request = await submitRequest(member, title);
    const table = page.getByRole('table', { name: 'Funding requests' });
    const queueOf = (search: string) =>
      page.goto(`/submissions?queue=review&search=${encodeURIComponent(search)}`);

    await queueOf(title);
    await table.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Ask the requester' }).click();
    const dialog = page.getByRole('dialog', { name: /Ask the requester/ });
    const question = 'Which tools does the garden need first?';
    await dialog.getByRole('button', { name: 'Ask the requester' }).click();
    await expect(dialog.getByText('Write the question for the requester')).toBeVisible();
    await dialog.getByLabel('Question for the requester').fill(question);
    await dialog.getByRole('button', { name: 'Ask the requester' }).click();
    await expect(page.getByText('Status changed to Needs info')).toBeVisible();

    await queueOf(title);
    await expect(table.getByText('No funding requests')).toBeVisible();

    const reply = 'Spades and a wheelbarrow, then seeds.';
    await member.call('POST', `/funding-requests/member/answer/${request.id}`, { answer: reply });

    // Back in the queue where its submission puts it (oldest first), marked as answered.
    await queueOf(title);
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expect(first.getByText('Under review')).toBeVisible();
    await expect(first.getByText('Requester answered')).toBeVisible();

    await first.getByRole('link', { name: new RegExp(title) }).click();
    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText(
      'Requester answered from Needs info to Under review',
    );
    await expect(history.getByRole('listitem').first()).toContainText(`Answer: ${reply}`);
    await expect(history).toContainText(`Question: ${question}`);
  });

  test('bulk approve: shift-click picks a range, "all matching" spans pages, the skipped are named and stay selected', async ({
    adminPage: page,
    apiUrl,
  }) => {
    const member = await signInAs(apiUrl, demoMember, 'member');
    const admin = await signInAs(apiUrl, demoAdmin);
    const batch = unique('Bulk batch');
    const titles = Array.from(
      { length: 22 },
      (_, index) => `${batch} #${String(index + 1).padStart(2, '0')}`,
    );
    const requests: Summary[] = [];
    for (const title of titles) requests.push(await submitRequest(member, title));
    // Two may not be approved: they are funded already (one on each page of the list).
    const funded = [requests[2]!, requests[21]!];
    for (const request of funded) {
      await admin.call('PATCH', update(request.id), { status: 'approved' });
      await admin.call('PATCH', update(request.id), { status: 'funded' });
    }

    await page.goto(`/submissions?search=${encodeURIComponent(batch)}`);
    const table = page.getByRole('table', { name: 'Funding requests' });
    const box = (title: string) =>
      table.getByRole('checkbox', { name: `Select ${title}`, exact: true });
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    // Newest first: #22 on top, #03 on page 2.
    await box(titles[21]!).click();
    await box(titles[17]!).click({ modifiers: ['Shift'] });
    await expect(bar.getByText('5 selected')).toBeVisible();
    for (const index of [21, 20, 19, 18, 17]) await expect(box(titles[index]!)).toBeChecked();
    await expect(box(titles[16]!)).not.toBeChecked();

    await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(bar.getByText('20 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Select all 22 matching' }).click();
    await expect(bar.getByText('22 selected')).toBeVisible();
    // Leave two pending ones out: 20 selected, 2 of them funded.
    const leftOut = [requests[20]!, requests[19]!];
    for (const request of leftOut) await box(request.title).uncheck();
    await expect(bar.getByText('20 selected')).toBeVisible();

    await bar.getByRole('button', { name: 'Approve selected' }).click();
    // A bulk approve asks first, naming the first five requests and how many more.
    await page
      .getByRole('dialog', { name: /^Approve FR-\d+(, FR-\d+){4} and 15 more\?$/ })
      .getByRole('button', { name: 'Approve selected' })
      .click();
    const result = page.getByRole('status', { name: 'Bulk action result' });
    await expect(result.getByText('18 approved, 2 skipped: not allowed from Funded')).toBeVisible();
    const skipped = result.getByRole('list', { name: 'Skipped requests' }).getByRole('listitem');
    await expect(skipped).toHaveText(
      // In the order they were picked: #22 on page 1, then #03 from "all matching".
      [...funded]
        .reverse()
        .map((request) => `${request.id} ${request.title}: not allowed from Funded`),
      { useInnerText: true },
    );
    await expect(bar.getByText('2 selected')).toBeVisible();
    await expect(box(requests[21]!.title)).toBeChecked();
    const row = (title: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('checkbox', { name: `Select ${title}`, exact: true }) });
    await expect(row(requests[18]!.title).getByText('Approved')).toBeVisible();
    await expect(row(requests[21]!.title).getByText('Funded')).toBeVisible();
    await expect(row(requests[20]!.title).getByText('Pending')).toBeVisible();

    // Leave nothing pending behind for suites that pick the newest pending requests.
    for (const request of leftOut)
      await admin.call('PATCH', update(request.id), { status: 'rejected', reason: 'e2e batch' });
  });

  test("two admins: a change in one shows in the other's list and ticket within 2 s; a conflicting save keeps the text", async ({
    adminPage: alex,
    apiUrl,
    browser,
  }) => {
    const member = await signInAs(apiUrl, demoMember, 'member');
    const title = unique('Shared review');
    const request = await submitRequest(member, title);
    const anaContext = await browser.newContext();
    const ana = await anaContext.newPage();
    try {
      await ana.goto('/login');
      await signInThroughForm(ana, account('reviewer2'));
      await expect(ana).toHaveURL(/\/dashboard$/);
      await ana.goto(`/submissions/ticket-details/${request.id}`);
      await alex.goto(`/submissions?search=${encodeURIComponent(title)}`);
      const row = alex.getByRole('table', { name: 'Funding requests' }).getByRole('row').nth(1);
      await expect(row.getByText('Pending')).toBeVisible();

      await ana.getByRole('button', { name: 'Start review' }).click();
      await ana
        .getByRole('dialog', { name: /Start review/ })
        .getByRole('button', { name: 'Start review' })
        .click();
      await expect(ana.getByText('Status changed to Under review')).toBeVisible();
      await expect(row.getByText('Under review')).toBeVisible({ timeout: 2_000 });
      await expect(row.getByText('Changed just now')).toBeVisible();

      await row.getByRole('link', { name: new RegExp(title) }).click();
      await expect(alex.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const alexNote = alex.getByLabel('Private note');
      await alexNote.fill('Alex: the invoice looks altered');

      await ana.getByLabel('Private note').fill('Ana: invoice verified with the clinic');
      await ana.getByRole('button', { name: 'Save private note' }).click();
      await expect(ana.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
      await approveThroughDialog(ana);
      await expect(alex.getByRole('status', { name: 'Changed by someone else' })).toContainText(
        'Changed by Ana Reviewer just now',
        { timeout: 2_000 },
      );
      await expect(alex.getByRole('button', { name: 'Mark as funded' })).toBeVisible({
        timeout: 2_000,
      });
      await expect(alexNote).toHaveValue('Alex: the invoice looks altered');

      await alex.getByRole('button', { name: 'Save private note' }).click();
      await expect(
        alex.getByText('Not saved: Ana Reviewer changed this request since you opened it'),
      ).toBeVisible();
      await expect(alexNote).toHaveValue('Alex: the invoice looks altered');
    } finally {
      await anaContext.close();
    }
  });
});
