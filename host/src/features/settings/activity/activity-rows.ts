import {
  auditEntityLabels,
  auditKindLabels,
  describeChangeLine,
  type AuditEntry,
  type CsvRow,
} from '@backoffice/shared';

/** One CSV row per entry, with readable labels (the export of Settings → Activity). */
export function activityCsvRow(entry: AuditEntry): CsvRow {
  return {
    When: entry.at,
    Person: entry.actor.name,
    'Person id': entry.actor.id,
    What: auditKindLabels[entry.kind],
    Entity: auditEntityLabels[entry.entity.type],
    'Entity id': entry.entity.id,
    Change: describeChangeLine(entry),
  };
}
