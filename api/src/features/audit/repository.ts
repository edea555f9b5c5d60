import { randomUUID } from 'node:crypto';
import {
  auditSettingNames,
  type AuditEntityType,
  type AuditEntry,
  type AuditKind,
} from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';

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

export const AUDIT_SELECT = `id, at, actor_id AS "actorId", actor_name AS "actorName", kind,
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
