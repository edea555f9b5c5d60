import type { Page as BrowserPage } from '@playwright/test';
import { expect, test, type AdminApi } from '../fixtures';
import { runOwnPhone } from '../support/steps';

type Member = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  status: 'active' | 'suspended' | 'deactivated';
  recentFundingRequests: { id: string; title: string }[];
};
type Page<T> = { items: T[]; total: number };

const listPath = '/user/admin/members';
const detail = (api: AdminApi, id: string) => api.get<Member>('/user/admin/detail', { id });

/**
 * The `index`-th active member who has funding requests: each test takes its own, so tests that
 * change a member never meet another test's member in the one database of the run.
 */
async function activeMemberWithRequests(api: AdminApi, index: number): Promise<Member> {
  const page = await api.get<Page<Member>>(listPath, {
    status: 'active',
    sort: 'fullName',
    limit: 60,
  });
  const found: Member[] = [];
  for (const summary of page.items) {
    const member = await detail(api, summary.id);
    if (member.recentFundingRequests.length > 0) found.push(member);
    if (found.length > index) return found[index]!;
  }
  throw new Error(`the seed has no active member #${index} with funding requests`);
}

async function openProfileBySearch(page: BrowserPage, member: Member) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByLabel('Search members').fill(member.email);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(member.email)}`));
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: member.fullName }).click();
  // The profile carries the list's search, for its way back to the list.
  await expect(page).toHaveURL(
    new RegExp(`/members-management/member-profile/${member.id}\\?search=`),
  );
  await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
}

test.describe('members', () => {
  test('sorts by a column header and pages, both in the URL, as the api orders them', async ({
    adminPage: page,
    adminApi,
  }) => {
    const expected = await adminApi.get<Page<Member>>(listPath, {
      sort: 'joinedAt',
      page: 2,
      limit: 20,
    });
    expect(expected.total).toBeGreaterThan(20);
    await page.goto('/members-management');
    const table = page.getByRole('table', { name: 'Members' });
    await table.getByRole('button', { name: /Joined/ }).click();
    await expect(page).toHaveURL(/\?sort=joinedAt$/);
    await expect(table.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page
      .getByRole('navigation', { name: 'Members pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\?sort=joinedAt&page=2$/);
    await expect(table.getByRole('row').nth(1)).toContainText(expected.items[0]!.fullName);
  });

  test('find a member by search, suspend with a reason, see it in the list, reactivate', async ({
    adminPage: page,
    adminApi,
  }) => {
    const member = await activeMemberWithRequests(adminApi, 0);
    await openProfileBySearch(page, member);
    const account = page.getByRole('region', { name: 'Account' });

    await account.getByRole('button', { name: 'Suspend member' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${member.fullName}?` });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByText('Enter a reason for the suspension')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Chargeback fraud under investigation');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('Member suspended')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(account).toContainText('Suspended');
    await expect(account).toContainText('Reason: Chargeback fraud under investigation');
    expect((await detail(adminApi, member.id)).status).toBe('suspended');

    await page.goBack();
    const row = page.getByRole('table', { name: 'Members' }).getByRole('row', {
      name: new RegExp(member.fullName),
    });
    await expect(row).toContainText('Suspended');

    await row.getByRole('link', { name: member.fullName }).click();
    await account.getByRole('button', { name: 'Reactivate member' }).click();
    await expect(page.getByText('Member reactivated')).toBeVisible();
    // The button was disabled while saving; focus stays in the card instead of going to the body.
    await expect(account.locator(':focus')).toHaveCount(1);
    await expect(account.getByRole('button', { name: 'Suspend member' })).toBeVisible();
    expect((await detail(adminApi, member.id)).status).toBe('active');
    await page.goBack();
    await expect(row).toContainText('Active');
  });

  test('edit the phone; it is saved and still there after a reload', async ({
    adminPage: page,
    adminApi,
  }) => {
    const member = await activeMemberWithRequests(adminApi, 1);
    await openProfileBySearch(page, member);
    const form = page.getByRole('region', { name: 'Contact details' });
    const phone = form.getByLabel('Phone');
    await expect(phone).toHaveValue(member.phone);

    await phone.fill('not a phone');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Enter a valid phone number')).toBeVisible();

    const newPhone = runOwnPhone();
    await phone.fill(newPhone);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Member details saved')).toBeVisible();
    expect((await detail(adminApi, member.id)).phone).toBe(newPhone);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contact details' }).getByLabel('Phone'),
    ).toHaveValue(newPhone);
    await expect(page.getByRole('region', { name: 'Details', exact: true })).toContainText(
      newPhone,
    );
  });

  test('a funding request on the profile opens in the submissions remote', async ({
    adminPage: page,
    adminApi,
  }) => {
    const member = await activeMemberWithRequests(adminApi, 2);
    const request = member.recentFundingRequests[0]!;
    await page.goto(`/members-management/member-profile/${member.id}`);
    await page
      .getByRole('region', { name: 'Funding requests' })
      .getByRole('link', { name: new RegExp(request.id) })
      .click();
    await expect(page).toHaveURL(`/submissions/ticket-details/${request.id}`);
    await expect(page.getByRole('main')).toContainText(request.id);
  });

  test('"Message member" starts the support room and lands on /support with it open', async ({
    adminPage: page,
    adminApi,
  }) => {
    const member = await activeMemberWithRequests(adminApi, 3);
    await page.goto(`/members-management/member-profile/${member.id}`);
    await page.getByRole('button', { name: 'Message member' }).click();
    await expect(page).toHaveURL(/\/support\?room=[^&]+$/);
    const roomId = new URL(page.url()).searchParams.get('room');
    const { rooms } = await adminApi.get<{ rooms: { id: string; member: { id: string } }[] }>(
      '/support/admin/rooms',
    );
    expect(rooms.find((room) => room.member.id === member.id)?.id).toBe(roomId);
  });

  test('an unknown member id shows "Member not found" with a way back', async ({
    adminPage: page,
  }) => {
    await page.goto('/members-management/member-profile/no-such-member');
    await expect(page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to members' }).click();
    await expect(page).toHaveURL(/\/members-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  });
});
