import { remove as removeConfusables } from 'confusables';
import type {
  ControlEdge,
  ControlKind,
  PendingRoleGrant,
  StaffMember,
  StaffRole,
} from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';

interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  invited: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  pendingRole: StaffRole | null;
  pendingById: string | null;
  pendingByName: string | null;
  pendingAt: Date | null;
}

// The latest sign-in is the trail's own record of it (audit_entries_entity_idx finds it).
const STAFF_SELECT = `SELECT a.id, a.name, a.email, a.role,
    a.disabled_at IS NOT NULL AS disabled, a.password_hash IS NULL AS invited,
    a.created_at AS "createdAt",
    (SELECT max(e.at) FROM audit_entries e
     WHERE e.entity_type = 'staff' AND e.entity_id = a.id AND e.kind = 'auth.signin') AS "lastSignInAt",
    g.role AS "pendingRole", g.requested_by AS "pendingById", asker.name AS "pendingByName",
    g.requested_at AS "pendingAt"
  FROM admins a
  LEFT JOIN staff_role_grants g ON g.staff_id = a.id
  LEFT JOIN admins asker ON asker.id = g.requested_by`;

/** The grant waiting for another owner, from the row's joined columns. */
function pendingRoleOf(row: StaffRow): PendingRoleGrant | null {
  if (!row.pendingRole || !row.pendingById || !row.pendingAt) return null;
  return {
    role: row.pendingRole,
    requestedBy: { id: row.pendingById, name: row.pendingByName ?? row.pendingById },
    requestedAt: toIso(row.pendingAt),
  };
}

function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.disabled ? 'disabled' : row.invited ? 'invited' : 'active',
    createdAt: toIso(row.createdAt),
    lastSignInAt: row.lastSignInAt ? toIso(row.lastSignInAt) : null,
    pendingRole: pendingRoleOf(row),
  };
}

/** What `listStaff` reads (the last sign-in is an audit entry). */
export const STAFF_LIST_TABLES = ['admins', 'audit_entries', 'staff_role_grants'];

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const rows = await db.query<StaffRow>(`${STAFF_SELECT} ORDER BY lower(a.name), a.id`);
  return rows.map(toStaffMember);
}

export async function findStaff(db: Queryable, id: string): Promise<StaffMember | undefined> {
  const [row] = await db.query<StaffRow>(`${STAFF_SELECT} WHERE a.id = $1`, [id]);
  return row && toStaffMember(row);
}

/**
 * The active owners, locked until the transaction ends, so two owners demoting each other at
 * once cannot both succeed and leave none.
 */
export async function lockActiveOwnerIds(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM admins WHERE role = 'owner' AND disabled_at IS NULL
     ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}

/** Active owners who have set a password (an invited owner without one cannot act yet). */
export async function listSignedUpOwnerIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM admins
     WHERE role = 'owner' AND disabled_at IS NULL AND password_hash IS NOT NULL`,
  );
  return rows.map((row) => row.id);
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM admins WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

/** Names tell approvers apart in the trail and on requests, so no two accounts share one. */
/**
 * A name's confusable skeleton (after Unicode TS #39): each character that looks like a Latin
 * one becomes it (the `confusables` table: Cyrillic "А" is "A", "ℛ" is "R"), accents and case go,
 * and spaces collapse. Two names with one skeleton read the same on an approval.
 */
export function nameSkeleton(name: string): string {
  return removeConfusables(name.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a staff account's name has the same skeleton: the same, or only looks the same. */
export async function nameTaken(db: Queryable, name: string): Promise<boolean> {
  const skeleton = nameSkeleton(name);
  const rows = await db.query<{ name: string }>('SELECT name FROM admins');
  return rows.some((row) => nameSkeleton(row.name) === skeleton);
}

export async function readPasswordHash(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ passwordHash: string | null }>(
    'SELECT password_hash AS "passwordHash" FROM admins WHERE id = $1',
    [id],
  );
  return row?.passwordHash ?? null;
}

export async function writePasswordHash(db: Queryable, id: string, hash: string): Promise<void> {
  await db.query('UPDATE admins SET password_hash = $2 WHERE id = $1', [id, hash]);
}

export async function setStaffRole(db: Queryable, id: string, role: StaffRole): Promise<void> {
  await db.query('UPDATE admins SET role = $2 WHERE id = $1', [id, role]);
}

/**
 * Records a grant waiting for another owner; false when one already waits for the account (the
 * primary key: of two owners asking at once, one wins).
 */
export async function insertRoleGrant(
  tx: Queryable,
  grant: { staffId: string; role: StaffRole; requestedBy: string },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO staff_role_grants (staff_id, role, requested_by) VALUES ($1, $2, $3)
     ON CONFLICT (staff_id) DO NOTHING RETURNING staff_id`,
    [grant.staffId, grant.role, grant.requestedBy],
  );
  return rows.length > 0;
}

/**
 * Removes the account's waiting grant; false when none was there (any more): of two owners
 * confirming or cancelling at once, one wins.
 */
export async function deleteRoleGrant(tx: Queryable, staffId: string): Promise<boolean> {
  const rows = await tx.query(
    'DELETE FROM staff_role_grants WHERE staff_id = $1 RETURNING staff_id',
    [staffId],
  );
  return rows.length > 0;
}

export async function setStaffDisabledAt(
  db: Queryable,
  id: string,
  disabled: boolean,
): Promise<void> {
  await db.query(
    `UPDATE admins SET disabled_at = CASE WHEN $2 THEN now() ELSE NULL END WHERE id = $1`,
    [id, disabled],
  );
}

/** An account with no password yet: it is "invited" until its link sets one. */
export async function insertInvitedStaff(
  db: Queryable,
  staff: { id: string; email: string; name: string; role: StaffRole },
): Promise<void> {
  await db.query(
    'INSERT INTO admins (id, email, name, password_hash, role) VALUES ($1, $2, $3, NULL, $4)',
    [staff.id, staff.email, staff.name, staff.role],
  );
}

export type LinkPurpose = 'invite' | 'reset';

/** Stores a one-time link by its token's hash. */
export async function insertPasswordLink(
  tx: Queryable,
  link: { tokenHash: string; staffId: string; purpose: LinkPurpose; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO staff_password_links (token_hash, staff_id, purpose, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [link.tokenHash, link.staffId, link.purpose, link.expiresAt.toISOString()],
  );
}

export async function expireUnusedPasswordLinks(tx: Queryable, staffId: string): Promise<void> {
  await tx.query(
    'UPDATE staff_password_links SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL',
    [staffId],
  );
}

/**
 * Marks a usable link used (one UPDATE, so of two racing uses only one wins) and returns its
 * account and purpose; undefined when it is unknown, used or expired.
 */
export async function usePasswordLink(
  tx: Queryable,
  tokenHash: string,
): Promise<{ staffId: string; purpose: LinkPurpose } | undefined> {
  const [row] = await tx.query<{ staffId: string; purpose: LinkPurpose }>(
    `UPDATE staff_password_links SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING staff_id AS "staffId", purpose`,
    [tokenHash],
  );
  return row;
}

/** The account and purpose of a usable link, leaving it unused. */
export async function findUsablePasswordLink(
  db: Queryable,
  tokenHash: string,
): Promise<{ staffId: string; purpose: LinkPurpose } | undefined> {
  const [row] = await db.query<{ staffId: string; purpose: LinkPurpose }>(
    `SELECT staff_id AS "staffId", purpose FROM staff_password_links
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  return row;
}

/**
 * Who brought in or empowered whom, read from the audit trail (append-only, chained): every
 * invitation and password reset of a staff account, and the grant of its current role (the
 * newest role change: by whoever applied it and, when another owner confirmed it, by the owner
 * who asked for it too). The trail is the record of these steps, so there is no second copy.
 */
export async function readControlEdges(db: Queryable): Promise<ControlEdge[]> {
  const rows = await db.query<{
    kind: string;
    staff_id: string;
    staff_name: string;
    by_id: string;
    by_name: string;
    asker_id: string | null;
    asker_name: string | null;
  }>(
    `SELECT e.kind, e.entity_id AS staff_id, staff.name AS staff_name,
       e.actor_id AS by_id, coalesce(actor.name, e.actor_name) AS by_name,
       e.after->>'requestedById' AS asker_id, e.after->>'requestedBy' AS asker_name
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
  return rows.flatMap((row) => {
    const edge = {
      kind: kinds[row.kind]!,
      staffId: row.staff_id,
      staffName: row.staff_name,
      byId: row.by_id,
      byName: row.by_name,
    };
    return row.kind === 'staff.role' && row.asker_id
      ? [edge, { ...edge, byId: row.asker_id, byName: row.asker_name ?? row.asker_id }]
      : [edge];
  });
}
