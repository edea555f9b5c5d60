import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_SUPPORT, signinAs } from '@backoffice/api/testing';
import { signInAsAdmin } from '../env/sign-in.ts';
import { signInUsable } from '../bundle/visit-everything.ts';
import type { Figure } from '../report/figures.ts';
import {
  clickAndTime,
  installProbe,
  timeFromNavigationStart,
  waitForProbe,
} from '../timings/probe.ts';
import { connectSupport, keepTyping, roomOfMember, sendBurst } from './socket-client.ts';

const burstSize = 1000;
const historySize = 10_000;
const renderTimeout = 120_000;

const burstContents = (run: number) =>
  Array.from({ length: burstSize }, (_, index) => `bench run ${run} message ${index + 1}`);

/** Another seeded member than the demo one, for the room with a long history. */
async function otherMemberId(apiUrl: string, adminToken: string): Promise<string> {
  const response = await fetch(`${apiUrl}/user/admin/members?limit=5`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const body = (await response.json()) as { data: { items: { id: string }[] } };
  const member = body.data.items.find((item) => item.id !== DEMO_MEMBER.id);
  if (!member) throw new Error('The seed has no second member');
  return member.id;
}

async function openSupportRoom(page: Page, hostUrl: string, roomId: string) {
  await page.goto(`${hostUrl}/support?room=${encodeURIComponent(roomId)}`);
  await waitForProbe(page, { kind: 'room-usable' }, renderTimeout);
}

/**
 * The admin has the demo member's room open; the member, a socket.io client in Node,
 * sends 1 000 messages at once, every run. Then a room with 10 000 messages of history is opened.
 */
export async function runRealtimeBench(
  browser: Browser,
  urls: { hostUrl: string; apiUrl: string },
  runs: number,
): Promise<Figure[]> {
  const admin = await signinAs(urls.apiUrl, DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
  const member = await signinAs(urls.apiUrl, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member');
  const memberRoom = await roomOfMember(urls.apiUrl, admin.access_token, member.user.id);
  const memberSocket = await connectSupport(urls.apiUrl, member.access_token);
  memberSocket.emit('joinRoom', { roomId: memberRoom.id });
  // A colleague typing in the rooms the page has open: presence events flow through every run.
  const colleague = await signinAs(urls.apiUrl, DEMO_SUPPORT.email, DEMO_SUPPORT.password, 'admin');
  const colleagueSocket = await connectSupport(urls.apiUrl, colleague.access_token);
  const typingIn = [memberRoom.id];
  const stopTyping = keepTyping(colleagueSocket, () => typingIn);

  const context = await browser.newContext();
  await installProbe(context, signInUsable);
  const page = await context.newPage();
  const typingShown = page.getByText(`${DEMO_SUPPORT.name} is typing…`, { exact: true });
  const typingAfterBurst: number[] = [];
  const renderedAfterLast: number[] = [];
  const totalForBurst: number[] = [];
  const longestTask: number[] = [];
  const messageNodes: number[] = [];
  const historyUsable: number[] = [];
  let historyFill = 0;
  try {
    await page.goto(`${urls.hostUrl}/login`);
    await timeFromNavigationStart(page);
    await signInAsAdmin(page);
    await openSupportRoom(page, urls.hostUrl, memberRoom.id);
    await typingShown.waitFor({ timeout: renderTimeout });

    for (let run = 0; run < runs; run += 1) {
      const contents = burstContents(run);
      await page.evaluate(() => (window.__bench.longTasks.length = 0));
      const rendered = page.evaluate(
        ([text, timeout]) =>
          window.__bench
            .waitFor({ kind: 'message-shown', text }, timeout)
            .then((at) => performance.timeOrigin + at),
        [contents.at(-1)!, renderTimeout] as const,
      );
      const sent = await sendBurst(
        memberSocket,
        { roomId: memberRoom.id, receiverId: DEMO_ADMIN.id },
        contents,
      );
      const renderedAt = await rendered;
      renderedAfterLast.push(Math.max(0, renderedAt - sent.lastConfirmedAt));
      totalForBurst.push(renderedAt - sent.firstSentAt);
      longestTask.push(await page.evaluate(() => Math.max(0, ...window.__bench.longTasks)));
      messageNodes.push(await page.evaluate(() => window.__bench.messageNodes()));
      typingAfterBurst.push(Number(await typingShown.isVisible()));
      console.log(
        `[bench]   burst ${run + 1}/${runs}: rendered ${renderedAfterLast.at(-1)!.toFixed(0)} ms after the last confirm`,
      );
    }

    // The long history goes in through the api's own socket, as an admin writing in that room.
    const historyRoom = await roomOfMember(
      urls.apiUrl,
      admin.access_token,
      await otherMemberId(urls.apiUrl, admin.access_token),
    );
    const adminSocket = await connectSupport(urls.apiUrl, admin.access_token);
    const history = Array.from(
      { length: historySize },
      (_, index) => `history message ${index + 1}`,
    );
    const filled = await sendBurst(
      adminSocket,
      { roomId: historyRoom.id, receiverId: historyRoom.member.id },
      history,
    );
    historyFill = filled.lastConfirmedAt - filled.firstSentAt;
    typingIn.push(historyRoom.id);
    console.log(
      `[bench]   filled a room with ${historySize} messages in ${historyFill.toFixed(0)} ms`,
    );
    adminSocket.close();

    for (let run = 0; run < runs; run += 1) {
      // A fresh page each time, so no run finds the history already in memory.
      await openSupportRoom(page, urls.hostUrl, memberRoom.id);
      historyUsable.push(
        await clickAndTime(
          page,
          { selector: `a[data-room-id="${historyRoom.id}"]` },
          { kind: 'room-usable', text: history.at(-1)! },
          renderTimeout,
        ),
      );
    }
  } finally {
    stopTyping();
    colleagueSocket.close();
    memberSocket.close();
    await context.close();
  }

  const figure = (
    name: string,
    unit: Figure['unit'],
    samples: number[],
    extra: Partial<Figure> = {},
  ): Figure => ({
    group: 'realtime',
    name,
    unit,
    samples,
    ...extra,
  });
  return [
    figure(
      '1 000 messages: last rendered after the api confirmed the last',
      'ms',
      renderedAfterLast,
      {
        budget: { max: 1000, label: '≤ 1 s' },
      },
    ),
    figure('1 000 messages: first send to last rendered', 'ms', totalForBurst),
    figure('1 000 messages: longest main-thread task while they arrive', 'ms', longestTask, {
      budget: { max: 100, label: '≤ 100 ms' },
    }),
    figure('message nodes in the DOM after the burst', 'count', messageNodes, {
      budget: { max: 200, label: '≤ 200' },
    }),
    figure(
      '10 000-message room: click to newest message and reply box usable',
      'ms',
      historyUsable,
      {
        budget: { max: 500, label: '≤ 500 ms' },
      },
    ),
    figure(
      `bursts after which "${DEMO_SUPPORT.name} is typing…" still showed (presence flowing)`,
      'count',
      typingAfterBurst,
    ),
    figure('filling a room with 10 000 messages through the api socket', 'ms', [historyFill]),
  ];
}
