import { randomUUID } from 'node:crypto';
import type { SavedView } from '@backoffice/shared/contract';
import { isUniqueViolation, toIso } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';

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

const auditedFields = (view: Pick<SavedView, 'list' | 'name' | 'query' | 'shared'>) => ({
  list: view.list,
  name: view.name,
  query: view.query,
  shared: view.shared,
});

type SavedViewHandlers = Pick<
  EndpointHandlers,
  'savedViews' | 'createSavedView' | 'deleteSavedView'
>;

/** Saved views of a list: a person's own and the ones the team shares; only the owner deletes. */
export function savedViewHandlers({ db }: ApiContext): SavedViewHandlers {
  return {
    async savedViews({ query, user }) {
      const rows = await db.query<SavedViewRow>(
        `${SELECT} WHERE v.list = $1 AND (v.owner_id = $2 OR v.shared)
         ORDER BY lower(v.name), v.id`,
        [query.list, user.id],
      );
      return rows.map((row) => toSavedView(row, user.id));
    },

    async createSavedView({ body, user }) {
      const id = `view-${randomUUID()}`;
      try {
        return await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO saved_views (id, list, owner_id, name, query, shared)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [id, body.list, user.id, body.name, body.query, body.shared],
          );
          await recordAudit(tx, {
            actor: user,
            kind: 'saved_view.create',
            entity: { type: 'saved_view', id },
            after: auditedFields(body),
          });
          const [row] = await tx.query<SavedViewRow>(`${SELECT} WHERE v.id = $1`, [id]);
          if (!row) throw new Error('Inserting a saved view returned nothing');
          return toSavedView(row, user.id);
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
        const [row] = await tx.query<SavedViewRow>(`${SELECT} WHERE v.id = $1 FOR UPDATE OF v`, [
          id,
        ]);
        if (!row) throw notFound(`Saved view ${id} not found`);
        if (row.ownerId !== user.id)
          throw forbidden('Only the owner of a saved view can delete it');
        await tx.query('DELETE FROM saved_views WHERE id = $1', [id]);
        await recordAudit(tx, {
          actor: user,
          kind: 'saved_view.delete',
          entity: { type: 'saved_view', id },
          before: auditedFields(row),
        });
        return { id };
      });
    },
  };
}
