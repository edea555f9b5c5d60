import {
  ROUTING_ACTOR,
  ROUTING_DEFAULT_CAPACITY,
  ROUTING_OFFLINE_RETURN_MS,
  supportRoutingSchema,
  type RoomInboxChanged,
  type SupportRouting,
} from '@backoffice/shared/contract';
import type { Database, Queryable } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import { assignRoom } from './inbox-repository';
import {
  deleteAgentSocket,
  insertAgentSocket,
  listOnlineAgents,
  listRoutingAgents,
  lockOfflineAgentsRooms,
  lockRouter,
  lockWaitingRooms,
  queueRooms,
  readStoredRouting,
  recordRouted,
  refreshAgentSockets,
  requeueRoom,
  ROUTING_KEY,
  writeAgentCapacity,
  writeStoredRouting,
  type AgentLoad,
} from './routing-repository';

/** Each instance refreshes its agents' sockets this often; a row older than ONLINE_TTL_SECONDS is gone. */
export const AGENT_HEARTBEAT_MS = 5_000;
const ONLINE_TTL_SECONDS = (3 * AGENT_HEARTBEAT_MS) / 1000;
/** Every instance looks at the queue this often: capacity freed, an agent back, one gone long. */
export const ROUTING_TICK_MS = 1_000;

/** The demo has routing on, 5 each; set after the seed, so the seed's rooms stay unassigned. */
export async function enableDemoRouting(db: Queryable): Promise<void> {
  await writeStoredRouting(db, { enabled: true, defaultCapacity: ROUTING_DEFAULT_CAPACITY });
}

export async function readSupportRouting(db: Queryable): Promise<SupportRouting> {
  const stored = await readStoredRouting(db);
  const agents = await listRoutingAgents(db);
  return supportRoutingSchema.parse({ ...stored, agents });
}

/** GET and PUT /settings/support-routing (owners); a change is audited. */
export function supportRoutingHandlers({
  db,
}: ApiContext): Pick<EndpointHandlers, 'supportRouting' | 'updateSupportRouting'> {
  return {
    supportRouting: () => readSupportRouting(db),
    async updateSupportRouting({ body, user }) {
      return db.transaction(async (tx) => {
        const before = await readSupportRouting(tx);
        const known = new Set(before.agents.map((agent) => agent.id));
        const unknown = body.agents.find((agent) => !known.has(agent.id));
        if (unknown) {
          throw badRequest(`agents: ${unknown.id} is not an active staff account that may chat`);
        }
        await writeStoredRouting(tx, {
          enabled: body.enabled,
          defaultCapacity: body.defaultCapacity,
        });
        for (const agent of body.agents) await writeAgentCapacity(tx, agent.id, agent.capacity);
        const after = await readSupportRouting(tx);
        await recordAudit(tx, {
          actor: user,
          kind: 'settings.support_routing',
          entity: { type: 'setting', id: ROUTING_KEY },
          before,
          after,
        });
        return after;
      });
    },
  };
}

/**
 * Member messages just stored: a room created while routing was on (its first conversation) or
 * reopened by the message, with nobody owning it, joins the queue.
 */
export async function queueForRouting(
  db: Queryable,
  rooms: { roomId: string; reopened: boolean }[],
): Promise<boolean> {
  if (!rooms.length) return false;
  const queued = await queueRooms(
    db,
    rooms.map((room) => room.roomId),
    rooms.filter((room) => room.reopened).map((room) => room.roomId),
  );
  return queued.length > 0;
}

/** The rule: the most room left, then the longest idle (never routed first); none when all full. */
export function pickAgent(agents: readonly AgentLoad[]): AgentLoad | undefined {
  let best: AgentLoad | undefined;
  for (const agent of agents) {
    if (agent.room <= 0) continue;
    if (
      !best ||
      agent.room > best.room ||
      (agent.room === best.room &&
        (agent.lastRoutedAt?.getTime() ?? -Infinity) < (best.lastRoutedAt?.getTime() ?? -Infinity))
    ) {
      best = agent;
    }
  }
  return best;
}

/**
 * Unanswered open conversations (the member has the last word) the router gave to agents with no
 * socket heard for `offlineReturnMs` go back to the queue. One a person assigned stays theirs.
 */
async function returnOfflineAgentsRooms(
  tx: Queryable,
  offlineReturnMs: number,
): Promise<RoomInboxChanged[]> {
  const rooms = await lockOfflineAgentsRooms(tx, offlineReturnMs / 1000, ONLINE_TTL_SECONDS);
  const changes: RoomInboxChanged[] = [];
  for (const roomId of rooms) {
    changes.push(await assignRoom(tx, { roomId, assigneeId: null, actor: ROUTING_ACTOR }));
    await requeueRoom(tx, roomId);
  }
  return changes;
}

/**
 * One pass of the router: returns offline agents' unanswered rooms to the queue, then assigns the
 * queue oldest first while someone online has room. Under one advisory lock over every instance,
 * each room re-read inside it: two instances never assign one conversation twice.
 */
export async function routeConversations(
  db: Database,
  offlineReturnMs = ROUTING_OFFLINE_RETURN_MS,
): Promise<RoomInboxChanged[]> {
  return db.transaction(async (tx) => {
    const stored = await readStoredRouting(tx);
    if (!stored.enabled) return [];
    await lockRouter(tx);
    const changes = await returnOfflineAgentsRooms(tx, offlineReturnMs);
    const waiting = await lockWaitingRooms(tx);
    if (!waiting.length) return changes;
    const agents = await listOnlineAgents(tx, stored.defaultCapacity, ONLINE_TTL_SECONDS);
    for (const roomId of waiting) {
      const agent = pickAgent(agents);
      if (!agent) break;
      changes.push(await assignRoom(tx, { roomId, assigneeId: agent.id, actor: ROUTING_ACTOR }));
      await recordRouted(tx, roomId, agent.id);
      agent.room -= 1;
      // now() is the transaction's start: the order among this pass's picks is kept in memory.
      agent.lastRoutedAt = new Date(Date.now() + changes.length);
    }
    return changes;
  });
}

/** This instance's agents' sockets: written on connect, refreshed, deleted on disconnect. */
export function createAgentSockets(db: Queryable, logError: (error: unknown) => void) {
  const held = new Set<string>();
  const report = (work: Promise<unknown>) => void work.catch(logError);
  const heartbeat = setInterval(() => {
    if (!held.size) return;
    report(refreshAgentSockets(db, [...held]));
  }, AGENT_HEARTBEAT_MS);
  heartbeat.unref();
  return {
    connected(socketId: string, adminId: string): Promise<void> {
      held.add(socketId);
      return insertAgentSocket(db, socketId, adminId);
    },
    disconnected(socketId: string): void {
      if (!held.delete(socketId)) return;
      report(deleteAgentSocket(db, socketId));
    },
    stop: () => clearInterval(heartbeat),
  };
}
