import { randomUUID } from 'node:crypto';
import type { AuditEntityType, AuditEntry, AuditKind } from '@backoffice/shared/contract';
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
}

export const AUDIT_SELECT = `id, at, actor_id AS "actorId", actor_name AS "actorName", kind,
  entity_type AS "entityType", entity_id AS "entityId", before, after`;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: toIso(row.at),
    actor: { id: row.actorId, name: row.actorName },
    kind: row.kind,
    entity: { type: row.entityType, id: row.entityId },
    before: row.before,
    after: row.after,
  };
}
