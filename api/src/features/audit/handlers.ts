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
import { savedViewSharing } from '../saved-views/repository';
import {
  auditEntryHash,
  entityAuditRows,
  latestAuditEntry,
  listAuditActors,
  listAuditEntries,
  AUDIT_LIST_TABLES,
  toAuditEntry,
  verifyAuditChain,
  type AuditRow,
} from './repository';

/** The head's signature: HMAC-SHA256 under AUDIT_KEY of its sequence number and hash. */
function signHead(key: string, seq: number, hash: string): string {
  return createHmac('sha256', key).update(`${seq}:${hash}`).digest('hex');
}

/** The trail is read-only through the api; these are its only routes. */
export function auditHandlers(
  { db, reads }: ApiContext,
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
    const hash = await auditEntryHash(db, head.seq);
    if (hash === undefined) {
      return { extends: false, reason: `Entry ${head.seq} is no longer in the trail` };
    }
    if (hash !== head.hash) {
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
    const view = await savedViewSharing(db, id);
    if (view) return view.shared || view.ownerId === userId;
    const created = rows.at(-1);
    return created !== undefined && created.actorId === userId;
  }

  return {
    async auditTrail({ query }) {
      return reads.read(`auditTrail ${JSON.stringify(query)}`, AUDIT_LIST_TABLES, (reader) =>
        listAuditEntries(reader, query),
      );
    },

    async auditActors() {
      return listAuditActors(db);
    },

    async entityAudit({ query, user }) {
      // The route checked `read`; an entity whose list is narrower needs that list's permission.
      const permission = auditEntityPermissions[query.type];
      if (user.staffRole && !roleMay(user.staffRole, permission)) {
        throw forbidden(permissionRefusal(user.staffRole, permission));
      }
      const rows = await entityAuditRows(db, query.type, query.id);
      if (query.type === 'saved_view' && !(await mayReadSavedView(query.id, user.id, rows))) {
        throw notFound(`Saved view ${query.id} not found`);
      }
      return rows.map(toAuditEntry);
    },

    async auditHead() {
      const key = requireKey();
      const row = await latestAuditEntry(db);
      const seq = row ? Number(row.seq) : 0;
      const hash = row?.hash ?? '';
      return { seq, hash, at: row ? toIso(row.at) : null, hmac: signHead(key, seq, hash) };
    },

    async auditVerify({ query }) {
      const result = await verifyAuditChain(db);
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
