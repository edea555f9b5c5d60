import { randomUUID } from 'node:crypto';
import type { SavedReply, SavedReplyInput } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';

interface SavedReplyRow {
  id: string;
  title: string;
  body: string;
  updatedAt: Date;
}

const COLUMNS = 'id, title, body, updated_at AS "updatedAt"';

const toSavedReply = (row: SavedReplyRow): SavedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updatedAt: toIso(row.updatedAt),
});

async function listSavedReplies(db: Queryable): Promise<SavedReply[]> {
  const rows = await db.query<SavedReplyRow>(
    `SELECT ${COLUMNS} FROM support_saved_replies ORDER BY lower(title), id`,
  );
  return rows.map(toSavedReply);
}

async function createSavedReply(
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

type SavedReplyHandlers = Pick<
  EndpointHandlers,
  'savedReplies' | 'createSavedReply' | 'updateSavedReply' | 'deleteSavedReply'
>;

/** Issue 20: the team's saved replies, shared by every staff account that may chat. */
export function savedReplyHandlers({ db }: ApiContext): SavedReplyHandlers {
  return {
    async savedReplies() {
      return listSavedReplies(db);
    },
    async createSavedReply({ body, user }) {
      return createSavedReply(db, body, user.id);
    },
    async updateSavedReply({ params, body }) {
      const [row] = await db.query<SavedReplyRow>(
        `UPDATE support_saved_replies SET title = $2, body = $3, updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [params.id, body.title, body.body],
      );
      if (!row) throw notFound(`Saved reply ${params.id} not found`);
      return toSavedReply(row);
    },
    async deleteSavedReply({ params }) {
      const rows = await db.query<{ id: string }>(
        'DELETE FROM support_saved_replies WHERE id = $1 RETURNING id',
        [params.id],
      );
      if (!rows.length) throw notFound(`Saved reply ${params.id} not found`);
      return { id: params.id ?? '' };
    },
  };
}
