import {
  apiRequest,
  areaPaths,
  formatMoney,
  type FundingStatus,
  type MemberTimelinePart,
  type TimelineEntry,
} from '@backoffice/shared';
import { fundingStatusLabels } from '@backoffice/shared/ui-core';

/** The statuses a reviewer's decision leaves a request in (a new one starts `pending`). */
const decided = new Set<FundingStatus>(['approved', 'rejected', 'needs_info', 'funded', 'closed']);

/**
 * Submissions' part of a member's timeline (exposed as `./MemberTimeline`): each request they
 * made, and the decision it is at, when there is one.
 */
const submissionsPart: MemberTimelinePart = async (memberId, signal) => {
  const { items } = await apiRequest('fundingList', {
    query: { requesterId: memberId, sort: '-createdAt', limit: 20 },
    signal,
  });
  return items.flatMap((request): TimelineEntry[] => {
    const href = areaPaths.ticketDetails(request.id);
    const submitted: TimelineEntry = {
      id: `${request.id}:submitted`,
      at: request.createdAt,
      kind: 'Funding request',
      title: `Requested “${request.title}”`,
      detail: `${request.id} · ${formatMoney(request.amountRequested, request.currency)}`,
      href,
    };
    if (!decided.has(request.status)) return [submitted];
    return [
      submitted,
      {
        id: `${request.id}:${request.status}`,
        at: request.updatedAt,
        kind: 'Decision',
        title: `${fundingStatusLabels[request.status]}: “${request.title}”`,
        detail: request.id,
        href,
      },
    ];
  });
};

export default submissionsPart;
