import { areaPaths } from '@backoffice/shared';
/**
 * Where a push or a notification leads, from its `data` (docs/design.md §3: `data.screen` plus ids).
 * The service worker (public/firebase-messaging-sw.js) keeps the same table for background pushes.
 */
export function screenRoute(data: Record<string, string | undefined> | undefined): string | null {
  switch (data?.screen) {
    case 'SupportChat':
      // The conversation itself, not the inbox the agent would have to search.
      return data.roomId ? areaPaths.supportRoom(data.roomId) : areaPaths.support;
    case 'FundingRequest':
      return data.fundingRequestId
        ? areaPaths.ticketDetails(data.fundingRequestId)
        : areaPaths.submissions;
    case 'Member':
      return data.memberId ? areaPaths.memberProfile(data.memberId) : areaPaths.members;
    default:
      return null;
  }
}
