import {
  roomSchema,
  SUPPORT_NAMESPACE,
  type ClientToServerEvents,
  type Message,
  type Room,
  type ServerToClientEvents,
} from '@backoffice/shared/contract';
import { io, type Socket } from 'socket.io-client';

export type SupportSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io client on /support in Node, signed in with an access token. */
export async function connectSupport(apiUrl: string, token: string): Promise<SupportSocket> {
  const socket: SupportSocket = io(`${apiUrl}${SUPPORT_NAMESPACE}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Sends `contents` as fast as the socket allows (every emit at once, socket.io queues them) and
 * resolves when the server has confirmed the last one: its `messageSent` is emitted right before
 * the message is broadcast to the room. Returns epoch ms of the first emit and the last confirm.
 */
export function sendBurst(
  socket: SupportSocket,
  to: { roomId: string; receiverId: string },
  contents: readonly string[],
): Promise<{ firstSentAt: number; lastConfirmedAt: number }> {
  return new Promise((resolve, reject) => {
    const expected = new Set(contents);
    const onSent = (message: Message) => {
      if (message.roomId !== to.roomId || !expected.delete(message.content)) return;
      if (expected.size === 0) {
        socket.off('messageSent', onSent);
        socket.off('connectionError', onError);
        resolve({ firstSentAt, lastConfirmedAt: Date.now() });
      }
    };
    const onError = (error: { message: string }) => {
      socket.off('messageSent', onSent);
      socket.off('connectionError', onError);
      reject(new Error(`The api refused a message: ${error.message}`));
    };
    socket.on('messageSent', onSent);
    socket.on('connectionError', onError);
    const firstSentAt = Date.now();
    for (const content of contents) {
      socket.emit('sendMessage', { ...to, content, timestamp: new Date().toISOString() });
    }
  });
}

/** POST /support/admin/start-chat: the member's room, created on first contact. */
export async function roomOfMember(
  apiUrl: string,
  adminToken: string,
  memberId: string,
): Promise<Room> {
  const response = await fetch(`${apiUrl}/support/admin/start-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ memberId }),
  });
  if (!response.ok) throw new Error(`start-chat answered ${response.status}`);
  const body = (await response.json()) as { data: unknown };
  return roomSchema.parse(body.data);
}

/**
 * The rooms' collision presence, flowing while the bench measures: a colleague's socket views
 * and types in the given rooms every `everyMs` (four times the dashboard's typing throttle by
 * default), so the page hears `roomPresence` throughout. Returns a stop function.
 */
export function keepTyping(socket: SupportSocket, roomIds: () => readonly string[], everyMs = 250) {
  const timer = setInterval(() => {
    for (const roomId of roomIds()) socket.emit('roomTyping', { roomId });
  }, everyMs);
  return () => clearInterval(timer);
}
