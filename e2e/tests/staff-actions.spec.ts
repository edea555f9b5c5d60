import type { Room } from '@backoffice/shared/contract';
import type { Page } from '@playwright/test';
import { account, expect, openSignedInPage, requireAccounts, test } from '../fixtures';
import { signInAs, type ApiCaller } from '../support/api-client';

/**
 * The staff actions table, as each role meets it: a bulk approve asks first, naming the requests;
 * a read-only role sees no controls and one "View only"; notifications and chat badges reach only
 * who can act; the bell follows within 2 s; Resolve offers a lasting Undo; a decision's toast names
 * the request.
 */

requireAccounts('member', 'reviewer', 'reviewer2', 'finance', 'auditor');

/** This run's own titles: a deployment keeps what earlier runs created. */
const run = Date.now().toString(36);
let counter = 0;
async function submit(
  apiUrl: string,
  amountRequested: number,
): Promise<{ id: string; title: string }> {
  const member = await signInAs(apiUrl, account('member'), 'member');
  counter += 1;
  const title = `Actions table ${run} ${counter}`;
  const request = await member.call<{ id: string }>('POST', '/funding-requests/member/create', {
    title,
    story: 'Created by the staff actions suite.',
    category: 'community',
    amountRequested,
  });
  return { id: request.id, title };
}

const statusOf = async (caller: ApiCaller, id: string) =>
  (
    await caller.call<{ status: string }>(
      'GET',
      `/funding-requests/dashboard/funding?id=${encodeURIComponent(id)}`,
    )
  ).status;

/** The bell's unread count, from its accessible name ("Notifications, 3 unread"). */
async function bellCount(page: Page): Promise<number> {
  const name = await page
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
}

test('a bulk approve asks first, naming both requests and the first approval, and changes nothing until confirmed', async ({
  browser,
  apiUrl,
}) => {
  const small = await submit(apiUrl, 50_000);
  const large = await submit(apiUrl, 2_500_000);
  const reviewerApi = await signInAs(apiUrl, account('reviewer'));
  const reviewer = await openSignedInPage(browser, account('reviewer'));
  try {
    const table = reviewer.getByRole('table', { name: 'Funding requests' });
    await reviewer.goto(`/submissions?search=${encodeURIComponent(`Actions table ${run}`)}`);
    for (const request of [small, large]) {
      await table.getByRole('checkbox', { name: `Select ${request.title}` }).check();
    }
    await reviewer.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = reviewer.getByRole('dialog', { name: `Approve ${small.id}, ${large.id}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`only a first approval: ${large.id}`);
    // Nothing changed while the dialog asks.
    expect(await statusOf(reviewerApi, small.id)).toBe('pending');
    expect(await statusOf(reviewerApi, large.id)).toBe('pending');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await statusOf(reviewerApi, small.id)).toBe('pending');

    await reviewer.getByRole('button', { name: 'Approve selected' }).click();
    await dialog.getByRole('button', { name: 'Approve selected' }).click();
    const result = reviewer.getByRole('status', { name: 'Bulk action result' });
    await expect(result.getByRole('list', { name: 'Changed requests' })).toContainText(
      `${small.id} ${small.title}`,
    );
    await expect(result.getByRole('list', { name: 'Awaiting a second approval' })).toContainText(
      `${large.id} ${large.title}`,
    );
  } finally {
    await reviewer.context().close();
  }
});

test('the auditor sees no decision buttons and one "View only"', async ({ browser, apiUrl }) => {
  const request = await submit(apiUrl, 50_000);
  const auditor = await openSignedInPage(browser, account('auditor'));
  try {
    await auditor.goto(`/submissions/ticket-details/${request.id}`);
    await expect(auditor.getByRole('heading', { level: 1, name: request.title })).toBeVisible();
    await expect(auditor.getByText('View only', { exact: true })).toHaveCount(1);
    for (const name of ['Approve', 'Reject', 'Start review', 'Ask the requester']) {
      await expect(auditor.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(auditor.getByLabel('Note to requester')).toHaveCount(0);
    await expect(auditor.getByText(/^Only owners/)).toHaveCount(0);
  } finally {
    await auditor.context().close();
  }
});

test('finance hears of no threshold change and sees no chat badge or card', async ({
  browser,
  apiUrl,
}) => {
  const since = Date.now();
  const owner = await signInAs(apiUrl, account('admin'));
  // Another owner's request would wait for confirmation; the demo owner's waits 24 h. Withdrawn
  // straight after, so the threshold stays as it was.
  await owner.call('PUT', '/settings/approval', { thresholdUsd: 4_200_000 });
  await owner.call('DELETE', '/settings/approval/pending');
  const ownersNotes = await owner.call<{ items: { title: string; createdAt: string }[] }>(
    'GET',
    '/notification?limit=50',
  );
  expect(
    ownersNotes.items.some(
      (note) =>
        note.title === 'Approval threshold change requested' &&
        Date.parse(note.createdAt) >= since - 1000,
    ),
  ).toBe(true);

  const financeApi = await signInAs(apiUrl, account('finance'));
  const financeNotes = await financeApi.call<{ items: { title: string; createdAt: string }[] }>(
    'GET',
    '/notification?limit=100',
  );
  expect(
    financeNotes.items.filter(
      (note) => /threshold/i.test(note.title) && Date.parse(note.createdAt) >= since - 1000,
    ),
  ).toEqual([]);

  const finance = await openSignedInPage(browser, account('finance'));
  try {
    const nav = finance.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /Support/ })).toBeVisible();
    await expect(nav.getByTestId('support-unread')).toHaveCount(0);
    await expect(nav.getByTestId('support-awaiting')).toHaveCount(0);
    await expect(finance.getByText('Unread support messages')).toHaveCount(0);
  } finally {
    await finance.context().close();
  }
});

test('the second reviewer’s bell rises within 2 s of a first approval, with no reload', async ({
  browser,
  apiUrl,
}) => {
  const request = await submit(apiUrl, 2_500_000);
  const second = await openSignedInPage(browser, account('reviewer2'));
  try {
    await expect(second.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    // Settled: the first count has loaded.
    await second.waitForTimeout(2000);
    const before = await bellCount(second);
    const reviewer = await signInAs(apiUrl, account('reviewer'));
    await reviewer.call(
      'PATCH',
      `/funding-requests/dashboard/update-funding-request/${request.id}`,
      {
        status: 'approved',
      },
    );
    const started = Date.now();
    await expect
      .poll(() => bellCount(second), { timeout: 2000, intervals: [100] })
      .toBe(before + 1);
    expect(Date.now() - started).toBeLessThanOrEqual(2000);
  } finally {
    await second.context().close();
  }
});

test('Resolve → Undo leaves the conversation open, also after 10 s', async ({
  adminPage,
  adminApi,
}) => {
  const { rooms } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms');
  const room = rooms.find((candidate) => candidate.inbox.status === 'open')!;
  await adminPage.goto(`/support?room=${encodeURIComponent(room.id)}`);
  const controls = adminPage.getByRole('group', { name: 'Owner and status' });
  await expect(controls).toContainText('Open');
  await controls.getByRole('button', { name: 'Resolve' }).click();
  await expect(controls).toContainText('Resolved');
  await adminPage.getByRole('button', { name: 'Undo' }).click();
  await expect(controls).toContainText('Open');
  const statusNow = async () =>
    (await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms')).rooms.find(
      (candidate) => candidate.id === room.id,
    )!.inbox.status;
  expect(await statusNow()).toBe('open');
  await adminPage.waitForTimeout(10_000);
  expect(await statusNow()).toBe('open');
  await expect(controls).toContainText('Open');
});

test('a decision’s toast names the request', async ({ browser, apiUrl }) => {
  const request = await submit(apiUrl, 50_000);
  const reviewer = await openSignedInPage(browser, account('reviewer'));
  try {
    await reviewer.goto(`/submissions/ticket-details/${request.id}`);
    await reviewer.getByRole('button', { name: 'Approve', exact: true }).click();
    await reviewer
      .getByRole('dialog', { name: /Approve/ })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expect(reviewer.getByText(`${request.id} approved`, { exact: true })).toBeVisible();
  } finally {
    await reviewer.context().close();
  }
});
