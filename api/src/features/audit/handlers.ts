import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { dayRangeConditions, selectPage, SqlParams, whereClause } from '../../http/sql';
import { AUDIT_SELECT, toAuditEntry, type AuditRow } from './repository';

/** Issue 21: the trail is read-only through the api; these are its only routes. */
export function auditHandlers({
  db,
}: ApiContext): Pick<EndpointHandlers, 'auditTrail' | 'auditActors' | 'entityAudit'> {
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

    async entityAudit({ query }) {
      const rows = await db.query<AuditRow>(
        `SELECT ${AUDIT_SELECT} FROM audit_entries
         WHERE entity_type = $1 AND entity_id = $2 ORDER BY seq DESC`,
        [query.type, query.id],
      );
      return rows.map(toAuditEntry);
    },
  };
}
