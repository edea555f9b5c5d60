import type { FundingRequestSummary, FundingStatus } from '@backoffice/shared';

/** Still in progress: not yet decided (pending, under review) or approved and not yet funded. */
const openStatuses: ReadonlySet<FundingStatus> = new Set(['pending', 'under_review', 'approved']);

/** A member's requests an agent may be asked about, oldest first (the longest waiting). */
export function openRequests(requests: readonly FundingRequestSummary[]): FundingRequestSummary[] {
  return requests
    .filter((request) => openStatuses.has(request.status))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
