import type { SavedView } from '@backoffice/shared/contract';
import { toIso, toIsoOrNull, type Queryable } from '../../db/database';

interface SavedViewRow {
  id: string;
  list: SavedView['list'];
  name: string;
  query: string;
  shared: boolean;
  ownerId: string;
  ownerName: string;
  createdAt: Date;
}

const COLUMNS = `v.id, v.list, v.name, v.query, v.shared, v.owner_id AS "ownerId",
  a.name AS "ownerName", v.created_at AS "createdAt"`;
const FROM = 'FROM saved_views v JOIN admins a ON a.id = v.owner_id';
const SELECT = `SELECT ${COLUMNS} ${FROM}`;
/** Deleted views stay as rows for the toast's Undo; nothing but the restore reads them. */
const LIVE = 'v.deleted_at IS NULL';

const toSavedView = (row: SavedViewRow, callerId: string): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  query: row.query,
  shared: row.shared,
  owner: { id: row.ownerId, name: row.ownerName },
  mine: row.ownerId === callerId,
  createdAt: toIso(row.createdAt),
});

/** What `listSavedViews` reads. */
export const SAVED_VIEW_LIST_TABLES = ['saved_views', 'admins'];

/** The views of `list` the caller sees: their own and the shared ones. */
export async function listSavedViews(
  db: Queryable,
  list: SavedView['list'],
  callerId: string,
): Promise<SavedView[]> {
  const rows = await db.query<SavedViewRow>(
    `${SELECT} WHERE v.list = $1 AND (v.owner_id = $2 OR v.shared) AND ${LIVE}
     ORDER BY lower(v.name), v.id`,
    [list, callerId],
  );
  return rows.map((row) => toSavedView(row, callerId));
}

export async function insertSavedView(
  db: Queryable,
  view: Pick<SavedView, 'id' | 'list' | 'name' | 'query' | 'shared'> & { ownerId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO saved_views (id, list, owner_id, name, query, shared)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [view.id, view.list, view.ownerId, view.name, view.query, view.shared],
  );
}

export async function findSavedView(
  db: Queryable,
  id: string,
  callerId: string,
): Promise<SavedView | undefined> {
  const [row] = await db.query<SavedViewRow>(`${SELECT} WHERE v.id = $1 AND ${LIVE}`, [id]);
  return row && toSavedView(row, callerId);
}

/** The view, its row locked until the transaction ends. */
export async function lockSavedView(
  db: Queryable,
  id: string,
  callerId: string,
): Promise<SavedView | undefined> {
  const [row] = await db.query<SavedViewRow>(
    `${SELECT} WHERE v.id = $1 AND ${LIVE} FOR UPDATE OF v`,
    [id],
  );
  return row && toSavedView(row, callerId);
}

/** Marks the view deleted; the time it answers is the version the Undo must send back. */
export async function deleteSavedViewRow(db: Queryable, id: string): Promise<string> {
  const [row] = await db.query<{ deletedAt: Date }>(
    'UPDATE saved_views SET deleted_at = now() WHERE id = $1 RETURNING deleted_at AS "deletedAt"',
    [id],
  );
  if (!row) throw new Error('Deleting a saved view returned nothing');
  return toIso(row.deletedAt);
}

/** The view, deleted or not, locked: the restore decides from its `deletedAt`. */
export async function lockSavedViewForRestore(
  db: Queryable,
  id: string,
  callerId: string,
): Promise<(SavedView & { deletedAt: string | null }) | undefined> {
  const [row] = await db.query<SavedViewRow & { deletedAt: Date | null }>(
    `SELECT ${COLUMNS}, v.deleted_at AS "deletedAt" ${FROM} WHERE v.id = $1 FOR UPDATE OF v`,
    [id],
  );
  return row && { ...toSavedView(row, callerId), deletedAt: toIsoOrNull(row.deletedAt) };
}

/** Whether the owner has a live view of that name on the list, whatever its case. */
export async function savedViewNameTaken(
  db: Queryable,
  view: Pick<SavedView, 'list' | 'name'> & { ownerId: string },
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM saved_views v WHERE v.owner_id = $1 AND v.list = $2
     AND lower(v.name) = lower($3) AND ${LIVE}`,
    [view.ownerId, view.list, view.name],
  );
  return rows.length > 0;
}

export async function restoreSavedViewRow(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE saved_views SET deleted_at = NULL WHERE id = $1', [id]);
}

/** Who may see the view's history; undefined once the view is deleted. */
export async function savedViewSharing(
  db: Queryable,
  id: string,
): Promise<{ ownerId: string; shared: boolean } | undefined> {
  const [view] = await db.query<{ owner_id: string; shared: boolean }>(
    'SELECT owner_id, shared FROM saved_views WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  return view && { ownerId: view.owner_id, shared: view.shared };
}
