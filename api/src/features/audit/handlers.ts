import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  auditEntityPermissions,
  permissionRefusal,
  roleMay,
  type AuditVerification,
} from '@backoffice/shared/contract';
import type { ApiContext } from '../../http/context';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { toIso } from '../../db/database';
import { dayRangeConditions, selectPage, SqlParams, whereClause } from '../../http/sql';
import { AUDIT_SELECT, toAuditEntry, type AuditRow } from './repository';

/** The head's signature: HMAC-SHA256 under AUDIT_KEY of its sequence number and hash. */
function signHead(key: string, seq: number, hash: string): string {
  return createHmac('sha256', key).update(`${seq}:${hash}`).digest('hex');
}

/** The trail is read-only through the api; these are its only routes. */
export function auditHandlers(
  { db }: ApiContext,
  deps: { auditKey: string | undefined },
): Pick<
  EndpointHandlers,
  'auditTrail' | 'auditActors' | 'entityAudit' | 'auditVerify' | 'auditHead'
> {
  const { auditKey } = deps;
  const requireKey = () => {
    if (!auditKey)
      throw new ApiError(503, 'AUDIT_KEY is not set on the api: no head can be signed');
    return auditKey;
  };

  /**
   * Whether today's chain still extends a head saved earlier: the head is one this api signed,
   * the entry at its sequence number still has its hash, and the chain is intact from there.
   */
  async function checkHead(
    head: { seq?: number | undefined; hash?: string | undefined; hmac?: string | undefined },
    chainIntact: boolean,
  ) {
    const key = requireKey();
    if (head.seq === undefined || head.hash === undefined || head.hmac === undefined) {
      throw badRequest('A saved head needs seq, hash and hmac', 'query');
    }
    const expected = Buffer.from(signHead(key, head.seq, head.hash));
    const given = Buffer.from(head.hmac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { extends: false, reason: 'This head was not signed with this api’s AUDIT_KEY' };
    }
    if (head.seq === 0) return { extends: chainIntact };
    const [entry] = await db.query<{ hash: string }>(
      'SELECT hash FROM audit_entries WHERE seq = $1',
      [head.seq],
    );
    if (!entry) return { extends: false, reason: `Entry ${head.seq} is no longer in the trail` };
    if (entry.hash !== head.hash) {
      return { extends: false, reason: `Entry ${head.seq} no longer has the saved hash` };
    }
    return chainIntact
      ? { extends: true }
      : { extends: false, reason: 'The chain is broken after the saved head' };
  }

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

    async auditHead() {
      const key = requireKey();
      const [row] = await db.query<{ seq: string; hash: string; at: Date }>(
        'SELECT seq::text AS seq, hash, at FROM audit_entries ORDER BY seq DESC LIMIT 1',
      );
      const seq = row ? Number(row.seq) : 0;
      const hash = row?.hash ?? '';
      return { seq, hash, at: row ? toIso(row.at) : null, hmac: signHead(key, seq, hash) };
    },

    async auditVerify({ query }) {
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
      if (query.seq === undefined && query.hash === undefined && query.hmac === undefined) {
        return verification;
      }
      return { ...verification, head: await checkHead(query, verification.ok) };
    },
  };
}
