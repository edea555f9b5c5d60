import { Badge } from '@backoffice/shared/ui-core';

/** The mark on a row another admin just changed (live lists; see `useRecentlyChanged`). */
export function RecentlyChangedBadge() {
  return <Badge tone="warning">Changed just now</Badge>;
}
