import { randomUUID } from 'node:crypto';
import type { SavedView } from '@backoffice/shared/contract';
import { isUniqueViolation } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import {
  deleteSavedViewRow,
  findSavedView,
  insertSavedView,
  listSavedViews,
  SAVED_VIEW_LIST_TABLES,
  lockSavedView,
  lockSavedViewForRestore,
  restoreSavedViewRow,
  savedViewNameTaken,
} from './repository';

const auditedFields = (view: Pick<SavedView, 'list' | 'name' | 'query' | 'shared'>) => ({
  list: view.list,
  name: view.name,
  query: view.query,
  shared: view.shared,
});

type SavedViewHandlers = Pick<
  EndpointHandlers,
  'savedViews' | 'createSavedView' | 'deleteSavedView' | 'restoreSavedView'
>;

/**
 * Saved views of a list: a person's own and the ones the team shares; only the owner deletes one
 * and undoes that deletion.
 */
export function savedViewHandlers({ db, reads }: ApiContext): SavedViewHandlers {
  return {
    async savedViews({ query, user }) {
      return reads.read(`savedViews ${user.id} ${query.list}`, SAVED_VIEW_LIST_TABLES, (reader) =>
        listSavedViews(reader, query.list, user.id),
      );
    },

    async createSavedView({ body, user }) {
      const id = `view-${randomUUID()}`;
      try {
        return await db.transaction(async (tx) => {
          await insertSavedView(tx, { ...body, id, ownerId: user.id });
          await recordAudit(tx, {
            actor: user,
            kind: 'saved_view.create',
            entity: { type: 'saved_view', id },
            after: auditedFields(body),
          });
          const view = await findSavedView(tx, id, user.id);
          if (!view) throw new Error('Inserting a saved view returned nothing');
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(
            `name: you already have a view called "${body.name}" on this list`,
            'name',
          );
        }
        throw error;
      }
    },

    async deleteSavedView({ params, user }) {
      const id = params.id ?? '';
      return db.transaction(async (tx) => {
        const view = await lockSavedView(tx, id, user.id);
        if (!view) throw notFound(`Saved view ${id} not found`);
        if (!view.mine) throw forbidden('Only the owner of a saved view can delete it');
        const deletedAt = await deleteSavedViewRow(tx, id);
        await recordAudit(tx, {
          actor: user,
          kind: 'saved_view.delete',
          entity: { type: 'saved_view', id },
          before: auditedFields(view),
        });
        return { id, deletedAt };
      });
    },

    async restoreSavedView({ params, body, user }) {
      const id = params.id ?? '';
      return db.transaction(async (tx) => {
        const found = await lockSavedViewForRestore(tx, id, user.id);
        if (!found) throw notFound(`Saved view ${id} not found`);
        if (!found.mine) throw forbidden('Only the owner of a saved view can restore it');
        // Only the deletion the Undo answers may be undone: not a view already back, nor a
        // later deletion.
        if (found.deletedAt !== body.deletedAt) {
          throw conflict(
            found.deletedAt === null
              ? `View “${found.name}” is not deleted; nothing to undo`
              : `View “${found.name}” was deleted again since; nothing was restored`,
          );
        }
        if (await savedViewNameTaken(tx, { ...found, ownerId: user.id })) {
          throw conflict(
            `You now have another view called “${found.name}” on this list; nothing was restored`,
          );
        }
        await restoreSavedViewRow(tx, id);
        await recordAudit(tx, {
          actor: user,
          kind: 'saved_view.restore',
          entity: { type: 'saved_view', id },
          after: auditedFields(found),
        });
        const view = await findSavedView(tx, id, user.id);
        if (!view) throw new Error('Restoring a saved view returned nothing');
        return view;
      });
    },
  };
}
