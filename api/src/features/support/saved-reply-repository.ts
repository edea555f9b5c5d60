import { randomUUID } from 'node:crypto';
import type { SavedReply, SavedReplyInput } from '@backoffice/shared/contract';
import { toIso, toIsoOrNull, type Queryable } from '../../db/database';

interface SavedReplyRow {
  id: string;
  title: string;
  body: string;
  updatedAt: Date;
}

const COLUMNS = 'id, title, body, updated_at AS "updatedAt"';
/** Deleted replies stay as rows for the toast's Undo; nothing but the restore reads them. */
const LIVE = 'deleted_at IS NULL';

const toSavedReply = (row: SavedReplyRow): SavedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updatedAt: toIso(row.updatedAt),
});

export async function listSavedReplies(db: Queryable): Promise<SavedReply[]> {
  const rows = await db.query<SavedReplyRow>(
    `SELECT ${COLUMNS} FROM support_saved_replies WHERE ${LIVE} ORDER BY lower(title), id`,
  );
  return rows.map(toSavedReply);
}

export async function insertSavedReply(
  db: Queryable,
  input: SavedReplyInput,
  staffId: string,
): Promise<SavedReply> {
  const [row] = await db.query<SavedReplyRow>(
    `INSERT INTO support_saved_replies (id, title, body, created_by, updated_at)
     VALUES ($1, $2, $3, $4, now()) RETURNING ${COLUMNS}`,
    [`reply-${randomUUID()}`, input.title, input.body, staffId],
  );
  if (!row) throw new Error('Inserting a saved reply returned nothing');
  return toSavedReply(row);
}

/** The reply, its row locked until the transaction ends; undefined when there is none. */
export async function lockSavedReply(tx: Queryable, id: string): Promise<SavedReply | undefined> {
  const [row] = await tx.query<SavedReplyRow>(
    `SELECT ${COLUMNS} FROM support_saved_replies WHERE id = $1 AND ${LIVE} FOR UPDATE`,
    [id],
  );
  return row && toSavedReply(row);
}

export async function updateSavedReply(
  db: Queryable,
  id: string,
  input: SavedReplyInput,
): Promise<SavedReply | undefined> {
  const [row] = await db.query<SavedReplyRow>(
    `UPDATE support_saved_replies SET title = $2, body = $3, updated_at = now()
     WHERE id = $1 AND ${LIVE} RETURNING ${COLUMNS}`,
    [id, input.title, input.body],
  );
  return row && toSavedReply(row);
}

/** Marks the reply deleted; its answer's `deletedAt` is the version the Undo must send back. */
export async function deleteSavedReply(
  db: Queryable,
  id: string,
): Promise<(SavedReply & { deletedAt: string }) | undefined> {
  const [row] = await db.query<SavedReplyRow & { deletedAt: Date }>(
    `UPDATE support_saved_replies SET deleted_at = now() WHERE id = $1 AND ${LIVE}
     RETURNING ${COLUMNS}, deleted_at AS "deletedAt"`,
    [id],
  );
  return row && { ...toSavedReply(row), deletedAt: toIso(row.deletedAt) };
}

/** The reply, deleted or not, locked: the restore decides from its `deletedAt`. */
export async function lockSavedReplyForRestore(
  tx: Queryable,
  id: string,
): Promise<(SavedReply & { deletedAt: string | null }) | undefined> {
  const [row] = await tx.query<SavedReplyRow & { deletedAt: Date | null }>(
    `SELECT ${COLUMNS}, deleted_at AS "deletedAt" FROM support_saved_replies
     WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row && { ...toSavedReply(row), deletedAt: toIsoOrNull(row.deletedAt) };
}

/** Whether a reply that is not deleted has this title, whatever its case. */
export async function liveSavedReplyTitled(db: Queryable, title: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM support_saved_replies WHERE lower(title) = lower($1) AND ${LIVE}`,
    [title],
  );
  return rows.length > 0;
}

export async function restoreSavedReplyRow(db: Queryable, id: string): Promise<SavedReply> {
  const [row] = await db.query<SavedReplyRow>(
    `UPDATE support_saved_replies SET deleted_at = NULL WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  if (!row) throw new Error('Restoring a saved reply returned nothing');
  return toSavedReply(row);
}
