import type { CouponRedemptionList, Room } from '@backoffice/shared/contract';
import { areaPaths } from '../../shared/src/session/area-paths.ts';
import type { Page } from '@playwright/test';
import { account, expect, localStack, test, type AdminApi } from '../fixtures';

const demoMember = account('member');

/** The demo member's id, as the api knows them. */
async function demoMemberId(adminApi: AdminApi): Promise<string> {
  const { items } = await adminApi.get<{ items: { id: string; email: string }[] }>(
    '/user/admin/members',
    { search: demoMember.email },
  );
  const member = items.find((candidate) => candidate.email === demoMember.email);
  if (!member) throw new Error('the demo member is not listed');
  return member.id;
}

const timelineOf = (page: Page) => page.getByRole('region', { name: 'Timeline' });

test.describe('a member’s timeline, composed by the areas', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows the demo member’s requests, latest conversation message and a coupon', async ({
    adminPage: page,
    adminApi,
  }) => {
    const memberId = await demoMemberId(adminApi);
    const { items: requests } = await adminApi.get<{ items: { id: string }[] }>(
      '/funding-requests/dashboard/funding/list',
      { requesterId: memberId, limit: 5, sort: '-createdAt' },
    );
    const { items: redemptions } = await adminApi.get<CouponRedemptionList>(
      '/coupons/redemptions',
      { memberId },
    );
    expect(redemptions.length).toBeGreaterThan(0);

    await page.goto(areaPaths.memberProfile(memberId));
    const timeline = timelineOf(page);
    await expect(timeline.getByText(`Requested`).first()).toBeVisible({ timeout: 15_000 });
    await expect(timeline.getByText(requests[0]!.id).first()).toBeVisible();
    await expect(timeline.getByText(`Redeemed ${redemptions[0]!.code}`).first()).toBeVisible();
    // Other suites write to the demo member's conversation: the page shows whatever message was
    // latest when it loaded, so it is compared with the api's answer at that moment.
    await expect(async () => {
      const { rooms } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms', { memberId });
      const latest = rooms[0]?.lastMessage?.content;
      expect(latest).toBeTruthy();
      await page.reload();
      await expect(
        timelineOf(page).getByText(`Latest message: ${latest}`, { exact: true }),
      ).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
  });

  test(
    'with the support remote stopped, the rest of the timeline still shows',
    localStack,
    async ({ adminPage: page, adminApi, remotes }) => {
      const memberId = await demoMemberId(adminApi);
      await remotes.stop('remote_support');
      await page.goto(areaPaths.memberProfile(memberId));
      const timeline = timelineOf(page);
      await expect(
        timeline.getByText('Support: this part of the timeline is unavailable right now.'),
      ).toBeVisible({ timeout: 20_000 });
      await expect(timeline.getByText('Requested').first()).toBeVisible();
      await expect(timeline.getByText(/^Redeemed /).first()).toBeVisible();
      await expect(timeline.getByText(/^Latest message: /)).toHaveCount(0);
    },
  );
});
