import {
  apiRequest,
  areaPaths,
  formatMoney,
  newestEntries,
  timelineLimit,
  type FundingDecision,
  type MemberTimelinePart,
  type TimelineEntry,
} from '@backoffice/shared';
import { fundingStatusLabels } from '@backoffice/shared/ui-core';

/** What a decision did, in a few words ahead of the request's title. */
function decisionTitle(decision: FundingDecision): string {
  if (decision.action === 'first_approval') return 'First approval';
  if (decision.action === 'sent_back') return 'Sent back, first approval withdrawn';
  return decision.to ? fundingStatusLabels[decision.to] : 'Status changed';
}

function decisionEntry(decision: FundingDecision): TimelineEntry {
  const reason =
    decision.reason &&
    `${decision.to === 'needs_info' ? 'Question' : 'Reason'}: ${decision.reason}`;
  return {
    id: `decision:${decision.id}`,
    at: decision.at,
    kind: 'Decision',
    title: `${decisionTitle(decision)}: “${decision.title}”`,
    detail: [decision.requestId, `by ${decision.actor}`, reason].filter(Boolean).join(' · '),
    href: areaPaths.ticketDetails(decision.requestId),
  };
}

/**
 * Submissions' part of a member's timeline (exposed as `./MemberTimeline`): each request they
 * made, and every decision recorded in the requests' history (a first approval and the second, a
 * send-back), in two reads whatever the number of requests: the newest `limit` of each, so the
 * newest `limit` of both together are among them.
 */
const submissionsPart: MemberTimelinePart = async (memberId, signal, request) => {
  const limit = timelineLimit(request);
  const [requests, decisions] = await Promise.all([
    apiRequest('fundingList', {
      query: { requesterId: memberId, sort: '-createdAt', limit },
      signal,
    }),
    apiRequest('fundingDecisions', { query: { requesterId: memberId, limit }, signal }),
  ]);
  return newestEntries(
    [
      ...requests.items.map((request): TimelineEntry => ({
        id: `${request.id}:submitted`,
        at: request.createdAt,
        kind: 'Funding request',
        title: `Requested “${request.title}”`,
        detail: `${request.id} · ${formatMoney(request.amountRequested, request.currency)}`,
        href: areaPaths.ticketDetails(request.id),
      })),
      ...decisions.items.map(decisionEntry),
    ],
    limit,
  );
};

export default submissionsPart;
