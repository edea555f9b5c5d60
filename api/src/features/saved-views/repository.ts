import type { SavedView } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';

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

const SELECT = `SELECT v.id, v.list, v.name, v.query, v.shared, v.owner_id AS "ownerId",
  a.name AS "ownerName", v.created_at AS "createdAt"
  FROM saved_views v JOIN admins a ON a.id = v.owner_id`;

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

/** The views of `list` the caller sees: their own and the shared ones. */
export async function listSavedViews(
  db: Queryable,
  list: SavedView['list'],
  callerId: string,
): Promise<SavedView[]> {
  const rows = await db.query<SavedViewRow>(
    `${SELECT} WHERE v.list = $1 AND (v.owner_id = $2 OR v.shared)
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
  const [row] = await db.query<SavedViewRow>(`${SELECT} WHERE v.id = $1`, [id]);
  return row && toSavedView(row, callerId);
}

/** The view, its row locked until the transaction ends. */
export async function lockSavedView(
  db: Queryable,
  id: string,
  callerId: string,
): Promise<SavedView | undefined> {
  const [row] = await db.query<SavedViewRow>(`${SELECT} WHERE v.id = $1 FOR UPDATE OF v`, [id]);
  return row && toSavedView(row, callerId);
}

export async function deleteSavedViewRow(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM saved_views WHERE id = $1', [id]);
}

/** Who may see the view's history; undefined once the view is deleted. */
export async function savedViewSharing(
  db: Queryable,
  id: string,
): Promise<{ ownerId: string; shared: boolean } | undefined> {
  const [view] = await db.query<{ owner_id: string; shared: boolean }>(
    'SELECT owner_id, shared FROM saved_views WHERE id = $1',
    [id],
  );
  return view && { ownerId: view.owner_id, shared: view.shared };
}
