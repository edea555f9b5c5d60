import { endpoints, type Message } from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_MEMBER, signinAs } from '@backoffice/api/testing';
import { postgresForSuite, startPostgres } from '../../../api/test/postgres/server.ts';
import { connectSupport, type SupportSocket } from '../realtime/socket-client.ts';
import type { Figure } from '../report/figures.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';

const MEMBERS = 50;
const MESSAGES_EACH = 100;
const ADMINS = 10;
/** Past this, what has not arrived counts as lost. */
const DELIVERY_TIMEOUT_MS = 600_000;

interface Outcome {
  delivered: number;
  duplicated: number;
  lost: number;
  seconds: number;
  latencies: number[];
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * 50 member sockets each send 100 messages at once while 10 admin sockets listen
 * on the global channel; sockets are spread over the instances in turn. Every admin must receive
 * every message exactly once. Latency: the member's emit to an admin's receipt (one clock: every
 * socket lives in this process).
 */
async function burstAcross(instances: ApiProcess[]): Promise<Outcome> {
  const url = (index: number) => instances[index % instances.length]!.url;
  const admin = await signinAs(url(0), DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
  const list = await json<{ items: { id: string; email: string }[] }>(
    await fetch(`${url(0)}/user/admin/members?status=active&limit=100`, {
      headers: { authorization: `Bearer ${admin.access_token}` },
    }),
  );
  const members = list.items.slice(0, MEMBERS);
  if (members.length < MEMBERS) throw new Error(`Only ${members.length} active members seeded`);

  const sent = new Map<string, number>();
  const admins: { socket: SupportSocket; seen: Map<string, number> }[] = [];
  const latencies: number[] = [];
  let received = 0;
  const expected = MEMBERS * MESSAGES_EACH * ADMINS;
  let allReceived!: () => void;
  const done = new Promise<void>((resolve) => (allReceived = resolve));
  for (let index = 0; index < ADMINS; index += 1) {
    const session = await signinAs(url(index), DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
    const socket = await connectSupport(url(index), session.access_token);
    const seen = new Map<string, number>();
    socket.on('messageSentToGlobalEvent', (message: Message) => {
      const sentAt = sent.get(message.content);
      if (sentAt !== undefined) latencies.push(performance.now() - sentAt);
      seen.set(message.content, (seen.get(message.content) ?? 0) + 1);
      received += 1;
      if (received === expected) allReceived();
    });
    socket.emit('joinGlobalEvent');
    admins.push({ socket, seen });
  }
  const senders = await Promise.all(
    members.map(async (member, index) => {
      const session = await signinAs(url(index), member.email, DEMO_MEMBER.password, 'member');
      const room = await json<{ id: string }>(
        await fetch(`${url(0)}${endpoints.startChat.path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${admin.access_token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ memberId: member.id }),
        }),
      );
      return { socket: await connectSupport(url(index), session.access_token), roomId: room.id };
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500)); // every joinGlobalEvent handled

  const started = performance.now();
  senders.forEach(({ socket, roomId }, memberIndex) => {
    for (let message = 0; message < MESSAGES_EACH; message += 1) {
      const content = `load m${memberIndex} #${message}`;
      sent.set(content, performance.now());
      socket.emit('sendMessage', {
        roomId,
        receiverId: DEMO_ADMIN.id,
        content,
        timestamp: new Date().toISOString(),
      });
    }
  });
  // Cleared once everything arrived: a pending deadline would hold the bench open for its 600 s.
  let deadline: NodeJS.Timeout | undefined;
  await Promise.race([
    done,
    new Promise((resolve) => (deadline = setTimeout(resolve, DELIVERY_TIMEOUT_MS))),
  ]);
  clearTimeout(deadline);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500)); // late duplicates would show here

  let delivered = 0;
  let duplicated = 0;
  let lost = 0;
  for (const { seen } of admins) {
    for (const content of sent.keys()) {
      const times = seen.get(content) ?? 0;
      if (times === 0) lost += 1;
      else delivered += 1;
      if (times > 1) duplicated += times - 1;
    }
  }
  for (const { socket } of [...admins, ...senders]) socket.close();
  return { delivered, duplicated, lost, seconds, latencies };
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

function figuresOf(setup: string, outcome: Outcome): Figure[] {
  const group = `realtime load: ${setup}`;
  const total = MEMBERS * MESSAGES_EACH * ADMINS;
  return [
    {
      group,
      name: 'delivered once (each admin, each message)',
      unit: 'ratio',
      samples: [outcome.delivered / total],
      budget: { min: 1, max: 1, label: '100%' },
      structural: true,
      note: `${MEMBERS} members × ${MESSAGES_EACH} messages, ${ADMINS} admins: ${outcome.delivered} of ${total} deliveries within ${Math.round(outcome.seconds)} s, ${outcome.lost} not arrived (lost), ${outcome.duplicated} duplicated`,
    },
    {
      group,
      name: 'lost + duplicated deliveries',
      unit: 'count',
      samples: [outcome.lost + outcome.duplicated],
      budget: { max: 0, label: '0' },
      structural: true,
    },
    {
      group,
      name: 'messages per second',
      unit: 'count',
      samples: [(MEMBERS * MESSAGES_EACH) / outcome.seconds],
    },
    { group, name: 'delivery p50', unit: 'ms', samples: [percentile(outcome.latencies, 0.5)] },
    { group, name: 'delivery p99', unit: 'ms', samples: [percentile(outcome.latencies, 0.99)] },
  ];
}

/** PGlite in one process, then two processes on one PostgreSQL server, side by side. */
export async function runInstancesBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const single = await startApiProcess();
  try {
    figures.push(...figuresOf('PGlite, one instance', await burstAcross([single])));
  } finally {
    await single.close();
  }
  const found = await postgresForSuite();
  if (!found) return figures;
  const server = await startPostgres(found.binDir);
  const instances: ApiProcess[] = [];
  try {
    const env = { DATABASE_URL: await server.createDatabase('bench'), JWT_SECRET: 'bench-secret' };
    instances.push(await startApiProcess({ env }));
    instances.push(await startApiProcess({ env }));
    figures.push(...figuresOf('PostgreSQL, two instances', await burstAcross(instances)));
  } finally {
    for (const instance of instances) await instance.close();
    await server.stop();
  }
  return figures;
}
