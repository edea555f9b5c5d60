import {
  auditEntityPermissions,
  permissionRefusal,
  roleMay,
  type AuditVerification,
} from '@backoffice/shared/contract';
import type { ApiContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { toIso } from '../../db/database';
import { dayRangeConditions, selectPage, SqlParams, whereClause } from '../../http/sql';
import { AUDIT_SELECT, toAuditEntry, type AuditRow } from './repository';

/** Issue 21: the trail is read-only through the api; these are its only routes. */
export function auditHandlers({
  db,
}: ApiContext): Pick<
  EndpointHandlers,
  'auditTrail' | 'auditActors' | 'entityAudit' | 'auditVerify'
> {
  /**
   * A saved view's history is as visible as the view: a shared one to the team, a private one
   * (or one deleted, whose sharing is gone) to its owner only, the person who created it.
   */
  async function mayReadSavedView(id: string, userId: string, rows: AuditRow[]) {
    const [view] = await db.query<{ owner_id: string; shared: boolean }>(
      'SELECT owner_id, shared FROM saved_views WHERE id = $1',
      [id],
    );
    if (view) return view.shared || view.owner_id === userId;
    const created = rows.at(-1);
    return created !== undefined && created.actorId === userId;
  }

  return {
    async auditTrail({ query }) {
      const params = new SqlParams();
      const conditions = dayRangeConditions('at', query, params);
      if (query.actorId) conditions.push(`actor_id = ${params.add(query.actorId)}`);
      if (query.kind) conditions.push(`kind = ${params.add(query.kind)}`);
      if (query.entityType) conditions.push(`entity_type = ${params.add(query.entityType)}`);
      if (query.entityId) conditions.push(`entity_id = ${params.add(query.entityId)}`);
      return selectPage(
        db,
        {
          select: `SELECT ${AUDIT_SELECT} FROM audit_entries`,
          from: 'audit_entries',
          where: whereClause(conditions),
          orderBy: 'ORDER BY seq DESC',
        },
        params,
        query,
        (row: AuditRow) => toAuditEntry(row),
      );
    },

    async auditActors() {
      return db.query<{ id: string; name: string }>(
        `SELECT DISTINCT ON (actor_id) actor_id AS id, actor_name AS name
         FROM audit_entries ORDER BY actor_id, seq DESC`,
      );
    },

    async entityAudit({ query, user }) {
      // The route checked `read`; an entity whose list is narrower needs that list's permission.
      const permission = auditEntityPermissions[query.type];
      if (user.staffRole && !roleMay(user.staffRole, permission)) {
        throw forbidden(permissionRefusal(user.staffRole, permission));
      }
      const rows = await db.query<AuditRow>(
        `SELECT ${AUDIT_SELECT} FROM audit_entries
         WHERE entity_type = $1 AND entity_id = $2 ORDER BY seq DESC`,
        [query.type, query.id],
      );
      if (query.type === 'saved_view' && !(await mayReadSavedView(query.id, user.id, rows))) {
        throw notFound(`Saved view ${query.id} not found`);
      }
      return rows.map(toAuditEntry);
    },

    async auditVerify() {
      const [result] = await db.query<{ checked: number; id: string | null; at: Date | null }>(
        `WITH chain AS (
           SELECT seq, id, at,
             prev_hash = lag(hash, 1, '') OVER (ORDER BY seq)
               AND hash = audit_entry_hash(prev_hash, id, at, actor_id, actor_name, kind,
                 entity_type, entity_id, before, after) AS intact
           FROM audit_entries)
         SELECT (SELECT count(*)::int FROM chain) AS checked, broken.id, broken.at
         FROM (SELECT 1) one
         LEFT JOIN (SELECT id, at FROM chain WHERE NOT intact ORDER BY seq LIMIT 1) broken ON true`,
      );
      const verification: AuditVerification = { ok: !result?.id, checked: result?.checked ?? 0 };
      if (result?.id && result.at) {
        verification.firstBroken = { id: result.id, at: toIso(result.at) };
      }
      return verification;
    },
  };
}
