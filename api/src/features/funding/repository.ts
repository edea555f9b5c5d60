import type { fundingList } from '@backoffice/shared/contract';
import {
  FUNDING_IN_REVIEW_BY_ME_QUEUE,
  FUNDING_REVIEW_QUEUE,
  FUNDING_SECOND_APPROVAL_QUEUE,
  type FirstApproval,
  type FundingRequest,
  type FundingRequestSummary,
  type FundingStatus,
  type HistoryEntry,
  type Note,
  type SortField,
} from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
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
  REVIEW_DUE_ORDER,
  reviewDueColumns,
  withReviewDue,
  type ReviewDueRow,
} from '../due/review-due';

export interface FundingSummaryRow {
  id: string;
  title: string;
  category: FundingRequestSummary['category'];
  amountRequested: number;
  amountRaised: number;
  currency: string;
  status: FundingStatus;
  requesterAnswered: boolean;
  version: number;
  firstApprovedById: string | null;
  firstApprovedByName: string | null;
  firstApprovedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  requesterId: string;
  requesterName: string;
  requesterEmail: string;
  requesterAvatarUrl: string | null;
}

const FUNDING_SUMMARY_COLUMNS = `f.id, f.title, f.category, f.amount_requested::float8 AS "amountRequested",
    f.amount_raised::float8 AS "amountRaised", f.currency, f.status,
    f.requester_answered_at IS NOT NULL AS "requesterAnswered", f.version,
    f.first_approved_by_id AS "firstApprovedById", f.first_approved_by_name AS "firstApprovedByName",
    f.first_approved_at AS "firstApprovedAt",
    f.created_at AS "createdAt", f.updated_at AS "updatedAt",
    m.id AS "requesterId", m.full_name AS "requesterName", m.email AS "requesterEmail",
    m.avatar_url AS "requesterAvatarUrl"`;

/** A summary's columns, and `extra` columns after them. */
export const fundingSummarySelect = (extra?: string) => `
  SELECT ${FUNDING_SUMMARY_COLUMNS}${extra ? `, ${extra}` : ''}
  FROM funding_requests f JOIN members m ON m.id = f.requester_id`;

export const FUNDING_SUMMARY_SELECT = fundingSummarySelect();

export function toFundingSummary(row: FundingSummaryRow): FundingRequestSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    amountRequested: row.amountRequested,
    amountRaised: row.amountRaised,
    currency: row.currency,
    status: row.status,
    requester: {
      id: row.requesterId,
      fullName: row.requesterName,
      email: row.requesterEmail,
      avatarUrl: row.requesterAvatarUrl,
    },
    requesterAnswered: row.requesterAnswered,
    version: row.version,
    firstApproval: toFirstApproval(row),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** The first of two approvals, from the request's columns (null when none is awaited). */
export function toFirstApproval(row: {
  firstApprovedById: string | null;
  firstApprovedByName: string | null;
  firstApprovedAt: Date | null;
}): FirstApproval | null {
  if (!row.firstApprovedById || !row.firstApprovedAt) return null;
  return {
    by: { id: row.firstApprovedById, name: row.firstApprovedByName ?? '' },
    at: toIso(row.firstApprovedAt),
  };
}

/** The request in full, with its review clock against a decision target of `reviewDecisionMinutes`. */
export async function findFundingRequest(
  db: Queryable,
  id: string,
  reviewDecisionMinutes: number,
): Promise<FundingRequest | undefined> {
  const [row] = await db.query<
    FundingSummaryRow &
      ReviewDueRow & { story: string; privateNote: string; approvals: FirstApproval[] | null }
  >(
    `SELECT s.*, f.story, f.private_note AS "privateNote", f.approvals
     FROM (${fundingSummarySelect(reviewDueColumns(reviewDecisionMinutes))} WHERE f.id = $1) s
     JOIN funding_requests f ON f.id = s.id`,
    [id],
  );
  if (!row) return undefined;
  const [documents, notes, history] = await Promise.all([
    db.query<FundingRequest['documents'][number]>(
      'SELECT id, name, url, kind FROM funding_documents WHERE funding_request_id = $1 ORDER BY position',
      [id],
    ),
    db.query<{
      id: string;
      content: string;
      authorId: string;
      authorName: string;
      createdAt: Date;
    }>(
      `SELECT id, content, author_id AS "authorId", author_name AS "authorName", created_at AS "createdAt"
       FROM funding_notes WHERE funding_request_id = $1 ORDER BY created_at, id`,
      [id],
    ),
    db.query<{
      at: Date;
      actor: string;
      action: string;
      fromStatus: FundingStatus | null;
      toStatus: FundingStatus | null;
      reason: string | null;
    }>(
      `SELECT at, actor, action, from_status AS "fromStatus", to_status AS "toStatus", reason
       FROM funding_history WHERE funding_request_id = $1 ORDER BY seq`,
      [id],
    ),
  ]);
  return {
    ...withReviewDue(toFundingSummary(row), row),
    story: row.story,
    privateNote: row.privateNote,
    ...(row.approvals && { approvals: row.approvals }),
    documents,
    notes: notes.map(toNote),
    history: history.map((entry) => {
      const mapped: HistoryEntry = {
        at: toIso(entry.at),
        actor: entry.actor,
        action: entry.action,
      };
      if (entry.fromStatus) mapped.from = entry.fromStatus;
      if (entry.toStatus) mapped.to = entry.toStatus;
      if (entry.reason) mapped.reason = entry.reason;
      return mapped;
    }),
  };
}

export function toNote(row: {
  id: string;
  content: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
}): Note {
  return {
    id: row.id,
    content: row.content,
    author: { id: row.authorId, name: row.authorName },
    createdAt: toIso(row.createdAt),
  };
}

export async function appendHistory(
  db: Queryable,
  fundingRequestId: string,
  entry: {
    at: Date;
    actor: string;
    action: string;
    from?: FundingStatus;
    to?: FundingStatus;
    reason?: string | undefined;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO funding_history (funding_request_id, at, actor, action, from_status, to_status, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      fundingRequestId,
      entry.at,
      entry.actor,
      entry.action,
      entry.from ?? null,
      entry.to ?? null,
      entry.reason || null,
    ],
  );
}

const SORT_COLUMNS = {
  createdAt: 'f.created_at',
  updatedAt: 'f.updated_at',
  amountRequested: 'f.amount_requested',
  status: 'f.status',
  dueAt: REVIEW_DUE_ORDER,
} as const satisfies Record<SortField<typeof fundingList>, string>;

type FundingFilters = HandlerInput<'fundingSummary'>['query'];
type FundingQueue = NonNullable<HandlerInput<'fundingList'>['query']['queue']>;

/** The list's filters but its status and queue (over `f`, the request, and `m`, its requester). */
function fundingFilterConditions(query: FundingFilters, params: SqlParams): string[] {
  const conditions = dayRangeConditions('f.created_at', query, params);
  if (query.category) conditions.push(`f.category = ${params.add(query.category)}`);
  if (query.requesterId) conditions.push(`f.requester_id = ${params.add(query.requesterId)}`);
  if (query.search) {
    const pattern = params.add(containsPattern(query.search));
    conditions.push(
      `(f.id ILIKE ${pattern} OR f.title ILIKE ${pattern} OR m.full_name ILIKE ${pattern} OR m.email ILIKE ${pattern})`,
    );
  }
  return conditions;
}

/**
 * Who asks for a queue: their id, and the people tied to them by dual control, whose first
 * approvals they could not complete (so those are not "awaiting my second approval").
 */
export interface QueueCaller {
  id: string;
  tiedIds: readonly string[];
}

/** Which requests are in the caller's queue. */
function queueCondition(queue: FundingQueue, params: SqlParams, caller: QueueCaller): string {
  // A request awaiting a second approval is in the review queue of everyone but
  // its first approver; the second-approval queue holds only those the caller may complete.
  const awaitingMine = () =>
    `(f.first_approved_by_id IS NOT NULL AND f.first_approved_by_id <> ${params.add(caller.id)})`;
  switch (queue) {
    case FUNDING_REVIEW_QUEUE:
      return `(f.status = 'pending' OR f.requester_answered_at IS NOT NULL OR ${awaitingMine()})`;
    case FUNDING_SECOND_APPROVAL_QUEUE:
      return caller.tiedIds.length === 0
        ? awaitingMine()
        : `(${awaitingMine()} AND f.first_approved_by_id <> ALL(${params.add(caller.tiedIds)}::text[]))`;
    case FUNDING_IN_REVIEW_BY_ME_QUEUE:
      return `(f.status = 'under_review' AND f.review_started_by_id = ${params.add(caller.id)})`;
  }
}

/**
 * One page of funding requests with their review clocks. The queues are the caller's: they decide
 * which requests await their second approval or are in their review.
 */
export async function listFundingRequests(
  db: Queryable,
  query: HandlerInput<'fundingList'>['query'],
  caller: QueueCaller,
  reviewDecisionMinutes: number,
) {
  const params = new SqlParams();
  const conditions = fundingFilterConditions(query, params);
  if (query.status) conditions.push(`f.status = ${params.add(query.status)}`);
  if (query.queue) conditions.push(queueCondition(query.queue, params, caller));
  const where = whereClause(conditions);
  // The review queue is worked oldest first by submission: an answered request is marked on
  // its row (requesterAnswered), not moved, so nothing waits unseen at the back.
  const orderBy = orderByClause(
    query.sort,
    SORT_COLUMNS,
    query.queue === FUNDING_REVIEW_QUEUE ? 'f.created_at ASC' : 'f.created_at DESC',
    'f.id',
  );
  return selectPage(
    db,
    {
      select: fundingSummarySelect(reviewDueColumns(reviewDecisionMinutes)),
      from: 'funding_requests f JOIN members m ON m.id = f.requester_id',
      where,
      orderBy,
    },
    params,
    query,
    (row: FundingSummaryRow & ReviewDueRow) => withReviewDue(toFundingSummary(row), row),
  );
}

/** The first day with a request in time zone `tz`, or undefined with none. */
export async function firstFundingDay(db: Queryable, tz: string): Promise<string | undefined> {
  const [first] = await db.query<{ day: string | null }>(
    `SELECT to_char(min(created_at AT TIME ZONE $1), 'YYYY-MM-DD') AS day FROM funding_requests`,
    [tz],
  );
  return first?.day ?? undefined;
}

interface SummaryDays {
  from: string;
  to: string;
  tz: string;
}

/**
 * Per status, and per queue of the caller, the requests of the summary's days that match its
 * filters.
 */
export async function countFundingByStatus(
  db: Queryable,
  range: SummaryDays,
  filters: FundingFilters,
  caller: QueueCaller,
) {
  const params = new SqlParams();
  const where = whereClause(fundingFilterConditions({ ...filters, ...range }, params));
  const inQueue = (queue: FundingQueue) =>
    `count(*) FILTER (WHERE ${queueCondition(queue, params, caller)})::int`;
  return db.query<{
    status: FundingStatus;
    count: number;
    requested: number;
    raised: number;
    review: number;
    secondApproval: number;
    inReviewByMe: number;
  }>(
    `SELECT f.status, count(*)::int AS count, sum(f.amount_requested)::float8 AS requested,
       sum(f.amount_raised)::float8 AS raised,
       ${inQueue(FUNDING_REVIEW_QUEUE)} AS review,
       ${inQueue(FUNDING_SECOND_APPROVAL_QUEUE)} AS "secondApproval",
       ${inQueue(FUNDING_IN_REVIEW_BY_ME_QUEUE)} AS "inReviewByMe"
     FROM funding_requests f JOIN members m ON m.id = f.requester_id ${where} GROUP BY f.status`,
    params.values,
  );
}

/** Every day of `range`, with none left out for having no request. */
export async function countFundingPerDay(db: Queryable, range: SummaryDays) {
  return db.query<{ date: string; count: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, count(f.id)::int AS count
     FROM generate_series($1::date, $2::date, interval '1 day') AS day
     LEFT JOIN funding_requests f ON (f.created_at AT TIME ZONE $3)::date = day::date
     GROUP BY day ORDER BY day`,
    [range.from, range.to, range.tz],
  );
}

export async function readPrivateNote(
  db: Queryable,
  id: string,
): Promise<{ privateNote: string; title: string } | undefined> {
  const [current] = await db.query<{ privateNote: string; title: string }>(
    'SELECT private_note AS "privateNote", title FROM funding_requests WHERE id = $1',
    [id],
  );
  return current;
}

export async function writePrivateNote(db: Queryable, id: string, note: string): Promise<void> {
  await db.query(
    `UPDATE funding_requests SET private_note = $2, updated_at = now(), version = version + 1
     WHERE id = $1`,
    [id, note],
  );
}

/** The next request number, prefixed as request ids are (FR-). */
export async function nextFundingRequestId(db: Queryable): Promise<string> {
  const [number] = await db.query<{ id: string }>(
    `SELECT 'FR-' || nextval('funding_request_numbers') AS id`,
  );
  return number?.id ?? '';
}

export async function insertFundingRequest(
  db: Queryable,
  request: HandlerInput<'submitFundingRequest'>['body'] & {
    id: string;
    requesterId: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO funding_requests (id, title, story, category, amount_requested, amount_raised,
       currency, status, requester_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 0, 'USD', 'pending', $6, $7, $7)`,
    [
      request.id,
      request.title,
      request.story,
      request.category,
      request.amountRequested,
      request.requesterId,
      request.at,
    ],
  );
}

export async function findFundingSummaryRow(
  db: Queryable,
  id: string,
): Promise<FundingSummaryRow | undefined> {
  const [row] = await db.query<FundingSummaryRow>(`${FUNDING_SUMMARY_SELECT} WHERE f.id = $1`, [
    id,
  ]);
  return row;
}

/** The requester answered the reviewer's question: the request is back under review. */
export async function markRequesterAnswered(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE funding_requests
     SET status = 'under_review', updated_at = $2, requester_answered_at = $2,
       version = version + 1
     WHERE id = $1`,
    [id, at],
  );
}

/** A request as a change reads it: its row locked until the transaction ends. */
export interface LockedRequest {
  id: string;
  version: number;
  status: FundingStatus;
  title: string;
  requesterId: string;
  amountRequested: number;
  currency: string;
  firstApproval: FirstApproval | null;
}

/** The request, its row locked until the transaction ends; undefined when there is none. */
export async function findLockedRequest(
  tx: Queryable,
  id: string,
): Promise<LockedRequest | undefined> {
  const [row] = await tx.query<
    Omit<LockedRequest, 'firstApproval'> & Parameters<typeof toFirstApproval>[0]
  >(
    `SELECT id, version, status, title, requester_id AS "requesterId",
       amount_requested::float8 AS "amountRequested", currency,
       first_approved_by_id AS "firstApprovedById", first_approved_by_name AS "firstApprovedByName",
       first_approved_at AS "firstApprovedAt"
     FROM funding_requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) return undefined;
  const { firstApprovedById, firstApprovedByName, firstApprovedAt, ...request } = row;
  return {
    ...request,
    firstApproval: toFirstApproval({ firstApprovedById, firstApprovedByName, firstApprovedAt }),
  };
}

/** Who made the request's last history entry. */
export async function lastHistoryActor(tx: Queryable, id: string): Promise<string | undefined> {
  const [last] = await tx.query<{ actor: string }>(
    'SELECT actor FROM funding_history WHERE funding_request_id = $1 ORDER BY seq DESC LIMIT 1',
    [id],
  );
  return last?.actor;
}

export async function insertNote(
  tx: Queryable,
  note: {
    id: string;
    fundingRequestId: string;
    content: string;
    author: { id: string; name: string };
  },
): Promise<Note> {
  const [row] = await tx.query<Parameters<typeof toNote>[0]>(
    `INSERT INTO funding_notes (id, funding_request_id, content, author_id, author_name, created_at)
     VALUES ($1, $2, $3, $4, $5, now())
     RETURNING id, content, author_id AS "authorId", author_name AS "authorName", created_at AS "createdAt"`,
    [note.id, note.fundingRequestId, note.content, note.author.id, note.author.name],
  );
  if (!row) throw new Error('Inserting a note returned no row');
  return toNote(row);
}

/**
 * A status change as applied: the requester's answer mark and any first approval clear, the
 * version moves on; `under_review` notes who started the review; `approvals` (JSON) replaces the
 * kept approvals when given.
 */
export async function writeFundingStatus(
  tx: Queryable,
  change: {
    id: string;
    status: FundingStatus;
    at: Date;
    actorId: string;
    approvals: string | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE funding_requests
     SET status = $2, updated_at = $3, requester_answered_at = NULL, version = version + 1,
       first_approved_by_id = NULL, first_approved_by_name = NULL, first_approved_at = NULL,
       review_started_by_id = CASE WHEN $2 = 'under_review' THEN $4 ELSE review_started_by_id END,
       approvals = COALESCE($5::jsonb, approvals)
     WHERE id = $1`,
    [change.id, change.status, change.at, change.actorId, change.approvals],
  );
}

/** The first of two approvals: the request takes `status`, marked with who approved it and when. */
export async function writeFirstApproval(
  tx: Queryable,
  approval: { id: string; status: FundingStatus; at: Date; actor: { id: string; name: string } },
): Promise<void> {
  await tx.query(
    `UPDATE funding_requests
     SET status = $5, updated_at = $2, requester_answered_at = NULL,
       version = version + 1, first_approved_by_id = $3, first_approved_by_name = $4,
       first_approved_at = $2
     WHERE id = $1`,
    [approval.id, approval.at, approval.actor.id, approval.actor.name, approval.status],
  );
}

/** Withdraws the request's first approval; its status stays. */
export async function clearFirstApproval(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE funding_requests
     SET updated_at = $2, version = version + 1,
       first_approved_by_id = NULL, first_approved_by_name = NULL, first_approved_at = NULL
     WHERE id = $1`,
    [id, at],
  );
}

/**
 * Sets a request's title and story, which members write in their app and no endpoint of this api
 * does (the test harness puts hostile texts there); false when there is no such request.
 */
export async function writeFundingTexts(
  db: Queryable,
  id: string,
  texts: { title: string; story: string },
): Promise<boolean> {
  const updated = await db.query<{ id: string }>(
    'UPDATE funding_requests SET title = $2, story = $3 WHERE id = $1 RETURNING id',
    [id, texts.title, texts.story],
  );
  return updated.length === 1;
}
