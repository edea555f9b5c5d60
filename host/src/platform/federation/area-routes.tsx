import { ErrorState, PageLayout } from '@backoffice/shared/ui';
import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { useState } from 'react';
import { LoadingScreen } from '../screens/loading-screen';
import { explainAreaListFailure } from './area-failure';
import { useSessionLoading } from '../routing/page-loader';
import { reloadAreaList } from './federation-runtime';
import { RemoteArea } from './remote-area';
import { selectList, useRemoteStatusStore } from './remote-status-store';
import { useFocusAfterRetry } from './use-focus-after-retry';

const retryStatus = { loading: 'pending', failed: 'error', ready: 'success' } as const;

/**
 * Every path the host does not render itself: an area's, if /remotes.json lists one that claims
 * it, else docs/spec.md §2's redirect to /dashboard. Until the list is read no path is unknown,
 * and when it cannot be read the address is kept and the page says why, with a Retry.
 */
export function AreaRoutes() {
  const list = useRemoteStatusStore(selectList);
  const { areas } = useSessionLoading();
  const [retrying, setRetrying] = useState(false);
  // Settled once the Retry button is enabled again, so the focus can go back to it.
  const { failure, markRetried } = useFocusAfterRetry(
    retrying ? 'pending' : retryStatus[list.status],
  );
  if (list.status === 'loading') return <LoadingScreen />;
  if (list.status === 'failed') {
    const retry = () => {
      markRetried();
      setRetrying(true);
      void reloadAreaList(areas).finally(() => setRetrying(false));
    };
    return (
      <PageLayout title="Areas unavailable">
        <div ref={failure}>
          <ErrorState
            title="The dashboard's areas could not be loaded"
            message={explainAreaListFailure(list.reason)}
            onRetry={retry}
            retrying={retrying}
          />
        </div>
      </PageLayout>
    );
  }
  return (
    <Routes>
      {list.areas.map((area) => (
        <Route key={area.remote} path={`${area.path}/*`} element={<RemoteArea area={area} />} />
      ))}
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
