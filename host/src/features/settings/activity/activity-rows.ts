import {
  auditEntityLabels,
  auditKindLabels,
  type AuditEntry,
  type CsvRow,
} from '@backoffice/shared';

/** A change's fields as one line of text: `status: pending → approved`. */
export function describeChange(entry: AuditEntry): string {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  const text = (value: unknown) => (value === undefined || value === null ? '—' : String(value));
  return keys
    .map((key) =>
      entry.before && key in entry.before
        ? `${key}: ${text(entry.before[key])} → ${text(entry.after?.[key])}`
        : `${key}: ${text(entry.after?.[key])}`,
    )
    .join('; ');
}

/** One CSV row per entry, with readable labels (the export of Settings → Activity). */
export function activityCsvRow(entry: AuditEntry): CsvRow {
  return {
    When: entry.at,
    Person: entry.actor.name,
    'Person id': entry.actor.id,
    What: auditKindLabels[entry.kind],
    Entity: auditEntityLabels[entry.entity.type],
    'Entity id': entry.entity.id,
    Change: describeChange(entry),
  };
}
