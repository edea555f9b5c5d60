import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN, DEMO_MEMBER, signinAs } from '@backoffice/api/testing';
import type { Message } from '@backoffice/shared/contract';
import type { Figure } from '../report/figures.ts';
import { connectSupport, roomOfMember, type SupportSocket } from './socket-client.ts';

const messageCount = 5000;
const listenerCount = 50;
/** Whatever has not arrived this long after the last send is counted lost. */
const deliveryDeadline = 300_000;

/** What one listening admin socket heard of the member's room. */
interface Listener {
  socket: SupportSocket;
  /** Deliveries per client message id: 1 each when nothing is lost or doubled. */
  heard: Map<string, number>;
}

function listen(socket: SupportSocket, roomId: string): Listener {
  const heard = new Map<string, number>();
  socket.on('receiveMessage', (message: Message) => {
    if (message.roomId !== roomId || !message.clientMessageId) return;
    heard.set(message.clientMessageId, (heard.get(message.clientMessageId) ?? 0) + 1);
  });
  return { socket, heard };
}

/** Resolves when `done()` holds, or `deliveryDeadline` ms after `from`. */
function settle(done: () => boolean, from: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (done() || Date.now() - from > deliveryDeadline) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/**
 * Issue 25 §6: one member sends 5 000 messages as fast as the socket allows (every emit at once:
 * the api bounds a socket by its queue of pending events, not by a rate) while 50 admin sockets
 * listen in the room. Every admin must hear every message exactly once, and the member must get
 * one confirmation per message.
 */
export async function runChatLoadBench(urls: { apiUrl: string }): Promise<Figure[]> {
  const admin = await signinAs(urls.apiUrl, DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
  const member = await signinAs(urls.apiUrl, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member');
  const room = await roomOfMember(urls.apiUrl, admin.access_token, member.user.id);

  const listeners: Listener[] = [];
  const memberSocket = await connectSupport(urls.apiUrl, member.access_token);
  const disconnects: string[] = [];
  const recordDisconnects = (socket: SupportSocket, who: string) =>
    socket.on('disconnect', (reason) => disconnects.push(`${who}: ${reason}`));
  recordDisconnects(memberSocket, 'member');
  try {
    for (let index = 0; index < listenerCount; index += 1) {
      const socket = await connectSupport(urls.apiUrl, admin.access_token);
      listeners.push(listen(socket, room.id));
      recordDisconnects(socket, `admin ${index + 1}`);
      socket.emit('joinRoom', { roomId: room.id });
    }
    memberSocket.emit('joinRoom', { roomId: room.id });

    // Every listener is in the room once it has heard a first message (joins carry no ack).
    const warmUpId = randomUUID();
    const everyoneHeard = (id: string) => listeners.every((listener) => listener.heard.has(id));
    memberSocket.emit('sendMessage', {
      roomId: room.id,
      receiverId: DEMO_ADMIN.id,
      content: 'chat load: warm-up',
      timestamp: new Date().toISOString(),
      clientMessageId: warmUpId,
    });
    await settle(() => everyoneHeard(warmUpId), Date.now());
    if (!everyoneHeard(warmUpId)) throw new Error('Not every admin socket joined the room');
    for (const listener of listeners) listener.heard.clear();

    const ids = Array.from({ length: messageCount }, () => randomUUID());
    const confirmed = new Map<string, number>();
    const refusals: string[] = [];
    memberSocket.on('messageSent', (message: Message) => {
      if (!message.clientMessageId) return;
      confirmed.set(message.clientMessageId, (confirmed.get(message.clientMessageId) ?? 0) + 1);
    });
    memberSocket.on('connectionError', (error) => refusals.push(error.message));

    const startedAt = Date.now();
    ids.forEach((id, index) =>
      memberSocket.emit('sendMessage', {
        roomId: room.id,
        receiverId: DEMO_ADMIN.id,
        content: `chat load message ${index + 1}`,
        timestamp: new Date().toISOString(),
        clientMessageId: id,
      }),
    );
    const sentAt = Date.now();
    const allDelivered = () =>
      confirmed.size === messageCount &&
      listeners.every((listener) => listener.heard.size === messageCount);
    const report = setInterval(() => {
      const slowest = Math.min(...listeners.map((listener) => listener.heard.size));
      console.log(
        `[bench]   chat load: ${confirmed.size}/${messageCount} confirmed, the slowest admin has ${slowest}` +
          (disconnects.length ? `, ${disconnects.length} disconnected: ${disconnects.at(-1)}` : ''),
      );
    }, 10_000);
    await settle(allDelivered, sentAt).finally(() => clearInterval(report));
    const seconds = (Date.now() - startedAt) / 1000;

    let lost = ids.filter((id) => !confirmed.has(id)).length;
    let duplicated = [...confirmed.values()].reduce((sum, count) => sum + count - 1, 0);
    for (const listener of listeners) {
      lost += ids.filter((id) => !listener.heard.has(id)).length;
      duplicated += [...listener.heard.values()].reduce((sum, count) => sum + count - 1, 0);
    }
    const note =
      `${messageCount} messages from one member, ${listenerCount} admin sockets listening: ` +
      `${confirmed.size} confirmed to the member in ${seconds.toFixed(1)} s` +
      (refusals.length ? `; the api refused: ${[...new Set(refusals)].join('; ')}` : '') +
      (disconnects.length ? `; disconnected: ${disconnects.join('; ')}` : '');
    console.log(`[bench]   chat load: ${note}`);

    const figure = (name: string, value: number, budget?: Figure['budget']): Figure => ({
      group: 'realtime',
      name,
      unit: 'count',
      samples: [value],
      note,
      ...(budget && { budget }),
    });
    return [
      figure('chat load: messages lost (member copy + 50 admins)', lost, { max: 0, label: '0' }),
      figure('chat load: messages delivered twice', duplicated, { max: 0, label: '0' }),
      figure('chat load: messages per second, first send to last delivery', messageCount / seconds),
    ];
  } finally {
    memberSocket.close();
    for (const listener of listeners) listener.socket.close();
  }
}
