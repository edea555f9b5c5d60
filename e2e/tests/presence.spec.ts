import { expect, requireAccounts, test } from '../fixtures';
import { connectMember, type MemberClient } from '../support/member-chat';
import { signInSecondStaff } from '../support/second-staff';

// Issue 20, collision presence: two staff browsers on one room, and the member's socket.

requireAccounts('support', 'member');

test.describe('who else is in the conversation', () => {
  let member: MemberClient | null = null;
  test.afterEach(() => {
    member?.close();
    member = null;
  });

  test('"is typing" shows for the other admin and goes within 5 s; a reply lands above their draft', async ({
    adminPage: admin,
    adminApi,
    apiUrl,
    browser,
  }) => {
    member = await connectMember(apiUrl, adminApi);
    const memberHeard: string[] = [];
    member.socket.onAny((event: string) => memberHeard.push(event));
    const { context: agentContext, page: agent } = await signInSecondStaff(browser);
    try {
      for (const page of [admin, agent]) await page.goto(`/support?room=${member.roomId}`);
      const composerOf = (page: typeof admin) =>
        page.getByRole('textbox', { name: 'Message', exact: true });

      await expect(admin.getByText('Sasha Support is viewing', { exact: true })).toBeVisible();
      await expect(agent.getByText('Alex Admin is viewing', { exact: true })).toBeVisible();

      await composerOf(agent).fill('Checking your payout now');
      const stoppedAt = Date.now();
      const typing = admin.getByText('Sasha Support is typing…', { exact: true });
      await expect(typing).toBeVisible();
      // Nobody is told about themselves.
      await expect(agent.getByText(/^Sasha Support is/)).toHaveCount(0);
      await expect(typing).toHaveCount(0, { timeout: 5_000 });
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
      await expect(admin.getByText('Sasha Support is viewing', { exact: true })).toBeVisible();

      // The admin drafts while the agent replies: the reply appears above the kept draft.
      const draft = `My own draft ${Date.now().toString(36)}`;
      await composerOf(admin).fill(draft);
      await expect(agent.getByText('Alex Admin is typing…', { exact: true })).toBeVisible();
      const reply = `Payout is on its way ${Date.now().toString(36)}`;
      await composerOf(agent).fill(reply);
      await composerOf(agent).press('Enter');
      await expect(
        admin.getByRole('log', { name: 'Messages' }).getByText(reply, { exact: true }),
      ).toBeVisible();
      await expect(composerOf(admin)).toHaveValue(draft);
      // The member gets the reply and nothing of who was typing.
      await expect.poll(() => member!.received.map((message) => message.content)).toContain(reply);
      expect(memberHeard).not.toContain('roomPresence');
    } finally {
      await agentContext.close();
    }
  });
});
