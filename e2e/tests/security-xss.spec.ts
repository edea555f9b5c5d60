import type { ClientToServerEvents, ServerToClientEvents } from '@backoffice/shared/contract';
import { io, type Socket } from 'socket.io-client';
import { notifyUser, writeFundingTexts } from '../harness/stack-control.ts';
import { signInAs, type ApiCaller } from '../support/api-client';
import { allPayloads, expectInert, xssPayloads } from '../support/payloads';
import { areas, demoAdmin, expect, localStack, test } from '../fixtures';

type Member = {
  id: string;
  fullName: string;
  email: string;
  recentFundingRequests: { id: string }[];
};
type Page_<T> = { items: T[] };
type Room = { id: string };

/** An active member with a funding request, away from the members other suites change. */
async function memberWithRequest(admin: ApiCaller): Promise<Member> {
  const page = await admin.call<Page_<Member>>(
    'GET',
    '/user/admin/members?status=active&sort=-joinedAt&limit=40',
  );
  for (const summary of page.items.slice(5)) {
    const member = await admin.call<Member>('GET', `/user/admin/detail?id=${summary.id}`);
    if (member.recentFundingRequests.length > 0) return member;
  }
  throw new Error('no active member with a funding request');
}

/** The member writes in their support room, as the member app would. */
async function sendAsMember(apiUrl: string, email: string, roomId: string, content: string) {
  const member = await signInAs(apiUrl, { email, password: 'member-demo-pass' }, 'member');
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(`${apiUrl}/support`, {
    transports: ['websocket'],
    auth: { token: member.token },
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('messageSent', () => resolve());
      socket.once('connect_error', reject);
      socket.emit('sendMessage', {
        roomId,
        receiverId: 'staff',
        content,
        timestamp: new Date().toISOString(),
      });
    });
  } finally {
    socket.close();
  }
}

/**
 * Every user-written field the dashboard shows, filled with HTML and script payloads: the member's
 * name, notes, the private note, a chat message and a coupon description through the api's
 * endpoints; the funding title and story and notification texts (which no endpoint writes)
 * through the e2e control server, into the api's database. Every screen reads them from the api
 * and shows them as text: no flag set, no element injected. The host's screens are here; each
 * area opens its own (e2e/areas/), and an area that declares none has its page checked.
 */
test(
  'hostile texts in every user-written field render as inert text on every screen',
  localStack,
  async ({ adminPage: page, apiUrl }) => {
    test.setTimeout(180_000);
    expect(allPayloads.length).toBeLessThanOrEqual(500);
    const admin = await signInAs(apiUrl, demoAdmin);
    const member = await memberWithRequest(admin);
    const requestId = member.recentFundingRequests[0]!.id;
    const hostileName = xssPayloads[0];
    const couponCode = `XSS-${Date.now().toString(36)}`.toUpperCase();

    const request = await admin.call<{ title: string; story: string }>(
      'GET',
      `/funding-requests/dashboard/funding?id=${encodeURIComponent(requestId)}`,
    );
    await admin.call('PATCH', `/user/admin/update-user/${member.id}`, { fullName: hostileName });
    try {
      await admin.call('POST', `/funding-requests/dashboard/send-note/${requestId}`, {
        content: allPayloads,
      });
      await admin.call('PUT', `/funding-requests/dashboard/private-note/${requestId}`, {
        note: allPayloads,
      });
      const room = await admin.call<Room>('POST', '/support/admin/start-chat', {
        memberId: member.id,
      });
      await sendAsMember(apiUrl, member.email, room.id, allPayloads);
      await admin.call('POST', '/coupons/create', {
        code: couponCode,
        description: allPayloads,
        discountType: 'percent',
        value: 5,
        currency: 'USD',
        startsAt: new Date().toISOString(),
      });

      // Fields no endpoint writes, stored in the api's database as the platform would.
      await writeFundingTexts(requestId, { title: xssPayloads[2], story: allPayloads });
      for (const title of [xssPayloads[1], xssPayloads[0]]) {
        await notifyUser(demoAdmin.email, {
          title,
          body: allPayloads,
          data: { screen: 'FundingRequest', fundingRequestId: requestId },
        });
      }

      const main = page.getByRole('main');
      const hostile = {
        member,
        name: hostileName,
        requestId,
        roomId: room.id,
        couponCode,
      };

      await page.goto('/dashboard');
      await expect(page.getByRole('list', { name: 'Latest notifications' })).toContainText(
        xssPayloads[0],
      );
      await expectInert(page, 'dashboard');

      await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
      await expect(
        page.getByRole('banner').getByRole('region', { name: 'Notifications' }),
      ).toContainText(xssPayloads[1]);
      await expectInert(page, 'notifications panel');
      await page.keyboard.press('Escape');

      for (const area of areas) {
        await area.xss({
          page,
          hostile,
          shows: (text) => expect(main.getByText(text, { exact: false }).first()).toBeVisible(),
          inert: (screen) => expectInert(page, screen),
        });
      }
    } finally {
      await admin.call('PATCH', `/user/admin/update-user/${member.id}`, {
        fullName: member.fullName,
      });
      await writeFundingTexts(requestId, { title: request.title, story: request.story });
    }
  },
);
