import {
  FUNDING_IN_REVIEW_BY_ME_QUEUE,
  FUNDING_REVIEW_QUEUE,
  FUNDING_SECOND_APPROVAL_QUEUE,
  fundingStatuses,
  type FundingSummary,
} from '@backoffice/shared/contract';
import { notFound } from '../../http/errors';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { todayIn, type DayRange } from '../../db/sql';
import { recordAudit } from '../audit/repository';
import { tiesOf } from '../staff/control-chain';
import { notifyMentioned } from '../notifications/review-notifications';
import {
  appendHistory,
  countFundingByStatus,
  countFundingPerDay,
  findFundingRequest,
  firstFundingDay,
  listFundingRequests,
  readPrivateNote,
  writePrivateNote,
} from './repository';
import { nextFallingDue } from '../due/review-due';
import { readDueTargets } from '../due/targets';
import { sendBackFundingRequest } from './four-eyes';
import { lockFundingRequest } from './locked-request';
import { changeFundingStatus, insertRequesterNote } from './status-change';
import { listFundingDecisions } from './decision-repository';

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
  | 'fundingDecisions'
  | 'fundingSummary'
  | 'fundingDetail'
  | 'updateFundingRequest'
  | 'sendBackFundingRequest'
  | 'sendNote'
  | 'privateNote'
>;

export function fundingHandlers({ db, reads }: ApiContext): FundingHandlers {
  /** The decision target, an owners' setting, kept like the pages until it is written. */
  const dueTargets = () =>
    reads.read('dueTargets', ['app_settings'], (reader) => readDueTargets(reader));

  /** Who asks for a queue, with the people dual control ties them to (the audit trail says). */
  const queueCaller = async (id: string) => ({
    id,
    tiedIds: await reads.read(`ties ${id}`, ['audit_entries', 'admins'], (reader) =>
      tiesOf(reader, id),
    ),
  });

  async function requireFundingRequest(id: string) {
    const { reviewDecisionMinutes } = await dueTargets();
    const found = await findFundingRequest(db, id, reviewDecisionMinutes);
    if (!found) throw notFound(`Funding request ${id} not found`);
    return found;
  }

  return {
    async fundingList({ query, user }) {
      // The queues depend on who asks, and on whom they are tied to.
      const caller = query.queue ? await queueCaller(user.id) : { id: user.id, tiedIds: [] };
      const asker = query.queue ? `${caller.id} ${caller.tiedIds.join(',')}` : '';
      const { reviewDecisionMinutes } = await dueTargets();
      // Whether a request is overdue changes with the clock: a page is kept until its first
      // running clock falls due, and is read again (one statement) from then on.
      return reads.read(
        `fundingList ${asker} ${JSON.stringify(query)}`,
        FUNDING_LIST_TABLES,
        (reader) => listFundingRequests(reader, query, caller, reviewDecisionMinutes),
        { validUntil: (page) => nextFallingDue(page.items) },
      );
    },

    fundingDecisions: ({ query }) => listFundingDecisions(db, query),

    async fundingSummary({ query, user }) {
      const firstDay = await firstFundingDay(db, query.tz ?? 'UTC');
      const range = summaryRange(query, new Date(), firstDay);
      const byStatusRows = await countFundingByStatus(db, range, query, await queueCaller(user.id));
      const perDay = await countFundingPerDay(db, range);
      const byStatus = Object.fromEntries(
        fundingStatuses.map((status) => [status, 0]),
      ) as FundingSummary['byStatus'];
      let total = 0;
      let amountRequested = 0;
      let amountRaised = 0;
      const byQueue = {
        [FUNDING_REVIEW_QUEUE]: 0,
        [FUNDING_SECOND_APPROVAL_QUEUE]: 0,
        [FUNDING_IN_REVIEW_BY_ME_QUEUE]: 0,
      };
      for (const row of byStatusRows) {
        byStatus[row.status] = row.count;
        total += row.count;
        amountRequested += row.requested;
        amountRaised += row.raised;
        byQueue[FUNDING_REVIEW_QUEUE] += row.review;
        byQueue[FUNDING_SECOND_APPROVAL_QUEUE] += row.secondApproval;
        byQueue[FUNDING_IN_REVIEW_BY_ME_QUEUE] += row.inReviewByMe;
      }
      return { total, byStatus, byQueue, amountRequested, amountRaised, currency: 'USD', perDay };
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
        const current = await readPrivateNote(tx, found);
        await writePrivateNote(tx, id, body.note);
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
