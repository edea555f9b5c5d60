import {
  areaPaths,
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
    Name: entry.entity.name ?? '',
    Change: describeChangeLine(entry),
  };
}

/**
 * The page of an entry's record, for the records that have one (a coupon's id is not what the
 * coupons list searches; staff and settings live on this page).
 */
export function recordHref(entity: AuditEntry['entity']): string | undefined {
  switch (entity.type) {
    case 'funding_request':
      return areaPaths.ticketDetails(entity.id);
    case 'member':
      return areaPaths.memberProfile(entity.id);
    case 'support_room':
      return areaPaths.supportRoom(entity.id);
    default:
      return undefined;
  }
}
