import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN, DEMO_MEMBER, signinAs } from '@backoffice/api/testing';
import type { Message } from '@backoffice/shared/contract';
import { postgresForSuite, startPostgres } from '../../../api/test/postgres/server.ts';
import { startApiProcess, type ApiProcess } from '../api/api-process.ts';
import { percentile } from '../api/instances-bench.ts';
import type { Figure } from '../report/figures.ts';
import { connectSupport, roomOfMember, type SupportSocket } from './socket-client.ts';

/** Whatever has not arrived this long after the last send is counted lost. */
const deliveryDeadline = 300_000;

/** One burst: how many messages, how many admins listening, and its budgets. */
interface BurstSize {
  messages: number;
  listeners: number;
  /** Messages per second, first send to last delivery, at least. */
  minRate: number;
  /** 99th percentile of send → delivery over every (admin, message), in ms, at most. */
  maxP99: number;
}

/** PGlite, one api process; PostgreSQL with two instances is held to half of each. */
const sizes: readonly BurstSize[] = [
  { messages: 5000, listeners: 50, minRate: 1000, maxP99: 5000 },
  { messages: 1000, listeners: 10, minRate: 800, maxP99: 1500 },
];

/** What one listening admin socket heard of the member's room. */
interface Listener {
  socket: SupportSocket;
  /** Deliveries per client message id: 1 each when nothing is lost or doubled. */
  heard: Map<string, number>;
}

function listen(socket: SupportSocket, roomId: string, heardAt: (id: string) => void): Listener {
  const heard = new Map<string, number>();
  socket.on('receiveMessage', (message: Message) => {
    if (message.roomId !== roomId || !message.clientMessageId) return;
    heard.set(message.clientMessageId, (heard.get(message.clientMessageId) ?? 0) + 1);
    heardAt(message.clientMessageId);
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
    }, 20);
  });
}

/**
 * One member socket sends `messages` as fast as the socket allows (every
 * emit at once: the api bounds a socket by its queue of pending events, not by a rate) while
 * `listeners` admin sockets, spread over the instances in turn, listen in the room. Every admin
 * must hear every message exactly once, and the member must get one confirmation per message.
 * Latency: the member's emit to an admin's receipt (one clock: every socket lives in this process).
 */
async function burst(
  instances: readonly ApiProcess[],
  size: BurstSize,
  setup: string,
  rateShare: number,
): Promise<Figure[]> {
  const url = (index: number) => instances[index % instances.length]!.url;
  const apiCpu = async () => {
    const each = await Promise.all(instances.map((instance) => instance.cpuSeconds()));
    return each.every((seconds) => seconds !== undefined)
      ? each.reduce<number>((sum, seconds) => sum + seconds!, 0)
      : undefined;
  };
  const admin = await signinAs(url(0), DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
  const member = await signinAs(url(0), DEMO_MEMBER.email, DEMO_MEMBER.password, 'member');
  const room = await roomOfMember(url(0), admin.access_token, member.user.id);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let lastDelivery = 0;
  const heardAt = (id: string) => {
    const at = sentAt.get(id);
    if (at === undefined) return;
    lastDelivery = performance.now();
    latencies.push(lastDelivery - at);
  };
  const listeners: Listener[] = [];
  const memberSocket = await connectSupport(url(0), member.access_token);
  const disconnects: string[] = [];
  const recordDisconnects = (socket: SupportSocket, who: string) =>
    socket.on('disconnect', (reason) => disconnects.push(`${who}: ${reason}`));
  recordDisconnects(memberSocket, 'member');
  try {
    for (let index = 0; index < size.listeners; index += 1) {
      const session = await signinAs(url(index), DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
      const socket = await connectSupport(url(index), session.access_token);
      listeners.push(listen(socket, room.id, heardAt));
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

    const ids = Array.from({ length: size.messages }, () => randomUUID());
    const confirmed = new Map<string, number>();
    const refusals: string[] = [];
    memberSocket.on('messageSent', (message: Message) => {
      if (!message.clientMessageId) return;
      confirmed.set(message.clientMessageId, (confirmed.get(message.clientMessageId) ?? 0) + 1);
    });
    memberSocket.on('connectionError', (error) => refusals.push(error.message));

    const cpuBefore = await apiCpu();
    const clientCpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    ids.forEach((id, index) => {
      sentAt.set(id, performance.now());
      memberSocket.emit('sendMessage', {
        roomId: room.id,
        receiverId: DEMO_ADMIN.id,
        content: `chat load message ${index + 1}`,
        timestamp: new Date().toISOString(),
        clientMessageId: id,
      });
    });
    const allDelivered = () =>
      confirmed.size === size.messages &&
      listeners.every((listener) => listener.heard.size === size.messages);
    const report = setInterval(() => {
      const slowest = Math.min(...listeners.map((listener) => listener.heard.size));
      console.log(
        `[bench]   chat load (${setup}): ${confirmed.size}/${size.messages} confirmed, the slowest admin has ${slowest}` +
          (disconnects.length ? `, ${disconnects.length} disconnected: ${disconnects.at(-1)}` : ''),
      );
    }, 10_000);
    await settle(allDelivered, Date.now()).finally(() => clearInterval(report));
    const seconds = (Math.max(lastDelivery, startedAt + 1) - startedAt) / 1000;
    const cpuAfter = await apiCpu();
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const clientCpuPerMessage = (clientCpu.user + clientCpu.system) / 1000 / size.messages;
    const cpuPerMessage =
      cpuBefore !== undefined && cpuAfter !== undefined
        ? ((cpuAfter - cpuBefore) * 1000) / size.messages
        : undefined;

    let lost = ids.filter((id) => !confirmed.has(id)).length;
    let duplicated = [...confirmed.values()].reduce((sum, count) => sum + count - 1, 0);
    for (const listener of listeners) {
      lost += ids.filter((id) => !listener.heard.has(id)).length;
      duplicated += [...listener.heard.values()].reduce((sum, count) => sum + count - 1, 0);
    }
    const note =
      `${size.messages} messages from one member, ${size.listeners} admin sockets listening (${setup}): ` +
      `${confirmed.size} confirmed to the member, the last delivery ${seconds.toFixed(1)} s after the first send` +
      (refusals.length ? `; the api refused: ${[...new Set(refusals)].join('; ')}` : '') +
      (disconnects.length ? `; disconnected: ${disconnects.join('; ')}` : '');
    console.log(`[bench]   chat load: ${note}`);

    const group = `chat burst ${size.messages} × ${size.listeners}: ${setup}`;
    const rate = size.minRate * rateShare;
    const p99 = size.maxP99 / rateShare;
    return [
      {
        group,
        name: 'messages lost (member copy + every admin)',
        unit: 'count',
        samples: [lost],
        budget: { max: 0, label: '0' },
        note,
      },
      {
        group,
        name: 'messages delivered twice',
        unit: 'count',
        samples: [duplicated],
        budget: { max: 0, label: '0' },
      },
      {
        group,
        name: 'messages per second, first send to last delivery',
        unit: 'count',
        samples: [size.messages / seconds],
        budget: { min: rate, label: `≥ ${rate}` },
      },
      ...(cpuPerMessage !== undefined
        ? [{ group, name: 'api CPU per message', unit: 'ms' as const, samples: [cpuPerMessage] }]
        : []),
      {
        group,
        name: "the bench's own sockets: CPU per message",
        unit: 'ms',
        samples: [clientCpuPerMessage],
      },
      {
        group,
        name: 'delivery p50',
        unit: 'ms',
        samples: [percentile(latencies, 0.5)],
      },
      {
        group,
        name: 'delivery p99',
        unit: 'ms',
        samples: [percentile(latencies, 0.99)],
        budget: { max: p99, label: `≤ ${p99 / 1000} s` },
      },
    ];
  } finally {
    memberSocket.close();
    for (const listener of listeners) listener.socket.close();
  }
}

/** Each burst on a fresh api, as `npm start` runs it (its own process, embedded database). */
async function onPglite(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const size of sizes) {
    const api = await startApiProcess();
    try {
      figures.push(...(await burst([api], size, 'PGlite, one instance', 1)));
    } finally {
      await api.close();
    }
  }
  return figures;
}

/** Each burst on two api processes over one throwaway PostgreSQL server: half the budgets. */
async function onPostgres(): Promise<Figure[]> {
  const found = await postgresForSuite();
  if (!found) return [];
  const server = await startPostgres(found.binDir);
  const figures: Figure[] = [];
  try {
    for (const [index, size] of sizes.entries()) {
      const env = {
        DATABASE_URL: await server.createDatabase(`chat_burst_${index}`),
        JWT_SECRET: 'bench-secret',
      };
      const instances: ApiProcess[] = [];
      try {
        instances.push(await startApiProcess({ env }));
        instances.push(await startApiProcess({ env }));
        figures.push(...(await burst(instances, size, 'PostgreSQL, two instances', 0.5)));
      } finally {
        for (const instance of instances) await instance.close();
      }
    }
  } finally {
    await server.stop();
  }
  return figures;
}

/** `pnpm bench -- --only chat-load`: every burst size on PGlite, then on PostgreSQL × 2. */
export async function runChatLoadBench(): Promise<Figure[]> {
  return [...(await onPglite()), ...(await onPostgres())];
}
