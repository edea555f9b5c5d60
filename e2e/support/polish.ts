import type { ClientToServerEvents, Room, ServerToClientEvents } from '@backoffice/shared/contract';
import { expect, type Locator, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { account, demoAdmin } from '../fixtures';
import { signInAs } from './api-client.ts';

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1440, height: 900 };

/** Both sizes of the walkthroughs, each in both themes. */
export const sizesAndThemes = [
  { name: '1440×900', viewport: desktop, theme: 'light' },
  { name: '1440×900', viewport: desktop, theme: 'dark' },
  { name: '390×844', viewport: phone, theme: 'dark' },
  { name: '390×844', viewport: phone, theme: 'light' },
] as const;
export const demoMember = account('member');

/** Nothing on the page is wider than the window: no sideways scrolling of the whole page. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** The control's box lies inside the window, so a person can see and reach it. */
export async function expectOnScreen(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  const width = await control.page().evaluate(() => window.innerWidth);
  expect(box, 'the control has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/**
 * Every money figure ($1,234.56) in `scope` as its text and the number of lines it is laid out on.
 * Each figure is measured with a Range over its own characters, so "of $2,960,300.00" may wrap
 * between the words but the figure itself must sit on one line.
 */
export function moneyLines(scope: Locator): Promise<{ text: string; lines: number }[]> {
  return scope.evaluate((root) => {
    const pattern = /[$€£]\s?\d[\d,]*(?:\.\d+)?/g;
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 0) found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
}

/** Lines of each element's own text (one line box per element when it does not wrap). */
export function textLines(elements: Locator): Promise<{ text: string; lines: number }[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      return { text: node.textContent ?? '', lines: tops.size };
    }),
  );
}

/** Whether the input's placeholder fits its text box (measured in the input's own font). */
export function placeholderFits(input: Locator): Promise<{ placeholder: string; fits: boolean }> {
  return input.evaluate((element) => {
    const field = element as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = context.measureText(field.placeholder).width;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { placeholder: field.placeholder, fits: needed <= room };
  });
}

type MemberSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The demo member's side of the chat: a real socket.io client, in their own room. */
export async function connectDemoMember(apiUrl: string) {
  const member = await signInAs(apiUrl, demoMember, 'member');
  const admin = await signInAs(apiUrl, demoAdmin);
  const { rooms } = await admin.call<{ rooms: Room[] }>('GET', '/support/admin/rooms');
  const room = rooms.find((candidate) => candidate.member.id === member.userId);
  if (!room) throw new Error('the demo member has no support room');
  const socket: MemberSocket = io(`${apiUrl}/support`, {
    transports: ['websocket'],
    auth: { token: member.token },
  });
  const received: string[] = [];
  socket.on('receiveMessage', (message) => received.push(message.content));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.emit('joinRoom', { roomId: room.id });
  return {
    room,
    received,
    send: (content: string) =>
      socket.emit('sendMessage', {
        roomId: room.id,
        receiverId: 'staff',
        content,
        timestamp: new Date().toISOString(),
      }),
    close: () => socket.close(),
  };
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
