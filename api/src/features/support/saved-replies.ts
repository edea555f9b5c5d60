import type { ApiContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { changedFields, recordAudit } from '../audit/repository';
import {
  deleteSavedReply,
  insertSavedReply,
  listSavedReplies,
  lockSavedReply,
  updateSavedReply,
} from './saved-reply-repository';

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
        return { id: reply.id };
      });
    },
  };
}
