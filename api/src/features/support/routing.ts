import {
  permissions,
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

const ROUTING_KEY = 'support_routing';
const AGENT_ROLES = JSON.stringify(permissions.chat);
/** Each instance refreshes its agents' sockets this often; a row older than ONLINE_TTL is gone. */
export const AGENT_HEARTBEAT_MS = 5_000;
const ONLINE_TTL_MS = 3 * AGENT_HEARTBEAT_MS;
/** Every instance looks at the queue this often: capacity freed, an agent back, one gone long. */
export const ROUTING_TICK_MS = 1_000;
/** One router at a time over every instance: no conversation is assigned twice. */
const ROUTER_LOCK = 53_053;

interface StoredRouting {
  enabled: boolean;
  defaultCapacity: number;
}

async function readStored(db: Queryable): Promise<StoredRouting> {
  const [row] = await db.query<{ value: Partial<StoredRouting> }>(
    'SELECT value FROM app_settings WHERE key = $1',
    [ROUTING_KEY],
  );
  return {
    enabled: row?.value.enabled ?? false,
    defaultCapacity: row?.value.defaultCapacity ?? ROUTING_DEFAULT_CAPACITY,
  };
}

async function writeStored(db: Queryable, value: StoredRouting): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [ROUTING_KEY, JSON.stringify(value)],
  );
}

/** The demo has routing on, 5 each; set after the seed, so the seed's rooms stay unassigned. */
export async function enableDemoRouting(db: Queryable): Promise<void> {
  await writeStored(db, { enabled: true, defaultCapacity: ROUTING_DEFAULT_CAPACITY });
}

export async function readSupportRouting(db: Queryable): Promise<SupportRouting> {
  const stored = await readStored(db);
  const agents = await db.query<{ id: string; name: string; capacity: number | null }>(
    `SELECT a.id, a.name, r.capacity FROM admins a
     LEFT JOIN support_agent_routing r ON r.admin_id = a.id
     WHERE a.disabled_at IS NULL AND a.role IN (SELECT jsonb_array_elements_text($1::jsonb))
     ORDER BY a.name, a.id`,
    [AGENT_ROLES],
  );
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
        await writeStored(tx, { enabled: body.enabled, defaultCapacity: body.defaultCapacity });
        for (const agent of body.agents) {
          await tx.query(
            `INSERT INTO support_agent_routing (admin_id, capacity) VALUES ($1, $2)
             ON CONFLICT (admin_id) DO UPDATE SET capacity = EXCLUDED.capacity`,
            [agent.id, agent.capacity],
          );
        }
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
  const queued = await db.query<{ id: string }>(
    `UPDATE support_rooms r SET routing_since = now(), route_on_message = false
     FROM app_settings s
     WHERE s.key = $3 AND (s.value ->> 'enabled')::boolean
       AND r.id = ANY($1::text[]) AND r.status = 'open' AND r.assignee_id IS NULL
       AND r.routing_since IS NULL AND (r.route_on_message OR r.id = ANY($2::text[]))
     RETURNING r.id`,
    [
      rooms.map((room) => room.roomId),
      rooms.filter((room) => room.reopened).map((room) => room.roomId),
      ROUTING_KEY,
    ],
  );
  return queued.length > 0;
}

export interface AgentLoad {
  id: string;
  /** Room left: capacity minus the open conversations they own. */
  room: number;
  lastRoutedAt: Date | null;
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

/** Online agents (a socket heard lately, not away) who may chat, with their room left. */
async function onlineAgents(tx: Queryable, defaultCapacity: number): Promise<AgentLoad[]> {
  return tx.query<AgentLoad>(
    `SELECT a.id,
       COALESCE(r.capacity, $2) - (SELECT count(*)::int FROM support_rooms o
         WHERE o.assignee_id = a.id AND o.status = 'open') AS room,
       r.last_routed_at AS "lastRoutedAt"
     FROM admins a LEFT JOIN support_agent_routing r ON r.admin_id = a.id
     WHERE a.disabled_at IS NULL AND a.role IN (SELECT jsonb_array_elements_text($1::jsonb))
       AND EXISTS (SELECT 1 FROM support_agent_sockets s WHERE s.admin_id = a.id
         AND NOT s.away AND s.seen_at > now() - make_interval(secs => $3))`,
    [AGENT_ROLES, defaultCapacity, ONLINE_TTL_MS / 1000],
  );
}

/**
 * Unanswered open conversations (the member has the last word) the router gave to agents with no
 * socket heard for `offlineReturnMs` go back to the queue. One a person assigned stays theirs.
 */
async function returnOfflineAgentsRooms(
  tx: Queryable,
  offlineReturnMs: number,
): Promise<RoomInboxChanged[]> {
  const rooms = await tx.query<{ id: string }>(
    `SELECT r.id FROM support_rooms r JOIN support_agent_routing g ON g.admin_id = r.assignee_id
     WHERE r.status = 'open' AND r.routed_at IS NOT NULL AND g.last_online_at < now() - make_interval(secs => $1)
       AND NOT EXISTS (SELECT 1 FROM support_agent_sockets s WHERE s.admin_id = r.assignee_id
         AND s.seen_at > now() - make_interval(secs => $2))
       AND (SELECT m.sender_id FROM support_messages m WHERE m.room_id = r.id
         ORDER BY m.seq DESC LIMIT 1) = r.member_id
     ORDER BY r.id FOR UPDATE OF r`,
    [offlineReturnMs / 1000, ONLINE_TTL_MS / 1000],
  );
  const changes: RoomInboxChanged[] = [];
  for (const room of rooms) {
    changes.push(await assignRoom(tx, { roomId: room.id, assigneeId: null, actor: ROUTING_ACTOR }));
    await tx.query('UPDATE support_rooms SET routing_since = now() WHERE id = $1', [room.id]);
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
    const stored = await readStored(tx);
    if (!stored.enabled) return [];
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ROUTER_LOCK]);
    const changes = await returnOfflineAgentsRooms(tx, offlineReturnMs);
    const waiting = await tx.query<{ id: string }>(
      `SELECT id FROM support_rooms
       WHERE routing_since IS NOT NULL AND assignee_id IS NULL AND status = 'open'
       ORDER BY routing_since, id FOR UPDATE`,
    );
    if (!waiting.length) return changes;
    const agents = await onlineAgents(tx, stored.defaultCapacity);
    for (const room of waiting) {
      const agent = pickAgent(agents);
      if (!agent) break;
      changes.push(
        await assignRoom(tx, { roomId: room.id, assigneeId: agent.id, actor: ROUTING_ACTOR }),
      );
      await tx.query('UPDATE support_rooms SET routed_at = now() WHERE id = $1', [room.id]);
      await tx.query(
        `INSERT INTO support_agent_routing (admin_id, last_routed_at) VALUES ($1, now())
         ON CONFLICT (admin_id) DO UPDATE SET last_routed_at = EXCLUDED.last_routed_at`,
        [agent.id],
      );
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
    report(
      db.query(
        `WITH seen AS (UPDATE support_agent_sockets SET seen_at = now()
           WHERE socket_id = ANY($1::text[]) RETURNING admin_id)
         INSERT INTO support_agent_routing (admin_id, last_online_at)
           SELECT DISTINCT admin_id, now() FROM seen
         ON CONFLICT (admin_id) DO UPDATE SET last_online_at = EXCLUDED.last_online_at`,
        [[...held]],
      ),
    );
  }, AGENT_HEARTBEAT_MS);
  heartbeat.unref();
  return {
    connected(socketId: string, adminId: string): Promise<void> {
      held.add(socketId);
      return db
        .query(
          `WITH s AS (INSERT INTO support_agent_sockets (socket_id, admin_id, seen_at)
             VALUES ($1, $2, now()) ON CONFLICT (socket_id) DO NOTHING)
           INSERT INTO support_agent_routing (admin_id, last_online_at) VALUES ($2, now())
           ON CONFLICT (admin_id) DO UPDATE SET last_online_at = EXCLUDED.last_online_at`,
          [socketId, adminId],
        )
        .then(() => undefined);
    },
    disconnected(socketId: string): void {
      if (!held.delete(socketId)) return;
      report(
        db.query(
          `WITH gone AS (DELETE FROM support_agent_sockets WHERE socket_id = $1 RETURNING admin_id)
           UPDATE support_agent_routing SET last_online_at = now()
           WHERE admin_id IN (SELECT admin_id FROM gone)`,
          [socketId],
        ),
      );
    },
    stop: () => clearInterval(heartbeat),
  };
}
