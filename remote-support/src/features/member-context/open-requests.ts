import type { FundingRequestSummary, FundingStatus } from '@backoffice/shared';

/** Still in progress: not yet decided (pending, under review) or approved and not yet funded. */
const openStatuses: ReadonlySet<FundingStatus> = new Set(['pending', 'under_review', 'approved']);

/** A member's requests an agent may be asked about, oldest first (the longest waiting). */
export function openRequests(requests: readonly FundingRequestSummary[]): FundingRequestSummary[] {
  return requests
    .filter((request) => openStatuses.has(request.status))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/**
 * How many open requests the panel lists before "and N more": it sits above the conversation, so
 * a member with dozens must not push the composer dozens of tab stops away.
 */
export const OPEN_REQUESTS_SHOWN = 5;

export function shownOpenRequests(requests: readonly FundingRequestSummary[]): {
  shown: FundingRequestSummary[];
  more: number;
} {
  const open = openRequests(requests);
  return {
    shown: open.slice(0, OPEN_REQUESTS_SHOWN),
    more: Math.max(0, open.length - OPEN_REQUESTS_SHOWN),
  };
}
