import { fundingStatusLabels, memberStatusLabels } from '@backoffice/shared/ui-core';
import { auditEntityLabels, type AuditEntityType, type AuditEntry } from '../contract';
import { formatCount, formatDateTime, formatMoney } from '../format';

/** One changed field of an audit entry, as text: `Status: Pending → Under review`. */
export interface FieldChange {
  field: string;
  label: string;
  /** Absent when the entry has no earlier value (a creation, a note sent). */
  before?: string;
  after: string;
}

type Values = Readonly<Record<string, unknown>>;

/** The names the api writes (api/src/features/*: the fields each change touches). */
const fieldLabels: Readonly<Record<string, string>> = {
  status: 'Status',
  reason: 'Reason',
  answer: 'Answer',
  firstApprovalBy: 'First approval by',
  note: 'Note',
  privateNote: 'Private note',
  fullName: 'Full name',
  phone: 'Phone',
  verified: 'Verified',
  statusReason: 'Status reason',
  code: 'Code',
  description: 'Description',
  discountType: 'Discount type',
  value: 'Discount',
  currency: 'Currency',
  maxRedemptions: 'Maximum redemptions',
  perMemberLimit: 'Per-member limit',
  expiresAt: 'Expires',
  revokedAt: 'Revoked',
  revokeReason: 'Revoke reason',
  thresholdUsd: 'Approval threshold',
  requestedAt: 'Asked at',
  effectiveAt: 'Applies on its own at',
};

/** Fields recorded in US cents (the approval threshold), shown in dollars as its page shows them. */
const usdCentFields: ReadonlySet<string> = new Set(['thresholdUsd']);

/** What an empty value means for a field, where "—" would say less. */
const emptyTexts: Readonly<Record<string, string>> = {
  expiresAt: 'Never',
  maxRedemptions: 'No limit',
  perMemberLimit: 'No limit',
  revokedAt: 'Not revoked',
};

const statusLabels: Partial<Record<AuditEntityType, Readonly<Record<string, string>>>> = {
  funding_request: fundingStatusLabels,
  member: memberStatusLabels,
};

const discountTypeLabels: Readonly<Record<string, string>> = {
  percent: 'Percentage',
  fixed: 'Fixed amount',
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** `firstApprovalBy` → "First approval by", for a field this table does not know yet. */
function humanize(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/** Own keys only: a field named `constructor` is not a label. */
const lookup = (labels: Readonly<Record<string, string>> | undefined, key: string) =>
  labels && Object.hasOwn(labels, key) ? labels[key] : undefined;

/** A coupon's `value` is a percentage or minor units of its `currency`, recorded beside it. */
function discountText(value: number, values: Values): string | undefined {
  if (values.discountType === 'percent') return `${value}%`;
  if (values.discountType !== 'fixed' || typeof values.currency !== 'string') return undefined;
  try {
    return formatMoney(value, values.currency);
  } catch {
    // Not a currency Intl knows: the number alone below.
    return undefined;
  }
}

function stringText(field: string, value: string, type: AuditEntityType): string {
  if (value === '') return '(empty)';
  if (field === 'status') return lookup(statusLabels[type], value) ?? value;
  if (field === 'discountType') return lookup(discountTypeLabels, value) ?? value;
  if (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  return value;
}

/** Any value as readable text; a shape nobody planned for is shown as JSON, never thrown on. */
function valueText(field: string, value: unknown, type: AuditEntityType, values: Values): string {
  if (value === null || value === undefined) return lookup(emptyTexts, field) ?? '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return stringText(field, value, type);
  if (typeof value === 'number') {
    if (usdCentFields.has(field)) return formatMoney(value, 'USD');
    const discount = field === 'value' ? discountText(value, values) : undefined;
    return discount ?? (Number.isFinite(value) ? formatCount(value) : String(value));
  }
  return JSON.stringify(value) ?? String(value);
}

/** The fields an entry changed, before and after, in the order the api recorded them. */
export function describeChange(entry: AuditEntry): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const type = entry.entity.type;
  return fields.map((field) => ({
    field,
    label: lookup(fieldLabels, field) ?? humanize(field),
    ...(Object.hasOwn(before, field) && {
      before: valueText(field, before[field], type, before),
    }),
    after: valueText(field, after[field], type, after),
  }));
}

/** A field's values as text: `Pending → Approved`, or the value alone when there was none before. */
export function changeValues({ before, after }: FieldChange): string {
  return before === undefined ? after : `${before} → ${after}`;
}

/** The same as one line (a table cell, a CSV field): `Status: Pending → Approved; Reason: Checked`. */
export function describeChangeLine(entry: AuditEntry): string {
  return describeChange(entry)
    .map((change) => `${change.label}: ${changeValues(change)}`)
    .join('; ');
}

/**
 * An entry's record as the screens name it: "Coupon SPRING10", "Staff account Alex Admin", the
 * setting's own label ("Approval threshold"); the id where the record has no name any more.
 */
export function auditEntityText(entity: AuditEntry['entity']): string {
  if (entity.type === 'setting' && entity.name) return entity.name;
  return `${auditEntityLabels[entity.type]} ${entity.name ?? entity.id}`;
}
