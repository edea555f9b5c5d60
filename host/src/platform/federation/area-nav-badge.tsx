import { useQuery } from '@tanstack/react-query';
import { ErrorBoundary } from '../screens/error-boundary';
import type { Area } from './area-list';
import { federationKeys } from './federation-keys';
import { loadNavBadge } from './federation-runtime';
import { useSessionLoading } from '../routing/page-loader';
import { useFirstIdlePassed } from '@backoffice/shared/session';

/**
 * What an area shows beside its nav link (support's unread count), rendered by a module the
 * area's remote exposes (`badge` in /remotes.json). Until it loads, or when it cannot load or
 * throws, the link simply has no badge: the nav never depends on a remote.
 */
export function AreaNavBadge({ area }: { area: Area & { badge: string } }) {
  const idle = useFirstIdlePassed();
  const { areas } = useSessionLoading();
  const badge = useQuery({
    enabled: idle,
    queryKey: federationKeys.navBadge(area.remote, area.badge),
    queryFn: () => loadNavBadge(area, areas),
    retry: false,
    staleTime: Infinity,
  });
  if (!badge.data) return null;
  const Badge = badge.data;
  return (
    <ErrorBoundary fallback={null}>
      <Badge />
    </ErrorBoundary>
  );
}
