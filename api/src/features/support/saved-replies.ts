import { randomUUID } from 'node:crypto';
import type { SavedReply, SavedReplyInput } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { changedFields, recordAudit } from '../audit/repository';

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

const replyEntity = (id: string) => ({ type: 'saved_reply' as const, id });

type SavedReplyHandlers = Pick<
  EndpointHandlers,
  'savedReplies' | 'createSavedReply' | 'updateSavedReply' | 'deleteSavedReply'
>;

/** The team's saved replies, shared by every staff account that may chat. */
export function savedReplyHandlers({ db }: ApiContext): SavedReplyHandlers {
  return {
    async savedReplies() {
      return listSavedReplies(db);
    },
    async createSavedReply({ body, user }) {
      return db.transaction(async (tx) => {
        const reply = await createSavedReply(tx, body, user.id);
        await recordAudit(tx, {
          actor: user,
          kind: 'saved_reply.create',
          entity: replyEntity(reply.id),
          after: { title: reply.title, body: reply.body },
        });
        return reply;
      });
    },
    async updateSavedReply({ params, body, user }) {
      return db.transaction(async (tx) => {
        const [before] = await tx.query<SavedReplyRow>(
          `SELECT ${COLUMNS} FROM support_saved_replies WHERE id = $1 FOR UPDATE`,
          [params.id],
        );
        const [row] = await tx.query<SavedReplyRow>(
          `UPDATE support_saved_replies SET title = $2, body = $3, updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [params.id, body.title, body.body],
        );
        if (!before || !row) throw notFound(`Saved reply ${params.id} not found`);
        await recordAudit(tx, {
          actor: user,
          kind: 'saved_reply.update',
          entity: replyEntity(row.id),
          ...changedFields(
            { title: before.title, body: before.body },
            { title: row.title, body: row.body },
          ),
        });
        return toSavedReply(row);
      });
    },
    async deleteSavedReply({ params, user }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<SavedReplyRow>(
          `DELETE FROM support_saved_replies WHERE id = $1 RETURNING ${COLUMNS}`,
          [params.id],
        );
        if (!row) throw notFound(`Saved reply ${params.id} not found`);
        await recordAudit(tx, {
          actor: user,
          kind: 'saved_reply.delete',
          entity: replyEntity(row.id),
          before: { title: row.title, body: row.body },
        });
        return { id: row.id };
      });
    },
  };
}
