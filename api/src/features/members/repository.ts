import type { memberList } from '@backoffice/shared/contract';
import {
  phoneSearchDigits,
  type Member,
  type MemberStatus,
  type MemberSummary,
  type SortField,
} from '@backoffice/shared/contract';
import { toIso, toIsoOrNull, type Queryable } from '../../db/database';
import type { HandlerInput } from '../../http/handlers';
import {
  containsPattern,
  dayRangeConditions,
  orderByClause,
  selectPage,
  SqlParams,
  whereClause,
} from '../../db/sql';
import {
  FUNDING_SUMMARY_SELECT,
  toFundingSummary,
  type FundingSummaryRow,
} from '../funding/repository';

export interface MemberRow {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  avatarUrl: string | null;
  status: MemberStatus;
  verified: boolean;
  joinedAt: Date;
  lastActiveAt: Date | null;
  location: string;
}

export const MEMBER_SELECT = `
  SELECT id, full_name AS "fullName", email, phone, avatar_url AS "avatarUrl", status, verified,
    joined_at AS "joinedAt", last_active_at AS "lastActiveAt", location
  FROM members`;

export function toMemberSummary(row: MemberRow): MemberSummary {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    status: row.status,
    verified: row.verified,
    joinedAt: toIso(row.joinedAt),
    lastActiveAt: toIsoOrNull(row.lastActiveAt),
    location: row.location,
  };
}

export async function existingMemberId(db: Queryable, id: string): Promise<string | undefined> {
  const [member] = await db.query<{ id: string }>('SELECT id FROM members WHERE id = $1', [id]);
  return member?.id;
}

/** "Last active" (docs/design.md §3): every sign-in, message or other action of a member moves it to now. */
export async function touchMemberActivity(db: Queryable, memberId: string): Promise<void> {
  await db.query('UPDATE members SET last_active_at = now() WHERE id = $1', [memberId]);
}

const SORT_COLUMNS = {
  fullName: 'full_name',
  joinedAt: 'joined_at',
  lastActiveAt: 'last_active_at',
} as const satisfies Record<SortField<typeof memberList>, string>;

const RECENT_FUNDING_REQUESTS = 5;

export async function listMembers(db: Queryable, query: HandlerInput<'memberList'>['query']) {
  const params = new SqlParams();
  const conditions = dayRangeConditions('joined_at', query, params);
  if (query.status) conditions.push(`status = ${params.add(query.status)}`);
  if (query.verified !== undefined) conditions.push(`verified = ${params.add(query.verified)}`);
  if (query.search) {
    const pattern = params.add(containsPattern(query.search));
    const matches = [
      `full_name ILIKE ${pattern}`,
      `email ILIKE ${pattern}`,
      `phone ILIKE ${pattern}`,
      `id ILIKE ${pattern}`,
    ];
    const digits = phoneSearchDigits(query.search);
    if (digits) {
      // Phones are stored as typed ("+1 (526) 366-3272"); compare their digits alone.
      matches.push(`regexp_replace(phone, '\\D', '', 'g') LIKE ${params.add(`%${digits}%`)}`);
    }
    conditions.push(`(${matches.join(' OR ')})`);
  }
  const where = whereClause(conditions);
  const orderBy = orderByClause(query.sort, SORT_COLUMNS, 'joined_at DESC', 'id');
  return selectPage(
    db,
    { select: MEMBER_SELECT, from: 'members', where, orderBy },
    params,
    query,
    (row: MemberRow) => toMemberSummary(row),
  );
}

/** A member's detail page: the profile, its funding figures, reports and last audited change. */
export async function readMember(db: Queryable, id: string): Promise<Member | undefined> {
  const [row] = await db.query<
    MemberRow & {
      statusReason: string | null;
      donations: number;
      currency: string;
      version: number;
    }
  >(
    `SELECT s.*, m.status_reason AS "statusReason", m.donations, m.currency, m.version
     FROM (${MEMBER_SELECT} WHERE id = $1) s JOIN members m ON m.id = s.id`,
    [id],
  );
  if (!row) return undefined;
  const [stats] = await db.query<{ fundingRequests: number; amountRaised: number }>(
    `SELECT count(*)::int AS "fundingRequests", coalesce(sum(amount_raised), 0)::float8 AS "amountRaised"
     FROM funding_requests WHERE requester_id = $1`,
    [id],
  );
  const recent = await db.query<FundingSummaryRow>(
    `${FUNDING_SUMMARY_SELECT} WHERE f.requester_id = $1 ORDER BY f.created_at DESC, f.id LIMIT $2`,
    [id, RECENT_FUNDING_REQUESTS],
  );
  const reports = await db.query<{
    id: string;
    reporterId: string;
    reporterName: string;
    reason: string;
    createdAt: Date;
  }>(
    `SELECT r.id, r.reporter_id AS "reporterId", m.full_name AS "reporterName", r.reason,
            r.created_at AS "createdAt"
     FROM member_reports r JOIN members m ON m.id = r.reporter_id
     WHERE r.member_id = $1 ORDER BY r.created_at DESC, r.id`,
    [id],
  );
  const [lastChange] = await db.query<{ by: string; byId: string; at: Date }>(
    `SELECT actor_name AS by, actor_id AS "byId", at FROM audit_entries
     WHERE entity_type = 'member' AND entity_id = $1 ORDER BY seq DESC LIMIT 1`,
    [id],
  );
  return {
    ...toMemberSummary(row),
    lastChange: lastChange ? { ...lastChange, at: toIso(lastChange.at) } : null,
    currency: row.currency,
    statusReason: row.statusReason,
    version: row.version,
    stats: {
      fundingRequests: stats?.fundingRequests ?? 0,
      amountRaised: stats?.amountRaised ?? 0,
      donations: row.donations,
    },
    recentFundingRequests: recent.map(toFundingSummary),
    reports: reports.map((report) => ({
      id: report.id,
      reporter: { id: report.reporterId, fullName: report.reporterName },
      reason: report.reason,
      createdAt: toIso(report.createdAt),
    })),
  };
}

/** What an update may change, as the audit trail records it before and after. */
type MemberAuditFields = {
  status: string;
  statusReason: string | null;
  verified: boolean;
  fullName: string;
  phone: string;
};
const MEMBER_AUDIT_SELECT = `status, status_reason AS "statusReason", verified,
  full_name AS "fullName", phone`;

interface MemberUpdate {
  id: string;
  /** Given (an Undo gives it), the update applies only to this version of the member. */
  version: number | undefined;
  idParam: string;
  assignments: string[];
  values: unknown[];
}

/** The assignments `changes` asks for, or null when it changes nothing. */
export function memberUpdate(
  id: string,
  changes: HandlerInput<'updateMember'>['body'],
): MemberUpdate | null {
  const sql = new SqlParams();
  const idParam = sql.add(id);
  const assignments: string[] = [];
  if (changes.status !== undefined) {
    assignments.push(`status = ${sql.add(changes.status)}`);
    // The reason belongs to the status it explains; an active member carries none.
    assignments.push(
      `status_reason = ${sql.add(changes.status === 'active' ? null : (changes.reason ?? null))}`,
    );
    // Leaving `active` ends every session; reactivating does not bring the old ones back.
    if (changes.status !== 'active') assignments.push('tokens_valid_after = now()');
  }
  if (changes.verified !== undefined) assignments.push(`verified = ${sql.add(changes.verified)}`);
  if (changes.fullName !== undefined) assignments.push(`full_name = ${sql.add(changes.fullName)}`);
  if (changes.phone !== undefined) assignments.push(`phone = ${sql.add(changes.phone)}`);
  return assignments.length
    ? { id, version: changes.version, idParam, assignments, values: sql.values }
    : null;
}

/**
 * Locks the member's row, applies `update`; undefined when there is no such member, `stale` when
 * the update names a version the member has moved on from.
 */
export async function updateMemberRow(
  db: Queryable,
  update: MemberUpdate,
): Promise<{ before: MemberAuditFields; after: MemberAuditFields } | 'stale' | undefined> {
  const [locked] = await db.query<MemberAuditFields & { version: number }>(
    `SELECT ${MEMBER_AUDIT_SELECT}, version FROM members WHERE id = $1 FOR UPDATE`,
    [update.id],
  );
  if (!locked) return undefined;
  const { version, ...before } = locked;
  if (update.version !== undefined && update.version !== version) return 'stale';
  const [after] = await db.query<MemberAuditFields>(
    `UPDATE members SET ${update.assignments.join(', ')} WHERE id = ${update.idParam}
     RETURNING ${MEMBER_AUDIT_SELECT}`,
    update.values,
  );
  return { before, after: after ?? before };
}
