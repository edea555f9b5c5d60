import { expect, test } from '../fixtures';
import { signInAs, type ApiCaller } from '../support/api-client';

/** Issue 22: review at team scale. Every test creates its own requests with unique titles. */

const demoMember = { email: 'member@backoffice.test', password: 'member-demo-pass' };
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
  test('asking the requester takes a request out of the queue; the answer brings it back on top, marked', async ({
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

    await page.goto('/submissions?queue=review');
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
});
