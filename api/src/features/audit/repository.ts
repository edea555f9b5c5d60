import { randomUUID } from 'node:crypto';
import {
  auditSettingNames,
  type AuditEntityType,
  type AuditEntry,
  type AuditKind,
} from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
import type { HandlerInput } from '../../http/handlers';
import { dayRangeConditions, selectPage, SqlParams, whereClause } from '../../db/sql';

export interface AuditRecord {
  actor: { id: string; name: string };
  kind: AuditKind;
  entity: { type: AuditEntityType; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends one entry. Call it with the transaction that makes the change, so the entry and the
 * change are stored together or not at all.
 */
export async function recordAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await tx.query(
    `INSERT INTO audit_entries (id, at, actor_id, actor_name, kind, entity_type, entity_id, before, after)
     VALUES ($1, now(), $2, $3, $4, $5, $6, $7, $8)`,
    [
      `aud-${randomUUID()}`,
      record.actor.id,
      record.actor.name,
      record.kind,
      record.entity.type,
      record.entity.id,
      record.before ? JSON.stringify(record.before) : null,
      record.after ? JSON.stringify(record.after) : null,
    ],
  );
}

/** Only the fields whose values differ, as the before and after of an entry. */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

export interface AuditRow {
  id: string;
  at: Date;
  actorId: string;
  actorName: string;
  kind: AuditKind;
  entityType: AuditEntityType;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  entityName: string | null;
}

/**
 * The record's name as the screens show it, read with the entry: never stored in it, so the hash
 * chain is untouched and a renamed record reads with its name of now. A funding request has none:
 * its screens call it by its id (FR-00012).
 */
const ENTITY_NAME = `CASE audit_entries.entity_type
    WHEN 'coupon' THEN (SELECT code FROM coupons WHERE id = audit_entries.entity_id)
    WHEN 'staff' THEN (SELECT name FROM admins WHERE id = audit_entries.entity_id)
    WHEN 'member' THEN (SELECT full_name FROM members WHERE id = audit_entries.entity_id)
    WHEN 'support_room' THEN (SELECT m.full_name FROM support_rooms r JOIN members m ON m.id = r.member_id
      WHERE r.id = audit_entries.entity_id)
  END`;

const AUDIT_SELECT = `id, at, actor_id AS "actorId", actor_name AS "actorName", kind,
  entity_type AS "entityType", entity_id AS "entityId", before, after,
  ${ENTITY_NAME} AS "entityName"`;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: toIso(row.at),
    actor: { id: row.actorId, name: row.actorName },
    kind: row.kind,
    entity: { type: row.entityType, id: row.entityId, ...entityName(row) },
    before: row.before,
    after: row.after,
  };
}

function entityName(row: AuditRow): { name?: string } {
  const name =
    row.entityName ??
    (row.entityType === 'setting' && Object.hasOwn(auditSettingNames, row.entityId)
      ? auditSettingNames[row.entityId]
      : undefined);
  return name === undefined ? {} : { name };
}

/** What `listAuditEntries` reads: the entries and the records whose names they show. */
export const AUDIT_LIST_TABLES = ['audit_entries', 'coupons', 'admins', 'members', 'support_rooms'];

export async function listAuditEntries(db: Queryable, query: HandlerInput<'auditTrail'>['query']) {
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
}

/** Everyone who has an entry, under the name of their latest. */
export async function listAuditActors(db: Queryable) {
  return db.query<{ id: string; name: string }>(
    `SELECT DISTINCT ON (actor_id) actor_id AS id, actor_name AS name
     FROM audit_entries ORDER BY actor_id, seq DESC`,
  );
}

/** One record's entries, newest first. */
export async function entityAuditRows(
  db: Queryable,
  type: AuditEntityType,
  id: string,
): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT ${AUDIT_SELECT} FROM audit_entries
     WHERE entity_type = $1 AND entity_id = $2 ORDER BY seq DESC`,
    [type, id],
  );
}

export async function auditEntryHash(db: Queryable, seq: number): Promise<string | undefined> {
  const [entry] = await db.query<{ hash: string }>(
    'SELECT hash FROM audit_entries WHERE seq = $1',
    [seq],
  );
  return entry?.hash;
}

export async function latestAuditEntry(
  db: Queryable,
): Promise<{ seq: string; hash: string; at: Date } | undefined> {
  const [row] = await db.query<{ seq: string; hash: string; at: Date }>(
    'SELECT seq::text AS seq, hash, at FROM audit_entries ORDER BY seq DESC LIMIT 1',
  );
  return row;
}

/**
 * Recomputes every entry's hash from its predecessor's: how many entries were checked, and the
 * first whose link no longer holds (id and at null when the chain is intact).
 */
export async function verifyAuditChain(
  db: Queryable,
): Promise<{ checked: number; id: string | null; at: Date | null } | undefined> {
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
  return result;
}
