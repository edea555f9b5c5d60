import { ErrorState, PageLayout } from '@backoffice/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { ErrorBoundary } from '../screens/error-boundary';
import { ErrorScreen } from '../screens/error-screen';
import { LoadingScreen } from '../screens/loading-screen';
import type { Area } from './area-list';
import { explainAreaFailure, isCodeDownloadFailure } from './area-failure';
import { useSessionLoading } from '../routing/page-loader';
import { federationKeys } from './federation-keys';
import { switchToCurrentRelease, type AreaRuntime } from './federation-runtime';
import { remoteAppQuery } from './remote-app-query';
import { useFocusAfterRetry } from './use-focus-after-retry';

/**
 * When a part of the area's code fails to download while it runs (a lazy chunk of a build that
 * was replaced and deleted), the area is loaded once from the build /remotes.json names now, if
 * that is another one; otherwise the failure shows as before.
 */
function useGoneBuildRecovery(remote: string, runtime: AreaRuntime) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [recovering, setRecovering] = useState(false);
  const tried = useRef(false);
  const onRenderError = (error: Error) => {
    if (tried.current || !isCodeDownloadFailure(error)) return;
    tried.current = true;
    setRecovering(true);
    void switchToCurrentRelease(remote, runtime).then((switched) => {
      if (switched) {
        queryClient.removeQueries({ queryKey: federationKeys.app(remote) });
        setAttempt((current) => current + 1);
      }
      setRecovering(false);
    });
  };
  return { attempt, recovering, onRenderError };
}

/**
 * Mounts one area's remote inside the host's tree. A remote that cannot be loaded takes down only
 * this area: it says so, with the reason and a Retry, and a later visit tries again.
 */
export function RemoteArea({ area }: { area: Area }) {
  const { areas, rum } = useSessionLoading();
  const remoteApp = useQuery(remoteAppQuery(area.remote, areas));
  const recovery = useGoneBuildRecovery(area.remote, areas);
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
      key={recovery.attempt}
      fallback={(error) =>
        recovery.recovering ? <LoadingScreen /> : <ErrorScreen cause={error} />
      }
      onError={(error) => {
        rum.reportError(error, area.remote);
        recovery.onRenderError(error);
      }}
    >
      <Suspense fallback={<LoadingScreen />}>
        <RemoteApp />
      </Suspense>
    </ErrorBoundary>
  );
}
