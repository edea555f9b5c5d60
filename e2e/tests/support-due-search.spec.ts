import type { DueTargets, Message, Room } from '@backoffice/shared/contract';
import type { Page } from '@playwright/test';
import { expect, requireAccounts, test, type AdminApi } from '../fixtures';
import { seriousViolations, useTheme } from '../support/axe';
import { connectMember, type MemberClient } from '../support/member-chat';

// What is due and search inside conversations, in the support inbox, against the real api.

requireAccounts('member');

async function putTargets(apiUrl: string, adminApi: AdminApi, targets: DueTargets) {
  const answer = await fetch(`${apiUrl}/settings/targets`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminApi.token}` },
    body: JSON.stringify(targets),
  });
  expect(answer.ok).toBe(true);
}

const roomList = (page: Page) => page.getByRole('complementary', { name: 'Conversations' });
const roomLinks = (page: Page) => roomList(page).getByRole('listitem').getByRole('link');

test.describe('the support inbox: due and search', () => {
  let member: MemberClient | null = null;
  test.afterEach(() => {
    member?.close();
    member = null;
  });

  test('a conversation past its first-reply target shows Overdue and sorts first under Due', async ({
    adminPage: page,
    adminApi,
    apiUrl,
  }) => {
    const before = await adminApi.get<DueTargets>('/settings/targets');
    // A one-minute reply target: every conversation that has waited on us longer is overdue,
    // whatever the day's data (the seed's waits began minutes to days before it ran).
    await putTargets(apiUrl, adminApi, {
      ...before,
      supportFirstReplyMinutes: 1,
      supportNextReplyMinutes: 1,
    });
    try {
      const { rooms } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms', {
        sort: 'dueAt',
      });
      const mostOverdue = rooms[0]!;
      expect(mostOverdue.overdue).toBe(true);
      const { rooms: byActivity } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms');
      // The test shows the sort only if the most overdue room is not first anyway.
      expect(byActivity[0]?.id).not.toBe(mostOverdue.id);

      // The dark theme here, the light one in the search test: overdue reads well in both.
      await useTheme(page, 'dark');
      await page.goto('/support');
      await expect(roomLinks(page).first()).toBeVisible();
      await expect(roomLinks(page).first()).not.toHaveAttribute('data-room-id', mostOverdue.id);

      await roomList(page).getByLabel('Sort by').selectOption({ label: 'Due first' });
      await expect(page).toHaveURL(/[?&]sort=dueAt(&|$)/);
      const first = roomLinks(page).first();
      await expect(first).toHaveAttribute('data-room-id', mostOverdue.id);
      await expect(first).toContainText(/Overdue \d+ (min|h|d)/);
      // Overdue is said in words and boxed, not only coloured.
      const label = first.getByText(/^⚠ Overdue/);
      await expect(label).toHaveCSS('font-weight', '700');
      await expect(label).not.toHaveCSS('border-top-style', 'none');
      expect(await seriousViolations(page, 'aside')).toEqual([]);

      // The sort lives in the address: a reload keeps it.
      await page.reload();
      await expect(roomList(page).getByLabel('Sort by')).toHaveValue('dueAt');
      await expect(roomLinks(page).first()).toHaveAttribute('data-room-id', mostOverdue.id);
    } finally {
      await putTargets(apiUrl, adminApi, before);
    }
  });

  test('a word that only appears in a chat message finds that conversation in the inbox search, and opening it highlights the message', async ({
    adminPage: page,
    adminApi,
    apiUrl,
  }) => {
    member = await connectMember(apiUrl, adminApi);
    const { roomId } = member;
    const word = `quokka${Date.now().toString(36)}`;
    member.send(`My transfer reference is ${word}, can you check it?`);
    // Later messages push it up out of view and out of the room's preview.
    for (let n = 1; n <= 12; n += 1) member.send(`Follow-up number ${n}`);
    await expect
      .poll(async () => {
        const history = await adminApi.get<Message[]>('/support/history', { roomId, take: 20 });
        return history.some((message) => message.content === 'Follow-up number 12');
      })
      .toBe(true);

    await page.goto('/support');
    const search = roomList(page).getByLabel('Search conversations');
    await search.fill('zzzznothingsaysthis');
    await expect(roomList(page).getByText('No conversations match')).toBeVisible();

    await search.fill(word.slice(0, -2));
    await expect(roomLinks(page)).toHaveCount(1);
    const result = roomLinks(page).first();
    await expect(result).toHaveAttribute('data-room-id', roomId);
    await expect(result.locator('mark')).toHaveText(word);

    await result.click();
    await expect(page).toHaveURL(new RegExp(`[?&]room=${roomId}&message=[^&]+&find=`));
    const found = page.getByRole('log', { name: 'Messages' }).locator('[data-found]');
    await expect(found).toBeInViewport();
    await expect(found).toContainText(`My transfer reference is ${word}`);
    await expect(found.locator('mark')).toHaveText(word);
    await expect(found).toContainText('Found by your search:');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
