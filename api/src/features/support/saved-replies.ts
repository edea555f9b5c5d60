import type { ApiContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { changedFields, recordAudit } from '../audit/repository';
import {
  deleteSavedReply,
  insertSavedReply,
  listSavedReplies,
  liveSavedReplyTitled,
  lockSavedReply,
  lockSavedReplyForRestore,
  restoreSavedReplyRow,
  updateSavedReply,
} from './saved-reply-repository';

const replyEntity = (id: string) => ({ type: 'saved_reply' as const, id });

type SavedReplyHandlers = Pick<
  EndpointHandlers,
  | 'savedReplies'
  | 'createSavedReply'
  | 'updateSavedReply'
  | 'deleteSavedReply'
  | 'restoreSavedReply'
>;

/** The team's saved replies, shared by every staff account that may chat. */
export function savedReplyHandlers({ db }: ApiContext): SavedReplyHandlers {
  return {
    async savedReplies() {
      return listSavedReplies(db);
    },
    async createSavedReply({ body, user }) {
      return db.transaction(async (tx) => {
        const reply = await insertSavedReply(tx, body, user.id);
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
      const id = params.id ?? '';
      return db.transaction(async (tx) => {
        const before = await lockSavedReply(tx, id);
        const after = await updateSavedReply(tx, id, body);
        if (!before || !after) throw notFound(`Saved reply ${id} not found`);
        await recordAudit(tx, {
          actor: user,
          kind: 'saved_reply.update',
          entity: replyEntity(after.id),
          ...changedFields(
            { title: before.title, body: before.body },
            { title: after.title, body: after.body },
          ),
        });
        return after;
      });
    },
    async deleteSavedReply({ params, user }) {
      const id = params.id ?? '';
      return db.transaction(async (tx) => {
        const reply = await deleteSavedReply(tx, id);
        if (!reply) throw notFound(`Saved reply ${id} not found`);
        await recordAudit(tx, {
          actor: user,
          kind: 'saved_reply.delete',
          entity: replyEntity(reply.id),
          before: { title: reply.title, body: reply.body },
        });
        return { id: reply.id, deletedAt: reply.deletedAt };
      });
    },
    async restoreSavedReply({ params, body, user }) {
      const id = params.id ?? '';
      return db.transaction(async (tx) => {
        const found = await lockSavedReplyForRestore(tx, id);
        if (!found) throw notFound(`Saved reply ${id} not found`);
        // Only the deletion the Undo answers may be undone: not a reply already back, nor a
        // later deletion someone else may mean to keep.
        if (found.deletedAt !== body.deletedAt) {
          throw conflict(
            found.deletedAt === null
              ? `Saved reply “${found.title}” is not deleted; nothing to undo`
              : `Saved reply “${found.title}” was deleted again since; nothing was restored`,
          );
        }
        if (await liveSavedReplyTitled(tx, found.title)) {
          throw conflict(
            `Another saved reply is now called “${found.title}”; nothing was restored`,
          );
        }
        const reply = await restoreSavedReplyRow(tx, id);
        await recordAudit(tx, {
          actor: user,
          kind: 'saved_reply.restore',
          entity: replyEntity(reply.id),
          after: { title: reply.title, body: reply.body },
        });
        return reply;
      });
    },
  };
}
