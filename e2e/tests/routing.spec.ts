import type {
  ClientToServerEvents,
  MemberSummary,
  Room,
  ServerToClientEvents,
  SupportRouting,
} from '@backoffice/shared/contract';
import { io, type Socket } from 'socket.io-client';
import { account, expect, localStack, requireAccounts, test } from '../fixtures';
import { signInAs } from '../support/api-client';
import { signInSecondStaff } from '../support/second-staff';

/**
 * Conversations routed by capacity: with the support agent online (her browser open) and room
 * left, a member's first message goes to her, and the room's timeline says the router did it.
 */

requireAccounts('admin', 'support', 'member');

test(
  'a member’s new conversation is assigned to the online support agent',
  localStack,
  async ({ browser, apiUrl }) => {
    const owner = await signInAs(apiUrl, account('admin'));
    // A seeded member who has never written (every seeded member has the demo member's password).
    const { rooms } = await owner.call<{ rooms: Room[] }>('GET', '/support/admin/rooms');
    const withRoom = new Set(rooms.map((room) => room.member.id));
    const members = await owner.call<{ items: MemberSummary[] }>(
      'GET',
      '/user/admin/members?status=active&limit=100',
    );
    const member = members.items.find((candidate) => !withRoom.has(candidate.id))!;
    // Room for one more for the agent, none for the owner (whose own tabs may be open elsewhere).
    const routing = await owner.call<SupportRouting>('GET', '/settings/support-routing');
    const open = (id: string) =>
      rooms.filter((room) => room.inbox.assignee?.id === id && room.inbox.status === 'open').length;
    const agentId = routing.agents.find((agent) => agent.name === 'Sasha Support')!.id;
    await owner.call('PUT', '/settings/support-routing', {
      enabled: true,
      defaultCapacity: 0,
      agents: routing.agents.map((agent) => ({
        id: agent.id,
        capacity: agent.id === agentId ? open(agentId) + 1 : 0,
      })),
    });

    const { context, page: agent } = await signInSecondStaff(browser);
    const memberApi = await signInAs(
      apiUrl,
      { email: member.email, password: account('member').password },
      'member',
    );
    const room = await owner.call<Room>('POST', '/support/admin/start-chat', {
      memberId: member.id,
    });
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(`${apiUrl}/support`, {
      transports: ['websocket'],
      auth: { token: memberApi.token },
    });
    try {
      await agent.goto('/support');
      await expect(agent.getByRole('banner').getByText('Live', { exact: true })).toBeVisible();
      if (!socket.connected) await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.emit('joinRoom', { roomId: room.id });
      socket.emit('sendMessage', {
        roomId: room.id,
        receiverId: 'staff',
        content: `Hello from a new member ${Date.now().toString(36)}`,
        timestamp: new Date().toISOString(),
      });
      const sentAt = Date.now();
      await expect
        .poll(
          async () => {
            const now = await owner.call<{ rooms: Room[] }>('GET', '/support/admin/rooms');
            return now.rooms.find((candidate) => candidate.id === room.id)?.inbox.assignee?.id;
          },
          { timeout: 2_000, intervals: [100] },
        )
        .toBe(agentId);
      expect(Date.now() - sentAt).toBeLessThan(2_000);

      await agent.goto(`/support?room=${room.id}`);
      await expect(agent.getByLabel('Assigned to')).toHaveValue(agentId);
      await expect(
        agent
          .getByRole('list', { name: /Staff activity/ })
          .getByText('Routing by capacity assigned this to Sasha Support'),
      ).toBeVisible();
    } finally {
      socket.close();
      await context.close();
      // Back to the demo's routing for the suites after this one.
      await owner.call('PUT', '/settings/support-routing', {
        enabled: routing.enabled,
        defaultCapacity: routing.defaultCapacity,
        agents: routing.agents.map(({ id, capacity }) => ({ id, capacity })),
      });
    }
  },
);
