import { notifyUser } from '../harness/stack-control.ts';
import { sendUntilToast } from '../support/member-chat';
import { connectDemoMember, desktop, phone, unique } from '../support/polish.ts';
import { demoAdmin, expect, localStack, test } from '../fixtures';

type Notification = { title: string; data: Record<string, string> };
type Member = {
  id: string;
  fullName: string;
  reports: { reason: string; reporter: { fullName: string } }[];
};

test.describe('issue 26 item 9: notifications lead somewhere useful', () => {
  test('a member chat message raises a toast and the dot, is in the bell list, and opens its conversation', async ({
    adminPage: page,
    apiUrl,
  }) => {
    const member = await connectDemoMember(apiUrl);
    try {
      // Toasts come from support's module, loaded after sign-in: send until one is heard.
      await expect(page.getByRole('banner').getByText('Live')).toBeVisible();
      const text = await sendUntilToast(page, member, unique('Where is my payout'));
      await expect(
        page.getByText(`New message from ${member.room.member.fullName}`).last(),
      ).toBeVisible();
      const bell = page.getByRole('button', { name: 'Notifications' });
      await expect(bell).toHaveAccessibleDescription('You have new notifications');
      await bell.click();
      const item = page
        .getByRole('list', { name: 'Notification list' })
        .getByRole('button', { name: new RegExp(`New support message.*${text}`) });
      await expect(item).toBeVisible();
      await item.click();
      await expect(page).toHaveURL(new RegExp(`/support\\?room=${member.room.id}$`));
      await expect(
        page.getByRole('region', { name: `Conversation with ${member.room.member.fullName}` }),
      ).toBeVisible();
      await expect(page.getByRole('log').getByText(text)).toBeVisible();
    } finally {
      member.close();
    }
  });

  test(
    '"Member reported" from the dashboard opens a profile that shows who reported, why and when',
    localStack,
    async ({ adminPage: page, adminApi }) => {
      const seeded = await adminApi.get<{ items: Notification[] }>('/notification', { limit: 100 });
      const reported = seeded.items.find((item) => item.title === 'Member reported');
      expect(reported, 'the seed has a report notification').toBeDefined();
      const member = await adminApi.get<Member>('/user/admin/detail', {
        id: reported!.data.memberId!,
      });
      expect(member.reports.length).toBeGreaterThan(0);
      const title = unique('Member reported');
      // A fresh one, the newest, so it is on top of the dashboard's recent list.
      await notifyUser(demoAdmin.email, {
        title,
        body: `${member.fullName} was reported by another member`,
        data: { screen: 'Member', memberId: member.id },
      });
      await page.reload();
      const recent = page.getByRole('list', { name: 'Latest notifications' });
      await recent.getByRole('button', { name: new RegExp(title) }).click();
      await expect(page).toHaveURL(new RegExp(`/member-profile/${member.id}$`));
      const reports = page.getByRole('list', { name: 'Reports about this member' });
      const first = reports.getByRole('listitem').first();
      await expect(first).toContainText(member.reports[0]!.reason);
      await expect(first).toContainText(`Reported by ${member.reports[0]!.reporter.fullName}`);
      await expect(first.locator('time')).toHaveText(/ago$/);
    },
  );
});

test.describe('issue 26 item 14: toasts do not cover Sign out', () => {
  for (const viewport of [desktop, phone]) {
    test(`at ${viewport.width} px`, async ({ adminPage: page, apiUrl }) => {
      await page.setViewportSize(viewport);
      const member = await connectDemoMember(apiUrl);
      try {
        await expect(page.getByRole('banner').getByText('Live')).toBeVisible();
        await sendUntilToast(page, member, unique('Hello?'));
        const toast = page.getByText(`New message from ${member.room.member.fullName}`).last();
        await expect(toast).toBeVisible();
        const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
        const [toastBox, signOutBox] = [await toast.boundingBox(), await signOut.boundingBox()];
        expect(toastBox!.y).toBeGreaterThanOrEqual(signOutBox!.y + signOutBox!.height);
        await signOut.click();
        await expect(page).toHaveURL(/\/login$/);
      } finally {
        member.close();
      }
    });
  }
});
