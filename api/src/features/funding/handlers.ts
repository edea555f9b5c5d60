import type { fundingList } from '@backoffice/shared/contract';
import {
  FUNDING_IN_REVIEW_BY_ME_QUEUE,
  FUNDING_REVIEW_QUEUE,
  FUNDING_SECOND_APPROVAL_QUEUE,
  fundingStatuses,
  type FundingStatus,
  type FundingSummary,
  type SortField,
} from '@backoffice/shared/contract';
import { notFound } from '../../http/errors';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import {
  containsPattern,
  dayRangeConditions,
  orderByClause,
  selectPage,
  SqlParams,
  todayIn,
  whereClause,
  type DayRange,
} from '../../http/sql';
import { recordAudit } from '../audit/repository';
import { notifyMentioned } from '../notifications/review-notifications';
import {
  appendHistory,
  findFundingRequest,
  fundingSummarySelect,
  toFundingSummary,
  type FundingSummaryRow,
} from './repository';
import {
  nextFallingDue,
  REVIEW_DUE_ORDER,
  reviewDueColumns,
  withReviewDue,
  type ReviewDueRow,
} from '../due/review-due';
import { readDueTargets } from '../due/targets';
import { sendBackFundingRequest } from './four-eyes';
import { lockFundingRequest } from './locked-request';
import { changeFundingStatus, insertRequesterNote } from './status-change';

const SORT_COLUMNS = {
  createdAt: 'f.created_at',
  updatedAt: 'f.updated_at',
  amountRequested: 'f.amount_requested',
  status: 'f.status',
  dueAt: REVIEW_DUE_ORDER,
} as const satisfies Record<SortField<typeof fundingList>, string>;

/**
 * What a funding list page reads: the requests, their requesters, the history their review
 * clocks follow (a trigger writes those into the requests) and the due targets.
 */
const FUNDING_LIST_TABLES = ['funding_requests', 'members', 'funding_history', 'app_settings'];

/**
 * The days a summary covers, in the caller's time zone: no end means up to today, no start means
 * from the first day with a request (all time). `firstDay` is that day, or undefined with none.
 */
export function summaryRange(query: DayRange, now: Date, firstDay: string | undefined) {
  const tz = query.tz ?? 'UTC';
  const to = query.to ?? todayIn(tz, now);
  const earliest = firstDay && firstDay < to ? firstDay : to;
  return { from: query.from ?? earliest, to, tz };
}

type FundingHandlers = Pick<
  EndpointHandlers,
  | 'fundingList'
  | 'fundingSummary'
  | 'fundingDetail'
  | 'updateFundingRequest'
  | 'sendBackFundingRequest'
  | 'sendNote'
  | 'privateNote'
>;

export function fundingHandlers({ db, reads }: ApiContext): FundingHandlers {
  async function requireFundingRequest(id: string) {
    const found = await findFundingRequest(db, id);
    if (!found) throw notFound(`Funding request ${id} not found`);
    return found;
  }

  return {
    async fundingList({ query, user }) {
      const params = new SqlParams();
      const conditions = dayRangeConditions('f.created_at', query, params);
      if (query.status) conditions.push(`f.status = ${params.add(query.status)}`);
      if (query.category) conditions.push(`f.category = ${params.add(query.category)}`);
      if (query.requesterId) conditions.push(`f.requester_id = ${params.add(query.requesterId)}`);
      if (query.search) {
        const pattern = params.add(containsPattern(query.search));
        conditions.push(
          `(f.id ILIKE ${pattern} OR f.title ILIKE ${pattern} OR m.full_name ILIKE ${pattern} OR m.email ILIKE ${pattern})`,
        );
      }
      // A request awaiting a second approval is in the review queue of everyone but
      // its first approver; the second-approval queue holds only those.
      const awaitingMine = () =>
        `(f.first_approved_by_id IS NOT NULL AND f.first_approved_by_id <> ${params.add(user.id)})`;
      if (query.queue === FUNDING_REVIEW_QUEUE) {
        conditions.push(
          `(f.status = 'pending' OR f.requester_answered_at IS NOT NULL OR ${awaitingMine()})`,
        );
      }
      if (query.queue === FUNDING_SECOND_APPROVAL_QUEUE) conditions.push(awaitingMine());
      if (query.queue === FUNDING_IN_REVIEW_BY_ME_QUEUE) {
        conditions.push(
          `(f.status = 'under_review' AND f.review_started_by_id = ${params.add(user.id)})`,
        );
      }
      const where = whereClause(conditions);
      // The review queue is worked oldest first by submission: an answered request is marked on
      // its row (requesterAnswered), not moved, so nothing waits unseen at the back.
      const orderBy = orderByClause(
        query.sort,
        SORT_COLUMNS,
        query.queue === FUNDING_REVIEW_QUEUE ? 'f.created_at ASC' : 'f.created_at DESC',
        'f.id',
      );
      // The queues depend on who asks.
      const asker = query.queue ? user.id : '';
      // The target is an owners' setting, kept like the pages until it is written.
      const { reviewDecisionMinutes } = await reads.read('dueTargets', ['app_settings'], (reader) =>
        readDueTargets(reader),
      );
      const select = fundingSummarySelect(reviewDueColumns(reviewDecisionMinutes));
      // Whether a request is overdue changes with the clock: a page is kept until its first
      // running clock falls due, and is read again (one statement) from then on.
      return reads.read(
        `fundingList ${asker} ${JSON.stringify(query)}`,
        FUNDING_LIST_TABLES,
        (reader) =>
          selectPage(
            reader,
            {
              select,
              from: 'funding_requests f JOIN members m ON m.id = f.requester_id',
              where,
              orderBy,
            },
            params,
            query,
            (row: FundingSummaryRow & ReviewDueRow) => withReviewDue(toFundingSummary(row), row),
          ),
        { validUntil: (page) => nextFallingDue(page.items) },
      );
    },

    async fundingSummary({ query }) {
      const [first] = await db.query<{ day: string | null }>(
        `SELECT to_char(min(created_at AT TIME ZONE $1), 'YYYY-MM-DD') AS day FROM funding_requests`,
        [query.tz ?? 'UTC'],
      );
      const range = summaryRange(query, new Date(), first?.day ?? undefined);
      const params = new SqlParams();
      const where = whereClause(dayRangeConditions('created_at', range, params));
      const byStatusRows = await db.query<{
        status: FundingStatus;
        count: number;
        requested: number;
        raised: number;
      }>(
        `SELECT status, count(*)::int AS count, sum(amount_requested)::float8 AS requested,
           sum(amount_raised)::float8 AS raised
         FROM funding_requests ${where} GROUP BY status`,
        params.values,
      );
      const perDay = await db.query<{ date: string; count: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS date, count(f.id)::int AS count
         FROM generate_series($1::date, $2::date, interval '1 day') AS day
         LEFT JOIN funding_requests f ON (f.created_at AT TIME ZONE $3)::date = day::date
         GROUP BY day ORDER BY day`,
        [range.from, range.to, range.tz],
      );
      const byStatus = Object.fromEntries(
        fundingStatuses.map((status) => [status, 0]),
      ) as FundingSummary['byStatus'];
      let total = 0;
      let amountRequested = 0;
      let amountRaised = 0;
      for (const row of byStatusRows) {
        byStatus[row.status] = row.count;
        total += row.count;
        amountRequested += row.requested;
        amountRaised += row.raised;
      }
      return { total, byStatus, amountRequested, amountRaised, currency: 'USD', perDay };
    },

    async fundingDetail({ query }) {
      return requireFundingRequest(query.id);
    },

    async updateFundingRequest({ params, body, user }) {
      const id = params.id ?? '';
      await db.transaction((tx) => changeFundingStatus(tx, id, body, user));
      return requireFundingRequest(id);
    },

    async sendBackFundingRequest({ params, body, user }) {
      const id = params.id ?? '';
      await db.transaction((tx) => sendBackFundingRequest(tx, id, body, user));
      return requireFundingRequest(id);
    },

    async sendNote({ params, body, user }) {
      const request = await requireFundingRequest(params.id ?? '');
      return db.transaction(async (tx) => {
        const note = await insertRequesterNote(
          tx,
          { id: request.id, title: request.title, requesterId: request.requester.id },
          body.content,
          user,
          `A note about "${request.title}"`,
        );
        await appendHistory(tx, request.id, {
          at: new Date(),
          actor: user.name,
          action: 'note_sent',
        });
        await recordAudit(tx, {
          actor: user,
          kind: 'funding.note',
          entity: { type: 'funding_request', id: request.id },
          after: { note: body.content },
        });
        return note;
      });
    },

    async privateNote({ params, body, user }) {
      const id = params.id ?? '';
      await db.transaction(async (tx) => {
        const { id: found } = await lockFundingRequest(tx, id, body.version);
        const [current] = await tx.query<{ privateNote: string; title: string }>(
          'SELECT private_note AS "privateNote", title FROM funding_requests WHERE id = $1',
          [found],
        );
        await tx.query(
          `UPDATE funding_requests SET private_note = $2, updated_at = now(), version = version + 1
           WHERE id = $1`,
          [id, body.note],
        );
        await appendHistory(tx, id, {
          at: new Date(),
          actor: user.name,
          action: 'private_note_updated',
        });
        await recordAudit(tx, {
          actor: user,
          kind: 'funding.private_note',
          entity: { type: 'funding_request', id },
          before: { privateNote: current?.privateNote ?? '' },
          after: { privateNote: body.note },
        });
        await notifyMentioned(tx, { id, title: current?.title ?? id, note: body.note }, user);
      });
      return requireFundingRequest(id);
    },
  };
}
