import type {
  ClientToServerEvents,
  Message,
  Room,
  ServerToClientEvents,
} from '@backoffice/shared/contract';
import { expect, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { account, type AdminApi } from '../fixtures';

const demoMember = account('member');

type MemberSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The member's side of the chat: a real socket.io client signed in as the demo member. */
export interface MemberClient {
  roomId: string;
  socket: MemberSocket;
  received: Message[];
  readIds: Set<string>;
  send(content: string): void;
  close(): void;
}

export async function connectMember(apiUrl: string, adminApi: AdminApi): Promise<MemberClient> {
  const response = await fetch(`${apiUrl}/auth/signin/member`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoMember),
  });
  expect(response.ok).toBe(true);
  const signin = (await response.json()) as { access_token: string; user: { id: string } };
  const { rooms } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms');
  const room = rooms.find((candidate) => candidate.member.id === signin.user.id);
  if (!room) throw new Error('the demo member has no support room');
  const socket: MemberSocket = io(`${apiUrl}/support`, {
    transports: ['websocket'],
    auth: { token: signin.access_token },
    reconnectionDelay: 200,
    reconnectionDelayMax: 500,
  });
  const member: MemberClient = {
    roomId: room.id,
    socket,
    received: [],
    readIds: new Set(),
    send: (content) =>
      socket.emit('sendMessage', {
        roomId: room.id,
        receiverId: 'staff',
        content,
        timestamp: new Date().toISOString(),
      }),
    close: () => socket.close(),
  };
  // Joined on every (re)connection, as a member app would.
  socket.on('connect', () => socket.emit('joinRoom', { roomId: room.id }));
  // An api restart closes sockets from the server side, which socket.io does not retry by itself.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 200);
  });
  socket.on('receiveMessage', (message) => member.received.push(message));
  socket.on('messagesRead', ({ messageIds }) => messageIds.forEach((id) => member.readIds.add(id)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return member;
}

/**
 * Sends member messages until the page shows a toast ending in one of them, and returns that
 * text. Support's chat session runs from its remote's module, which the host loads after sign-in:
 * a message that arrives before it listens goes by without a toast (the nav count still has it).
 */
export async function sendUntilToast(
  page: Page,
  member: Pick<MemberClient, 'send'>,
  label: string,
) {
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const text = `${label} ${attempt} ${Date.now().toString(36)}`;
    member.send(text);
    // Shorter than a toast's 3 s life, so the caller still finds the toast it gets.
    // A toast, not any text: the dashboard's Recent notifications show the message too.
    const heard = await expect(page.getByRole('alert').filter({ hasText: `: ${text}` }))
      .toBeVisible({ timeout: 2_500 })
      .then(() => true)
      .catch(() => false);
    if (heard) return text;
  }
  throw new Error('no toast for any of six member messages');
}
