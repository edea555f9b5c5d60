import { permissions, ROUTING_DEFAULT_CAPACITY } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';

/**
 * Routing's records: the owners' setting (app_settings), each agent's capacity and routing times
 * (support_agent_routing), each instance's agents' sockets (support_agent_sockets) and the queue
 * on support_rooms (routing_since, routed_at).
 */

export const ROUTING_KEY = 'support_routing';
const AGENT_ROLES = JSON.stringify(permissions.chat);
/** One router at a time over every instance: no conversation is assigned twice. */
const ROUTER_LOCK = 53_053;

export interface StoredRouting {
  enabled: boolean;
  defaultCapacity: number;
}

export async function readStoredRouting(db: Queryable): Promise<StoredRouting> {
  const [row] = await db.query<{ value: Partial<StoredRouting> }>(
    'SELECT value FROM app_settings WHERE key = $1',
    [ROUTING_KEY],
  );
  return {
    enabled: row?.value.enabled ?? false,
    defaultCapacity: row?.value.defaultCapacity ?? ROUTING_DEFAULT_CAPACITY,
  };
}

export async function writeStoredRouting(db: Queryable, value: StoredRouting): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [ROUTING_KEY, JSON.stringify(value)],
  );
}

/** Active staff who may chat, by name, with the capacity set for them (null: the default). */
export function listRoutingAgents(
  db: Queryable,
): Promise<{ id: string; name: string; capacity: number | null }[]> {
  return db.query<{ id: string; name: string; capacity: number | null }>(
    `SELECT a.id, a.name, r.capacity FROM admins a
     LEFT JOIN support_agent_routing r ON r.admin_id = a.id
     WHERE a.disabled_at IS NULL AND a.role IN (SELECT jsonb_array_elements_text($1::jsonb))
     ORDER BY a.name, a.id`,
    [AGENT_ROLES],
  );
}

export async function writeAgentCapacity(
  db: Queryable,
  adminId: string,
  capacity: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO support_agent_routing (admin_id, capacity) VALUES ($1, $2)
     ON CONFLICT (admin_id) DO UPDATE SET capacity = EXCLUDED.capacity`,
    [adminId, capacity],
  );
}

/**
 * While routing is on, queues the open, unowned, unqueued rooms among `roomIds` that route on
 * their next message or are among `reopenedRoomIds`; answers the ones queued.
 */
export async function queueRooms(
  db: Queryable,
  roomIds: readonly string[],
  reopenedRoomIds: readonly string[],
): Promise<string[]> {
  const queued = await db.query<{ id: string }>(
    `UPDATE support_rooms r SET routing_since = now(), route_on_message = false
     FROM app_settings s
     WHERE s.key = $3 AND (s.value ->> 'enabled')::boolean
       AND r.id = ANY($1::text[]) AND r.status = 'open' AND r.assignee_id IS NULL
       AND r.routing_since IS NULL AND (r.route_on_message OR r.id = ANY($2::text[]))
     RETURNING r.id`,
    [roomIds, reopenedRoomIds, ROUTING_KEY],
  );
  return queued.map((room) => room.id);
}

export interface AgentLoad {
  id: string;
  /** Room left: capacity minus the open conversations they own. */
  room: number;
  lastRoutedAt: Date | null;
}

/** Agents who may chat with a socket seen in the last `onlineSeconds`, not away, and their load. */
export function listOnlineAgents(
  tx: Queryable,
  defaultCapacity: number,
  onlineSeconds: number,
): Promise<AgentLoad[]> {
  return tx.query<AgentLoad>(
    `SELECT a.id,
       COALESCE(r.capacity, $2) - (SELECT count(*)::int FROM support_rooms o
         WHERE o.assignee_id = a.id AND o.status = 'open') AS room,
       r.last_routed_at AS "lastRoutedAt"
     FROM admins a LEFT JOIN support_agent_routing r ON r.admin_id = a.id
     WHERE a.disabled_at IS NULL AND a.role IN (SELECT jsonb_array_elements_text($1::jsonb))
       AND EXISTS (SELECT 1 FROM support_agent_sockets s WHERE s.admin_id = a.id
         AND NOT s.away AND s.seen_at > now() - make_interval(secs => $3))`,
    [AGENT_ROLES, defaultCapacity, onlineSeconds],
  );
}

/**
 * Open rooms the router gave to an agent offline for `offlineSeconds` (no socket seen in the last
 * `onlineSeconds`) whose member has the last word, locked until the transaction ends.
 */
export async function lockOfflineAgentsRooms(
  tx: Queryable,
  offlineSeconds: number,
  onlineSeconds: number,
): Promise<string[]> {
  const rooms = await tx.query<{ id: string }>(
    `SELECT r.id FROM support_rooms r JOIN support_agent_routing g ON g.admin_id = r.assignee_id
     WHERE r.status = 'open' AND r.routed_at IS NOT NULL AND g.last_online_at < now() - make_interval(secs => $1)
       AND NOT EXISTS (SELECT 1 FROM support_agent_sockets s WHERE s.admin_id = r.assignee_id
         AND s.seen_at > now() - make_interval(secs => $2))
       AND (SELECT m.sender_id FROM support_messages m WHERE m.room_id = r.id
         ORDER BY m.seq DESC LIMIT 1) = r.member_id
     ORDER BY r.id FOR UPDATE OF r`,
    [offlineSeconds, onlineSeconds],
  );
  return rooms.map((room) => room.id);
}

export async function requeueRoom(tx: Queryable, roomId: string): Promise<void> {
  await tx.query('UPDATE support_rooms SET routing_since = now() WHERE id = $1', [roomId]);
}

/** Waits for any other instance's router until this transaction ends. */
export async function lockRouter(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ROUTER_LOCK]);
}

/** The queue, oldest first, locked until the transaction ends. */
export async function lockWaitingRooms(tx: Queryable): Promise<string[]> {
  const waiting = await tx.query<{ id: string }>(
    `SELECT id FROM support_rooms
     WHERE routing_since IS NOT NULL AND assignee_id IS NULL AND status = 'open'
     ORDER BY routing_since, id FOR UPDATE`,
  );
  return waiting.map((room) => room.id);
}

/** The router gave `roomId` to `adminId`: the room and the agent note when. */
export async function recordRouted(tx: Queryable, roomId: string, adminId: string): Promise<void> {
  await tx.query('UPDATE support_rooms SET routed_at = now() WHERE id = $1', [roomId]);
  await tx.query(
    `INSERT INTO support_agent_routing (admin_id, last_routed_at) VALUES ($1, now())
     ON CONFLICT (admin_id) DO UPDATE SET last_routed_at = EXCLUDED.last_routed_at`,
    [adminId],
  );
}

/** The sockets are still there: each is seen now, and so are their agents. */
export async function refreshAgentSockets(
  db: Queryable,
  socketIds: readonly string[],
): Promise<void> {
  await db.query(
    `WITH seen AS (UPDATE support_agent_sockets SET seen_at = now()
       WHERE socket_id = ANY($1::text[]) RETURNING admin_id)
     INSERT INTO support_agent_routing (admin_id, last_online_at)
       SELECT DISTINCT admin_id, now() FROM seen
     ON CONFLICT (admin_id) DO UPDATE SET last_online_at = EXCLUDED.last_online_at`,
    [socketIds],
  );
}

export async function insertAgentSocket(
  db: Queryable,
  socketId: string,
  adminId: string,
): Promise<void> {
  await db.query(
    `WITH s AS (INSERT INTO support_agent_sockets (socket_id, admin_id, seen_at)
       VALUES ($1, $2, now()) ON CONFLICT (socket_id) DO NOTHING)
     INSERT INTO support_agent_routing (admin_id, last_online_at) VALUES ($2, now())
     ON CONFLICT (admin_id) DO UPDATE SET last_online_at = EXCLUDED.last_online_at`,
    [socketId, adminId],
  );
}

/** The socket is gone; its agent was online until now. */
export async function deleteAgentSocket(db: Queryable, socketId: string): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM support_agent_sockets WHERE socket_id = $1 RETURNING admin_id)
     UPDATE support_agent_routing SET last_online_at = now()
     WHERE admin_id IN (SELECT admin_id FROM gone)`,
    [socketId],
  );
}
