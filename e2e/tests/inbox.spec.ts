import type { Room } from '@backoffice/shared/contract';
import type { Page } from '@playwright/test';
import { expect, requireAccounts, test, type AdminApi } from '../fixtures';
import { connectMember, type MemberClient } from '../support/member-chat';
import { signInSecondStaff } from '../support/second-staff';

// Issue 20: support as a team inbox, with two staff browsers and the member's socket.

requireAccounts('support', 'member');

/** Puts the demo member's room back to unassigned and open, whatever an earlier run left. */
async function resetRoom(apiUrl: string, adminApi: AdminApi, roomId: string) {
  for (const [path, body] of [
    ['assign', { assigneeId: null }],
    ['status', { status: 'open' }],
  ] as const) {
    const answer = await fetch(`${apiUrl}/support/admin/rooms/${roomId}/${path}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminApi.token}` },
      body: JSON.stringify(body),
    });
    expect(answer.ok).toBe(true);
  }
}

async function createSavedReply(apiUrl: string, adminApi: AdminApi, title: string, body: string) {
  const answer = await fetch(`${apiUrl}/support/admin/saved-replies`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminApi.token}` },
    body: JSON.stringify({ title, body }),
  });
  expect(answer.ok).toBe(true);
}

const ownerTab = (page: Page, name: 'Mine' | 'Unassigned') =>
  page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

async function tabCount(page: Page, name: 'Mine' | 'Unassigned'): Promise<number> {
  const label = (await ownerTab(page, name).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

test.describe('support as a team inbox', () => {
  let member: MemberClient | null = null;
  test.afterEach(() => {
    member?.close();
    member = null;
  });

  test('assign, resolve and the member reopening it, live for the other admin', async ({
    adminPage: admin,
    adminApi,
    apiUrl,
    browser,
  }) => {
    member = await connectMember(apiUrl, adminApi);
    const { roomId } = member;
    await resetRoom(apiUrl, adminApi, roomId);
    // The member has the last word, so the room waits on us whatever a deployment's room held.
    member.send(`Anyone there ${Date.now().toString(36)}`);
    const { context: agentContext, page: agent } = await signInSecondStaff(browser);
    try {
      for (const page of [admin, agent]) {
        await page.goto(`/support?room=${roomId}`);
        await expect(page.getByLabel('Assigned to')).toHaveValue('');
      }
      const mine = await tabCount(agent, 'Mine');
      const unassigned = await tabCount(agent, 'Unassigned');

      // One key, outside any field: the support agent takes the room.
      await agent.getByRole('heading', { level: 2 }).click();
      await agent.keyboard.press('a');
      await expect(admin.getByLabel('Assigned to')).toHaveValue('ADM-4');
      await expect(
        admin
          .getByRole('list', { name: /Staff activity/ })
          .getByText('Sasha Support assigned this to themselves'),
      ).toBeVisible();
      await expect(ownerTab(agent, 'Mine')).toHaveAccessibleName(`Mine (${mine + 1})`);
      await expect(ownerTab(agent, 'Unassigned')).toHaveAccessibleName(
        `Unassigned (${unassigned - 1})`,
      );
      // The admin's list moves too: the room is no longer unassigned for anyone.
      await expect(ownerTab(admin, 'Unassigned')).toHaveAccessibleName(
        `Unassigned (${unassigned - 1})`,
      );

      // Replying ends the wait (reading alone does not: the room is read and still waiting).
      const agentRoom = agent
        .getByRole('complementary', { name: 'Conversations' })
        .locator(`[data-room-id="${roomId}"]`);
      // Its one SLA chip: how long the member has waited, or Overdue once past the target.
      const waitChip = /Waiting (<1|\d)|Overdue \d/;
      await expect(agentRoom).toContainText(waitChip);
      // The reply comes from a saved reply picked with `/`: it fills the composer, never sends.
      const tag = Date.now().toString(36);
      await createSavedReply(apiUrl, adminApi, `Looking ${tag}`, `Hi {firstName}, on it (${tag}).`);
      const { rooms } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms');
      const firstName = rooms.find((room) => room.id === roomId)!.member.fullName.split(' ')[0];
      const composer = agent
        .getByRole('combobox', { name: 'Message', exact: true })
        .or(agent.getByRole('textbox', { name: 'Message', exact: true }));
      await composer.fill(`/looking ${tag}`);
      await expect(agent.getByRole('option', { name: new RegExp(`Looking ${tag}`) })).toBeVisible();
      await composer.press('Enter');
      await expect(composer).toHaveValue(`Hi ${firstName}, on it (${tag}).`);
      await expect(agentRoom).toContainText(waitChip);
      await composer.press('Enter');
      await expect(composer).toHaveValue('');
      await expect(agentRoom).not.toContainText(/Waiting|Overdue/);

      // Resolve: the room leaves Open for the other admin; the toast offers Undo.
      await admin.getByRole('button', { name: 'Resolve' }).click();
      await expect(admin.getByRole('button', { name: 'Undo' })).toBeVisible();
      await expect(agentRoom).toHaveCount(0);
      await expect(ownerTab(agent, 'Mine')).toHaveAccessibleName(`Mine (${mine})`);

      // The member writes: open again, and waiting on us.
      member.send(`Are you still there ${Date.now().toString(36)}`);
      await expect(agentRoom).toHaveCount(1);
      await expect(agentRoom).toContainText('Waiting <1 min');
      await expect(agent.getByRole('group', { name: 'Owner and status' })).toContainText('Open');
      const nav = admin.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByTestId('support-awaiting')).toHaveText(/^[1-9]\d*$/);
      await expect(nav.getByRole('link', { name: /Support/ })).toHaveAccessibleName(
        /awaiting reply/,
      );
    } finally {
      await agentContext.close();
    }
  });
});
