import type { Message, Room } from '@backoffice/shared/contract';
import type { Page } from '@playwright/test';
import { expect, localStack, test, type AdminApi } from '../fixtures';
import { connectMember, sendUntilToast, type MemberClient } from '../support/member-chat';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test.describe('support chat between the admin page and a member', () => {
  let member: MemberClient | null = null;

  test.afterEach(() => {
    member?.close();
    member = null;
  });

  test('delivers both ways, counts unread, marks read, and keeps text inert', async ({
    adminPage: page,
    apiUrl,
    adminApi,
  }) => {
    member = await connectMember(apiUrl, adminApi);
    const chat = member;
    await expect(page.getByRole('banner').getByRole('status').first()).toContainText('Live');

    // A member message while the admin is on the dashboard: nav total, toast, flag.
    const first = await sendUntilToast(page, chat, 'Hello from the member');
    const supportLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: /Support/,
    });
    await expect(supportLink.getByTestId('support-unread')).toHaveText(/^[1-9]\d*$/);
    const toast = page.getByText(`: ${first}`);
    await expect(toast).toBeVisible();
    await toast.click();
    await expect(page).toHaveURL(new RegExp(`/support\\?room=${chat.roomId}$`));

    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(first)).toBeVisible();
    // The open room's messages are marked read, and the member hears it.
    const firstId = await log
      .locator('[data-message-id]', { hasText: first })
      .getAttribute('data-message-id');
    await expect.poll(() => chat.readIds.has(firstId ?? '')).toBe(true);
    const roomLink = page.locator(`[data-room-id="${chat.roomId}"]`);
    await expect(roomLink.getByLabel(/unread/)).toHaveCount(0);

    // The admin answers: the member gets it once, the page shows it once, then "Read".
    const reply = unique('Hi, how can I help');
    await composer(page).fill(reply);
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('');
    await expect.poll(() => chat.received.filter((m) => m.content === reply).length).toBe(1);
    const replyBubble = log.locator('[data-message-id]', { hasText: reply });
    await expect(replyBubble).toHaveCount(1);
    await expect(replyBubble.locator('[data-delivery]')).toHaveText('Sent');
    const replyMessage = chat.received.find((m) => m.content === reply);
    chat.socket.emit('markAsRead', { roomId: chat.roomId, messageIds: [replyMessage?.id ?? ''] });
    await expect(replyBubble.locator('[data-delivery]')).toHaveText('Read');
    await expect(replyBubble).toHaveCount(1);

    // A 600-character message is cut to 500.
    const long = `${unique('long')} ${'x'.repeat(600)}`;
    await composer(page).fill(long);
    await expect(composer(page)).toHaveValue(long.slice(0, 500));
    await expect(page.getByText('500/500')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => chat.received.at(-1)?.content).toBe(long.slice(0, 500));

    // Markup from a member is shown as text and never runs.
    const payload = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> ${unique('x')}`;
    chat.send(payload);
    await expect(log.getByText(payload)).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(log.locator('img[src="x"], script')).toHaveCount(0);
  });

  test('keeps a draft per room, never carried into another room', async ({
    adminPage: page,
    apiUrl,
    adminApi,
  }) => {
    member = await connectMember(apiUrl, adminApi);
    const { rooms } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms');
    const other = rooms.find((room) => room.id !== member?.roomId);
    if (!other) throw new Error('the seed has only one room');
    await page.goto(`/support?room=${member.roomId}`);
    await composer(page).fill('A draft for the demo member');
    await page.locator(`[data-room-id="${other.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`room=${other.id}$`));
    await expect(composer(page)).toHaveValue('');
    await page.locator(`[data-room-id="${member.roomId}"]`).click();
    await expect(composer(page)).toHaveValue('A draft for the demo member');
  });

  test(
    'survives an api restart mid-conversation: banner texts, nothing lost or doubled',
    localStack,
    async ({ adminPage: page, apiUrl, adminApi, restartApi }) => {
      test.setTimeout(150_000);
      member = await connectMember(apiUrl, adminApi);
      const chat = member;
      await page.goto(`/support?room=${chat.roomId}`);
      const log = page.getByRole('log', { name: 'Messages' });
      const before = unique('before the restart');
      chat.send(before);
      await expect(log.getByText(before)).toBeVisible();

      const restarting = restartApi();
      const banner = page
        .getByRole('main')
        .getByText(
          /^(Server disconnected \(auth\/namespace\?\)|Connection lost - attempting to reconnect|Reconnection failed: .+)$/,
        );
      await expect(banner).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('banner').getByRole('status').first()).toContainText('Offline');
      // The member keeps typing while the api is down; their client sends once it is back.
      const during = [unique('sent while down 1'), unique('sent while down 2')];
      for (const text of during) chat.send(text);
      await restarting;

      await expect(page.getByRole('banner').getByRole('status').first()).toContainText('Live', {
        timeout: 20_000,
      });
      await expect(banner).toHaveCount(0);
      const after = unique('after the restart');
      chat.send(after);
      for (const text of [before, ...during, after]) {
        await expect(log.locator('[data-message-id]', { hasText: text })).toHaveCount(1);
      }

      // The admin can answer again, once.
      const reply = unique('Back online');
      await composer(page).fill(reply);
      await composer(page).press('Enter');
      await expect.poll(() => chat.received.filter((m) => m.content === reply).length).toBe(1);
      await expect(log.locator('[data-message-id]', { hasText: reply })).toHaveCount(1);
    },
  );
});

test.describe('a conversation started from a member profile', () => {
  /** A member with no support room yet, so "Message member" creates one after sign-in. */
  async function memberWithoutRoom(adminApi: AdminApi) {
    const { rooms } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms');
    const withRoom = new Set(rooms.map((room) => room.member.id));
    for (let pageNumber = 1; ; pageNumber += 1) {
      const members = await adminApi.get<{ items: { id: string; fullName: string }[] }>(
        '/user/admin/members',
        { page: pageNumber, limit: 100 },
      );
      const found = members.items.find((candidate) => !withRoom.has(candidate.id));
      if (found) return found;
      if (members.items.length < 100) throw new Error('every member already has a support room');
    }
  }

  test('"Message member" on a member who never chatted opens a room that names them and sends', async ({
    adminPage: page,
    adminApi,
  }) => {
    const member = await memberWithoutRoom(adminApi);
    await page.goto(`/members-management/member-profile/${member.id}`);
    await expect(page.getByRole('banner').getByRole('status').first()).toContainText('Live');
    await page.getByRole('button', { name: 'Message member' }).click();
    await expect(page).toHaveURL(/\/support\?room=[^&]+$/);
    const roomId = new URL(page.url()).searchParams.get('room') ?? '';

    const conversation = page.getByRole('region', { name: `Conversation with ${member.fullName}` });
    await expect(conversation.getByRole('heading', { level: 2 })).toHaveText(member.fullName);
    await expect(page.locator(`[data-room-id="${roomId}"]`)).toContainText(member.fullName);

    const first = unique('Welcome to support');
    await composer(page).fill(first);
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('');
    await expect(page.getByText('This conversation cannot receive messages yet')).toHaveCount(0);
    const bubble = page.getByRole('log', { name: 'Messages' }).locator('[data-message-id]', {
      hasText: first,
    });
    await expect(bubble.locator('[data-delivery]')).toHaveText('Sent');
    await expect
      .poll(async () => {
        const history = await adminApi.get<Message[]>('/support/history', { roomId, take: 20 });
        return history.some((message) => message.content === first);
      })
      .toBe(true);
  });
});
