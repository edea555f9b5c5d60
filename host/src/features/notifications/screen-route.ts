/**
 * Where a push or a notification leads, from its `data` (DESIGN.md §3: `data.screen` plus ids).
 * The service worker (public/firebase-messaging-sw.js) keeps the same table for background pushes.
 */
export function screenRoute(data: Record<string, string | undefined> | undefined): string | null {
  switch (data?.screen) {
    case 'SupportChat':
      return '/support';
    case 'FundingRequest':
      return data.fundingRequestId
        ? `/submissions/ticket-details/${encodeURIComponent(data.fundingRequestId)}`
        : '/submissions';
    case 'Member':
      return data.memberId
        ? `/members-management/member-profile/${encodeURIComponent(data.memberId)}`
        : '/members-management';
    default:
      return null;
  }
}
