import {
  controlTie,
  dualControlRefusal,
  type ControlEdge,
  type ControlKind,
} from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { forbidden } from '../../http/errors';

/**
 * Who brought in or empowered whom, read from the audit trail (append-only, chained): every
 * invitation and password reset of a staff account, and the grant of its current role (the
 * newest role change). The trail is the record of these steps, so there is no second copy.
 */
export async function controlEdges(db: Queryable): Promise<ControlEdge[]> {
  const rows = await db.query<{
    kind: string;
    staff_id: string;
    staff_name: string;
    by_id: string;
    by_name: string;
  }>(
    `SELECT e.kind, e.entity_id AS staff_id, staff.name AS staff_name,
       e.actor_id AS by_id, coalesce(actor.name, e.actor_name) AS by_name
     FROM audit_entries e
     JOIN admins staff ON staff.id = e.entity_id
     LEFT JOIN admins actor ON actor.id = e.actor_id
     WHERE e.entity_type = 'staff'
       AND (e.kind IN ('staff.invite', 'staff.password_reset')
         OR (e.kind = 'staff.role' AND e.seq = (
           SELECT max(r.seq) FROM audit_entries r
           WHERE r.entity_type = 'staff' AND r.kind = 'staff.role' AND r.entity_id = e.entity_id)))`,
  );
  const kinds: Record<string, ControlKind> = {
    'staff.invite': 'invited',
    'staff.password_reset': 'reset',
    'staff.role': 'role',
  };
  return rows.map((row) => ({
    kind: kinds[row.kind]!,
    staffId: row.staff_id,
    staffName: row.staff_name,
    byId: row.by_id,
    byName: row.by_name,
  }));
}

/**
 * Refuses (403, saying why) the second half of a two-person control when `secondId` is tied to
 * whoever did the first half (`firstDid`, e.g. "gave the first approval").
 */
export async function refuseTiedSecond(
  db: Queryable,
  firstId: string,
  secondId: string,
  firstDid: string,
): Promise<void> {
  const tie = controlTie(await controlEdges(db), firstId, secondId);
  if (tie) throw forbidden(dualControlRefusal(tie, firstDid));
}

/** Whom `personId` is tied to among `candidates` (e.g. the owners who could confirm). */
export async function untiedTo(
  db: Queryable,
  personId: string,
  candidates: readonly string[],
): Promise<string[]> {
  const edges = await controlEdges(db);
  return candidates.filter((id) => id !== personId && !controlTie(edges, personId, id));
}
