import { ErrorState, PageLayout } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { reportRumError } from '../observability/rum-queue';
import { ErrorBoundary } from '../screens/error-boundary';
import { ErrorScreen } from '../screens/error-screen';
import { LoadingScreen } from '../screens/loading-screen';
import type { Area } from './area-list';
import { explainAreaFailure } from './area-failure';
import { remoteAppQuery } from './remote-app-query';
import { useFocusAfterRetry } from './use-focus-after-retry';

/**
 * Mounts one area's remote inside the host's tree. A remote that cannot be loaded takes down only
 * this area: it says so, with the reason and a Retry, and a later visit tries again.
 */
export function RemoteArea({ area }: { area: Area }) {
  const remoteApp = useQuery(remoteAppQuery(area.remote));
  const { failure, markRetried } = useFocusAfterRetry(remoteApp.status);

  if (remoteApp.isPending) return <LoadingScreen />;
  if (remoteApp.isError) {
    return (
      <PageLayout title={area.title}>
        <div ref={failure}>
          <ErrorState
            title={`${area.title} is unavailable`}
            message={explainAreaFailure(remoteApp.error, area.title)}
            onRetry={() => {
              markRetried();
              void remoteApp.refetch();
            }}
            retrying={remoteApp.isFetching}
          />
        </div>
      </PageLayout>
    );
  }
  const RemoteApp = remoteApp.data;
  return (
    <ErrorBoundary
      fallback={(error) => <ErrorScreen cause={error} />}
      onError={(error) => reportRumError(error, area.remote)}
    >
      <Suspense fallback={<LoadingScreen />}>
        <RemoteApp />
      </Suspense>
    </ErrorBoundary>
  );
}
