import type { memberList } from '@backoffice/shared/contract';
import { phoneSearchDigits, type Member, type SortField } from '@backoffice/shared/contract';
import type { Sessions } from '../../auth/sessions';
import { toIso } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import {
  containsPattern,
  dayRangeConditions,
  orderByClause,
  selectPage,
  SqlParams,
  whereClause,
} from '../../http/sql';
import { changedFields, recordAudit } from '../audit/repository';
import {
  FUNDING_SUMMARY_SELECT,
  toFundingSummary,
  type FundingSummaryRow,
} from '../funding/repository';
import { MEMBER_SELECT, toMemberSummary, type MemberRow } from './repository';

const SORT_COLUMNS = {
  fullName: 'full_name',
  joinedAt: 'joined_at',
  lastActiveAt: 'last_active_at',
} as const satisfies Record<SortField<typeof memberList>, string>;

const RECENT_FUNDING_REQUESTS = 5;

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

type MemberHandlers = Pick<EndpointHandlers, 'memberList' | 'memberDetail' | 'updateMember'>;

export function memberHandlers({ db, reads }: ApiContext, sessions: Sessions): MemberHandlers {
  async function requireMember(id: string): Promise<Member> {
    const [row] = await db.query<
      MemberRow & { statusReason: string | null; donations: number; currency: string }
    >(
      `SELECT s.*, m.status_reason AS "statusReason", m.donations, m.currency
       FROM (${MEMBER_SELECT} WHERE id = $1) s JOIN members m ON m.id = s.id`,
      [id],
    );
    if (!row) throw notFound(`Member ${id} not found`);
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

  return {
    async memberList({ query }) {
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
      return reads.read(`memberList ${JSON.stringify(query)}`, ['members'], (reader) =>
        selectPage(
          reader,
          { select: MEMBER_SELECT, from: 'members', where, orderBy },
          params,
          query,
          (row: MemberRow) => toMemberSummary(row),
        ),
      );
    },

    async memberDetail({ query }) {
      return requireMember(query.id);
    },

    async updateMember({ params, body, user }) {
      const id = params.id ?? '';
      const sql = new SqlParams();
      const idParam = sql.add(id);
      const assignments: string[] = [];
      if (body.status !== undefined) {
        assignments.push(`status = ${sql.add(body.status)}`);
        // The reason belongs to the status it explains; an active member carries none.
        assignments.push(
          `status_reason = ${sql.add(body.status === 'active' ? null : (body.reason ?? null))}`,
        );
        // Leaving `active` ends every session; reactivating does not bring the old ones back.
        if (body.status !== 'active') assignments.push('tokens_valid_after = now()');
      }
      if (body.verified !== undefined) assignments.push(`verified = ${sql.add(body.verified)}`);
      if (body.fullName !== undefined) assignments.push(`full_name = ${sql.add(body.fullName)}`);
      if (body.phone !== undefined) assignments.push(`phone = ${sql.add(body.phone)}`);
      if (assignments.length) {
        await db.transaction(async (tx) => {
          const [before] = await tx.query<MemberAuditFields>(
            `SELECT ${MEMBER_AUDIT_SELECT} FROM members WHERE id = $1 FOR UPDATE`,
            [id],
          );
          if (!before) throw notFound(`Member ${id} not found`);
          const [after] = await tx.query<MemberAuditFields>(
            `UPDATE members SET ${assignments.join(', ')} WHERE id = ${idParam}
             RETURNING ${MEMBER_AUDIT_SELECT}`,
            sql.values,
          );
          await recordAudit(tx, {
            actor: user,
            kind: 'member.update',
            entity: { type: 'member', id },
            ...changedFields(before, after ?? before),
          });
        });
        if (body.status !== undefined) await sessions.accountChanged(id);
      }
      return requireMember(id);
    },
  };
}
