import type {
  ClientToServerEvents,
  Message,
  Room,
  ServerToClientEvents,
} from '@backoffice/shared/contract';
import type { Locator, Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { signInAs } from '../support/api-client.ts';
import { seriousViolations, useTheme } from '../support/axe';
import { demoMember, desktop, phone } from '../support/polish.ts';
import { account, demoAdmin, expect, requireAccounts, test } from '../fixtures';

// The support screen through a working day: the composer always on screen, the member details
// beside the messages on wide screens, the inbox's view in the address, replies named.

requireAccounts('support', 'member');

async function demoRoom(
  apiUrl: string,
): Promise<{ room: Room; admin: Awaited<ReturnType<typeof signInAs>> }> {
  const admin = await signInAs(apiUrl, demoAdmin);
  const member = await signInAs(apiUrl, demoMember, 'member');
  const { rooms } = await admin.call<{ rooms: Room[] }>('GET', '/support/admin/rooms');
  const room = rooms.find((candidate) => candidate.member.id === member.userId);
  if (!room) throw new Error('the demo member has no support room');
  return { room, admin };
}

/** The box lies wholly inside the window as it is, with nothing scrolled (page or panes). */
async function expectShownWithoutScrolling(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const seen = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let scrolled = window.scrollY !== 0;
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (node.scrollTop !== 0) scrolled = true;
    }
    return {
      scrolled,
      inside:
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= window.innerWidth,
    };
  });
  expect(seen).toEqual({ scrolled: false, inside: true });
}

const composerOf = (page: Page) =>
  page
    .getByRole('combobox', { name: 'Message', exact: true })
    .or(page.getByRole('textbox', { name: 'Message', exact: true }));

for (const [size, viewport] of [
  ['1440×900', desktop],
  ['390×844', phone],
] as const) {
  test.describe(`support at ${size}`, () => {
    test.use({ viewport });

    test('Send and the saved-reply list are on screen without scrolling; the owner tabs keep one line', async ({
      adminPage: page,
      apiUrl,
    }) => {
      const { room, admin } = await demoRoom(apiUrl);
      const tag = Date.now().toString(36);
      await admin.call('POST', '/support/admin/saved-replies', {
        title: `Workday ${tag}`,
        body: `Hello {firstName} (${tag})`,
      });
      await page.goto(`/support?room=${room.id}`);
      await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
      await expectShownWithoutScrolling(page.getByRole('button', { name: 'Send' }));

      // Typed without Playwright's fill, which would scroll the field into view first.
      await composerOf(page).focus();
      await page.keyboard.type(`/workday ${tag}`);
      const list = page.getByRole('listbox', { name: 'Saved replies' });
      await expect(list.getByRole('option', { name: new RegExp(`Workday ${tag}`) })).toBeVisible();
      await expectShownWithoutScrolling(list);
      await expectShownWithoutScrolling(page.getByRole('button', { name: 'Send' }));

      if (viewport === phone) await page.getByRole('link', { name: '← Conversations' }).click();
      const tabs = page.getByRole('tablist', { name: 'Conversations by owner' }).getByRole('tab');
      await expect(tabs).toHaveCount(3);
      const tops = await tabs.evaluateAll((nodes) =>
        nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(1);
    });

    test('snoozing leaves the header as it was', async ({ adminPage: page, apiUrl }) => {
      const { room, admin } = await demoRoom(apiUrl);
      await page.goto(`/support?room=${room.id}`);
      const controls = page.getByRole('group', { name: 'Owner and status' });
      await expect(controls).toContainText(/Open|Snoozed|Resolved/);
      const log = page.getByRole('log', { name: 'Messages' });
      await expect(log).toBeVisible();
      const before = { controls: await controls.boundingBox(), log: await log.boundingBox() };
      try {
        await controls.getByLabel('Snooze').selectOption({ label: 'For 1 hour' });
        await expect(controls).toContainText('Snoozed until');
        expect((await controls.boundingBox())!.height).toBe(before.controls!.height);
        expect((await log.boundingBox())!.y).toBe(before.log!.y);
      } finally {
        await admin.call('PATCH', `/support/admin/rooms/${room.id}/status`, { status: 'open' });
      }
    });
  });
}

test.describe('support at 1440×900', () => {
  test.use({ viewport: desktop });

  test('the member details are a collapsible column beside at least 400 px of messages', async ({
    adminPage: page,
    apiUrl,
  }) => {
    const { room } = await demoRoom(apiUrl);
    await page.goto(`/support?room=${room.id}`);
    const log = page.getByRole('log', { name: 'Messages' });
    const about = page.getByRole('region', { name: 'About this member' });
    await expect(about).toBeVisible();
    const logBox = (await log.boundingBox())!;
    expect(logBox.height, `${logBox.height} px of messages`).toBeGreaterThanOrEqual(400);
    console.log('log height', logBox.height);
    expect((await about.boundingBox())!.x).toBeGreaterThanOrEqual(logBox.x + logBox.width);

    const toggle = page.getByRole('button', { name: 'Member details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(about).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await log.boundingBox())!.width).toBeGreaterThan(logBox.width);
    await toggle.click();
    await expect(about).toBeVisible();
  });

  test("the inbox's status and sort live in the address", async ({ adminPage: page, apiUrl }) => {
    const { room } = await demoRoom(apiUrl);
    await page.goto('/support');
    const panel = page.getByRole('complementary', { name: 'Conversations' });
    await panel.getByLabel('Status').selectOption('resolved');
    await panel.getByLabel('Sort by').selectOption('waiting');
    await expect(page).toHaveURL(/\/support\?status=resolved&sort=waiting$/);
    await page.reload();
    await expect(panel.getByLabel('Status')).toHaveValue('resolved');
    await expect(panel.getByLabel('Sort by')).toHaveValue('waiting');

    // Opening a room keeps the view; the default view is left out of the address.
    await page.goto(`/support?status=open&sort=waiting&room=${room.id}`);
    await panel.locator(`[data-room-id="${room.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`sort=waiting&room=${room.id}$`));
    await panel.getByLabel('Sort by').selectOption('activity');
    await expect(page).toHaveURL(new RegExp(`/support\\?room=${room.id}$`));
  });

  test("a colleague's reply shows their name", async ({ adminPage: page, apiUrl }) => {
    const { room } = await demoRoom(apiUrl);
    const colleague = await signInAs(apiUrl, account('support'));
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(`${apiUrl}/support`, {
      transports: ['websocket'],
      auth: { token: colleague.token },
    });
    try {
      await page.goto(`/support?room=${room.id}`);
      await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
      const text = `From a colleague ${Date.now().toString(36)}`;
      const sent = new Promise<Message>((resolve) => socket.once('messageSent', resolve));
      socket.emit('joinRoom', { roomId: room.id });
      socket.emit('sendMessage', {
        roomId: room.id,
        receiverId: room.member.id,
        content: text,
        timestamp: new Date().toISOString(),
      });
      const message = await sent;
      const bubble = page.locator(`[data-message-id="${message.id}"]`);
      await expect(bubble).toContainText(text);
      await expect(bubble).toContainText('Sasha Support');
      await expect(bubble).not.toContainText('Another admin');

      // And from the history, after a reload.
      await page.reload();
      await expect(page.locator(`[data-message-id="${message.id}"]`)).toContainText(
        'Sasha Support',
      );
    } finally {
      socket.close();
    }
  });
});

// The light theme on a laptop, the dark one on a phone, where the dialog is narrower than a toast.
for (const [theme, viewport] of [
  ['light', desktop],
  ['dark', phone],
] as const) {
  test.describe(`support's changed screens, ${theme} theme`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 150_000 });
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test('deleting a saved reply is undone from the toast; axe passes on the conversation, the list "/" opens and the dialog with its toast', async ({
      adminPage: page,
      apiUrl,
    }) => {
      const { room, admin } = await demoRoom(apiUrl);
      const title = `Doomed ${theme} ${Date.now().toString(36)}`;
      const body = `Soon gone (${title})`;
      await admin.call('POST', '/support/admin/saved-replies', { title, body });
      await page.goto(`/support?room=${room.id}`);
      // A phone folds the member's details away.
      if (viewport === desktop) {
        await expect(page.getByRole('region', { name: 'About this member' })).toBeVisible();
      }
      await expect(composerOf(page)).toBeVisible();
      await composerOf(page).focus();
      await page.keyboard.type('/doomed');
      await expect(page.getByRole('listbox', { name: 'Saved replies' })).toBeVisible();
      expect(await seriousViolations(page, 'main'), 'the conversation').toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Saved replies' }).click();
      const manager = page.getByRole('dialog', { name: 'Saved replies' });
      await manager.getByRole('button', { name: `Delete ${title}` }).click();
      // Done at once, nothing asked; the Undo shows inside the dialog, where it can be clicked.
      const toast = manager
        .getByRole('alert')
        .filter({ hasText: `Saved reply “${title}” deleted` });
      await expect(toast).toBeVisible();
      // The pointer on its way to Undo holds the toast's 5 s, as it would a person's, while axe
      // (seconds on a loaded machine) reads the dialog.
      const undo = toast.getByRole('button', { name: 'Undo' });
      await undo.hover();
      await expect(manager.getByText(body)).toHaveCount(0);
      expect(await seriousViolations(page, '[role="dialog"]'), 'the dialog with its toast').toEqual(
        [],
      );
      const [dialogBox, undoBox] = [await manager.boundingBox(), await undo.boundingBox()];
      expect(undoBox!.x + undoBox!.width, 'Undo ends inside the dialog').toBeLessThanOrEqual(
        dialogBox!.x + dialogBox!.width,
      );
      await undo.click();
      await expect(manager.getByText(body)).toBeVisible();

      await manager.getByRole('button', { name: `Delete ${title}` }).click();
      await expect(manager.getByText(body)).toHaveCount(0);
      await page.reload();
      await page.getByRole('button', { name: 'Saved replies' }).click();
      await expect(manager.getByRole('list', { name: 'Saved replies' })).toBeVisible();
      await expect(manager.getByText(body)).toHaveCount(0);
    });
  });
}
