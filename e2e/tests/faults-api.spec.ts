import type { Browser, Locator, Page } from '@playwright/test';
import {
  breakContract,
  failWithServerError,
  holdCalls,
  matchPath,
  matchPathPrefix,
  takeApiDown,
} from '../support/api-faults';
import {
  account,
  demoAdmin,
  expect,
  localStack,
  openSignedInPage,
  requireAccounts,
  signInThroughForm,
  test,
  type AdminApi,
} from '../fixtures';
import { notifyUser } from '../harness/stack-control.ts';
import { submitPendingRequest } from '../support/own-requests';
import { approveThroughDialog, changeStatusThroughDialog, runOwnPhone } from '../support/steps';

/**
 * Fault injection, api: down at sign-in, slower than the 10 s timeout, answers that break the
 * contract on every list and details screen, a 500 on every mutation, and two admins on one
 * request. Each ends with the user going on in the same page, with what they typed still there.
 */
type Summary = { id: string; title: string };
type Page_<T> = { items: T[]; total: number };
type Room = { id: string; member: { fullName: string }; lastMessage: object | null };

const internalError = 'Internal server error';

async function pendingRequest(api: AdminApi, index: number): Promise<Summary> {
  const page = await api.get<Page_<Summary>>('/funding-requests/dashboard/funding/list', {
    status: 'pending',
    sort: '-amountRequested',
    from: '2020-01-01',
    limit: 20,
  });
  const request = page.items[index];
  if (!request) throw new Error(`no pending request #${index}`);
  return request;
}

async function activeMember(
  api: AdminApi,
  index: number,
): Promise<{ id: string; fullName: string }> {
  const page = await api.get<Page_<{ id: string; fullName: string }>>('/user/admin/members', {
    status: 'active',
    sort: '-fullName',
    limit: 20,
  });
  return page.items[index]!;
}

/** Marks the document, so a test can prove at its end that the page never reloaded. */
async function markDocument(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => Object.assign(window, { faultMarker: true }));
  return async () =>
    expect(await page.evaluate(() => (window as { faultMarker?: boolean }).faultMarker)).toBe(true);
}

test.describe('the api is down or slow', () => {
  test('down when the page opens: sign-in says so, keeps the typing, and works once it is back', async ({
    page,
    apiUrl,
  }) => {
    const api = await takeApiDown(page, apiUrl);
    await page.goto('/login');
    const noReload = await markDocument(page);
    await signInThroughForm(page);
    await expect(page.getByRole('alert')).toContainText('Cannot reach the server');
    await expect(page.getByLabel('Email')).toHaveValue(demoAdmin.email);
    await expect(page.getByLabel('Password')).toHaveValue(demoAdmin.password);

    await api.bringUp();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await noReload();
  });

  test('a call slower than 10 s ends in the timeout error with Retry, never an endless spinner', async ({
    adminPage: page,
    apiUrl,
  }) => {
    test.setTimeout(120_000);
    const slow = await holdCalls(page, matchPath(apiUrl, '/coupons/list'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Coupons' })
      .click();
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'The request timed out after 10 seconds' });
    // The request, then the query's one automatic retry, each cut at 10 s.
    await expect(failure).toBeVisible({ timeout: 30_000 });
    expect(slow.held()).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();

    slow.release();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByRole('table', { name: 'Coupons' }).getByRole('row').nth(1),
    ).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});

/** One list or details screen, the call that feeds it, and how to find its content once healed. */
interface ContractCase {
  screen: string;
  apiPath: string;
  open(page: Page, api: AdminApi): Promise<void>;
  content(page: Page): Locator;
}

const notAList = (data: unknown) => ({ ...(data as object), items: 'not a list' });
const withoutId = (data: unknown) => ({ ...(data as object), id: 42 });

const contractCases: (ContractCase & { breakData: (data: unknown) => unknown })[] = [
  {
    screen: 'dashboard figures',
    apiPath: '/funding-requests/dashboard/funding/summary',
    breakData: (data) => ({ ...(data as object), total: 'many' }),
    open: async (page) => void (await page.goto('/dashboard')),
    content: (page) => page.getByRole('region', { name: 'Key figures' }),
  },
  {
    screen: 'submissions list',
    apiPath: '/funding-requests/dashboard/funding/list',
    breakData: notAList,
    open: async (page) => void (await page.goto('/submissions')),
    content: (page) =>
      page.getByRole('table', { name: 'Funding requests' }).getByRole('row').nth(1),
  },
  {
    screen: 'ticket details',
    apiPath: '/funding-requests/dashboard/funding',
    breakData: withoutId,
    open: async (page, api) => {
      const request = await pendingRequest(api, 10);
      await page.goto(`/submissions/ticket-details/${request.id}`);
    },
    content: (page) => page.getByRole('list', { name: 'History' }),
  },
  {
    screen: 'members list',
    apiPath: '/user/admin/members',
    breakData: notAList,
    open: async (page) => void (await page.goto('/members-management')),
    content: (page) => page.getByRole('table', { name: 'Members' }).getByRole('row').nth(1),
  },
  {
    screen: 'member profile',
    apiPath: '/user/admin/detail',
    breakData: withoutId,
    open: async (page, api) => {
      const member = await activeMember(api, 10);
      await page.goto(`/members-management/member-profile/${member.id}`);
    },
    content: (page) => page.getByRole('region', { name: 'Account' }),
  },
  {
    screen: 'support rooms',
    apiPath: '/support/admin/rooms',
    breakData: () => ({ rooms: 'not a list' }),
    open: async (page) => void (await page.goto('/support')),
    content: (page) =>
      page.getByRole('complementary', { name: 'Conversations' }).getByRole('link').first(),
  },
  {
    screen: 'support conversation',
    apiPath: '/support/history',
    breakData: () => [{ id: 1 }],
    open: async (page, api) => {
      // A room with messages: a deployment also holds rooms nobody wrote in yet.
      const { rooms } = await api.get<{ rooms: Room[] }>('/support/admin/rooms');
      await page.goto(`/support?room=${rooms.find((room) => room.lastMessage)!.id}`);
    },
    content: (page) => page.getByRole('log', { name: 'Messages' }),
  },
  {
    screen: 'coupons list',
    apiPath: '/coupons/list',
    breakData: notAList,
    open: async (page) => void (await page.goto('/coupons')),
    content: (page) => page.getByRole('table', { name: 'Coupons' }).getByRole('row').nth(1),
  },
  {
    screen: 'coupon statistics',
    apiPath: '/coupons/statistics',
    breakData: (data) => ({ ...(data as object), total: -1.5 }),
    open: async (page) => void (await page.goto('/coupons')),
    content: (page) => page.getByRole('region', { name: 'Coupon statistics' }),
  },
  {
    screen: 'notifications panel',
    apiPath: '/notification',
    breakData: notAList,
    open: async (page) => {
      await page.goto('/settings');
      await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    },
    content: (page) =>
      page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').first(),
  },
];

test.describe('an answer that breaks the contract shows an error naming it, then Retry heals', () => {
  for (const contractCase of contractCases) {
    test(contractCase.screen, async ({ adminPage: page, adminApi, apiUrl }) => {
      const fault = await breakContract(
        page,
        matchPath(apiUrl, contractCase.apiPath),
        contractCase.breakData,
      );
      await contractCase.open(page, adminApi);
      const noReload = await markDocument(page);
      const failure = page
        .getByRole('alert')
        .filter({ hasText: `Unexpected response from ${contractCase.apiPath}` })
        .first();
      await expect(failure).toBeVisible({ timeout: 15_000 });
      // No crash: the shell is all there.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(demoAdmin.email);

      fault.heal();
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(contractCase.content(page)).toBeVisible();
      await noReload();
    });
  }
});

test.describe('a 500 on a mutation says so and keeps what was typed', () => {
  test('submissions: reject, send note, private note', async ({
    adminPage: page,
    adminApi,
    apiUrl,
  }) => {
    const request = await pendingRequest(adminApi, 11);
    await page.goto(`/submissions/ticket-details/${request.id}`);
    const noReload = await markDocument(page);

    const update = await failWithServerError(
      page,
      matchPathPrefix(apiUrl, '/funding-requests/dashboard/update-funding-request/'),
      { method: 'PATCH' },
    );
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: /Reject/ });
    const reason = 'Documents are from another person';
    await dialog.getByLabel(/Reason for rejecting/).fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(internalError).first()).toBeVisible();
    expect(update.count()).toBe(1);
    await expect(dialog.getByLabel(/Reason for rejecting/)).toHaveValue(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(/^FR-\d+ rejected$/)).toBeVisible();

    await failWithServerError(
      page,
      matchPathPrefix(apiUrl, '/funding-requests/dashboard/send-note/'),
      {
        method: 'POST',
      },
    );
    const note = 'Please send the original invoice.';
    await page.getByLabel('Note to requester').fill(note);
    await page.getByRole('button', { name: 'Send note to requester' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `The note was not sent: ${internalError}` }),
    ).toBeVisible();
    await expect(page.getByLabel('Note to requester')).toHaveValue(note);
    await page.getByRole('button', { name: 'Send note to requester' }).click();
    await expect(page.getByRole('list', { name: 'Notes sent to the requester' })).toContainText(
      note,
    );

    await failWithServerError(
      page,
      matchPathPrefix(apiUrl, '/funding-requests/dashboard/private-note/'),
      {
        method: 'PUT',
      },
    );
    const privateNote = 'Asked the hospital to confirm.';
    await page.getByLabel('Private note').fill(privateNote);
    await page.getByRole('button', { name: 'Save private note' }).click();
    await expect(page.getByText(`Not saved: ${internalError}`)).toBeVisible();
    await expect(page.getByLabel('Private note')).toHaveValue(privateNote);
    await page.getByRole('button', { name: 'Save private note' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await noReload();
  });

  test('members: suspend, edit the phone, message the member', async ({
    adminPage: page,
    adminApi,
    apiUrl,
  }) => {
    const member = await activeMember(adminApi, 11);
    await page.goto(`/members-management/member-profile/${member.id}`);
    const noReload = await markDocument(page);
    const updates = matchPathPrefix(apiUrl, '/user/admin/update-user/');

    await failWithServerError(page, updates, { method: 'PATCH' });
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Suspend member' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${member.fullName}?` });
    await dialog.getByLabel('Reason').fill('Investigating a chargeback');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(internalError).first()).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toHaveValue('Investigating a chargeback');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('Member suspended')).toBeVisible();
    await account.getByRole('button', { name: 'Reactivate member' }).click();
    await expect(page.getByText('Member reactivated')).toBeVisible();

    await failWithServerError(page, updates, { method: 'PATCH' });
    const phone = page.getByRole('region', { name: 'Contact details' }).getByLabel('Phone');
    const newPhone = runOwnPhone();
    await phone.fill(newPhone);
    await page
      .getByRole('region', { name: 'Contact details' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(page.getByText(internalError).first()).toBeVisible();
    await expect(phone).toHaveValue(newPhone);
    await page
      .getByRole('region', { name: 'Contact details' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(page.getByText('Member details saved')).toBeVisible();

    await failWithServerError(page, matchPath(apiUrl, '/support/admin/start-chat'), {
      method: 'POST',
    });
    await page.getByRole('button', { name: 'Message member' }).click();
    await expect(page.getByText(`Could not open the conversation: ${internalError}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/member-profile/${member.id}$`));
    await page.getByRole('button', { name: 'Message member' }).click();
    await expect(page).toHaveURL(/\/support\?room=/);
    await noReload();
  });

  test('coupons: create, edit, revoke', async ({ adminPage: page, apiUrl }) => {
    const code = `FAULT-${Date.now().toString(36)}`.toUpperCase();
    await page.goto('/coupons');
    const noReload = await markDocument(page);

    await failWithServerError(page, matchPath(apiUrl, '/coupons/create'), { method: 'POST' });
    await page.getByRole('button', { name: 'New coupon' }).first().click();
    const create = page.getByRole('dialog', { name: 'New coupon' });
    await create.getByLabel('Code').fill(code);
    await create.getByLabel('Description').fill('Survives a server error');
    await create.getByLabel('Percent off').fill('12');
    await create.getByRole('button', { name: 'Create coupon' }).click();
    await expect(create.getByText(internalError)).toBeVisible();
    await expect(create.getByLabel('Code')).toHaveValue(code);
    await expect(create.getByLabel('Description')).toHaveValue('Survives a server error');
    await expect(create.getByLabel('Percent off')).toHaveValue('12');
    await create.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByText(`Coupon ${code} created`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search coupons' }).fill(code);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await failWithServerError(page, matchPathPrefix(apiUrl, '/coupons/update/'), {
      method: 'PATCH',
    });
    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit coupon ${code}` });
    await edit.getByLabel('Description').fill('Edited despite a server error');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText(internalError)).toBeVisible();
    await expect(edit.getByLabel('Description')).toHaveValue('Edited despite a server error');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Coupon ${code} updated`)).toBeVisible();

    await failWithServerError(page, matchPathPrefix(apiUrl, '/coupons/revoke/'), {
      method: 'PATCH',
    });
    await row.getByRole('button', { name: `Revoke ${code}` }).click();
    const revoke = page.getByRole('dialog', { name: `Revoke coupon ${code}?` });
    await revoke.getByLabel('Reason (optional)').fill('Test over');
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await expect(revoke.getByRole('alert')).toContainText(
      `The coupon was not revoked: ${internalError}`,
    );
    await expect(revoke.getByLabel('Reason (optional)')).toHaveValue('Test over');
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Coupon ${code} revoked`)).toBeVisible();
    await noReload();
  });

  test('notifications: mark all read', localStack, async ({ adminPage: page, apiUrl }) => {
    // Its own unread notification: other suites may have read every one the admin had.
    await notifyUser(demoAdmin.email, {
      title: 'Waiting for the mark-all fault',
      body: 'Left as it is until the retry marks it',
      data: { screen: 'SupportChat' },
    });
    const noReload = await markDocument(page);
    await failWithServerError(page, matchPath(apiUrl, '/notification/mark-read'), {
      method: 'PATCH',
    });
    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('button', { name: /Mark all/ }).click();
    await expect(page.getByText(internalError).first()).toBeVisible();
    await panel.getByRole('button', { name: /Mark all/ }).click();
    // The retry worked: nothing is unread, so the button goes (it is only disabled while the
    // request runs, which a fast answer can end before any check sees it).
    await expect(panel.getByRole('button', { name: /Mark all/ })).toHaveCount(0);
    await noReload();
  });
});

type TwoAdminsFixtures = {
  adminPage: Page;
  adminApi: Parameters<typeof submitPendingRequest>[1];
  apiUrl: string;
  browser: Browser;
};

/**
 * A test body: the admin's page and a reviewer's, both on a pending request of the run's own, the
 * reviewer with Reject open and a reason typed; `act` runs from there. The reviewer's page closes.
 */
const reviewerRejectsAfter =
  (title: string, act: (adminPage: Page, rejectDialog: Locator, reviewer: Page) => Promise<void>) =>
  async ({ adminPage: page, adminApi, apiUrl, browser }: TwoAdminsFixtures) => {
    requireAccounts('reviewer', 'member');
    const request = await submitPendingRequest(apiUrl, adminApi, title);
    const reviewer = await openSignedInPage(browser, account('reviewer'));
    try {
      for (const admin of [page, reviewer]) {
        await admin.goto(`/submissions/ticket-details/${request.id}`);
        await expect(admin.getByRole('button', { name: 'Approve' })).toBeVisible();
      }
      // The reviewer decides on what they see; the page refreshes live (issue 22) meanwhile.
      await reviewer.getByRole('button', { name: 'Reject' }).click();
      const dialog = reviewer.getByRole('dialog', { name: /Reject/ });
      await dialog.getByLabel(/Reason for rejecting/).fill('Too late, but typed');
      await act(page, dialog, reviewer);
    } finally {
      await reviewer.context().close();
    }
  };

test(
  'two admins on one funding request: the second gets the 409 and sees fresh data',
  reviewerRejectsAfter('Decided twice', async (page, dialog, reviewer) => {
    await approveThroughDialog(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(
      reviewer.getByText(
        'Alex Admin changed this request since you opened it; your changes were not saved',
      ),
    ).toBeVisible();
    await expect(reviewer.getByRole('button', { name: 'Mark as funded' })).toBeVisible();
    await expect(reviewer.getByRole('list', { name: 'History' })).toContainText('to Approved');
  }),
);

test(
  'a 409 that still allows the change keeps the typed reason to confirm again',
  reviewerRejectsAfter('Reviewed meanwhile', async (page, dialog, reviewer) => {
    await changeStatusThroughDialog(page, 'Start review', 'Under review');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'is now Under review. What you typed is kept; confirm again to go on.',
    );
    await expect(dialog.getByLabel(/Reason for rejecting/)).toHaveValue('Too late, but typed');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(reviewer.getByText(/^FR-\d+ rejected$/)).toBeVisible();
    await expect(reviewer.getByRole('list', { name: 'History' })).toContainText('to Rejected');
  }),
);
