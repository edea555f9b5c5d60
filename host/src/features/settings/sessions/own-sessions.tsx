import {
  apiRequest,
  authKeys,
  formatDateTime,
  formatRelativeTime,
  notifySuccess,
  type SignInSession,
} from '@backoffice/shared';
import { Badge, Button, EmptyState, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './own-sessions.module.css';

export const ownSessionsQuery = () =>
  queryOptions({
    queryKey: authKeys.sessions(),
    queryFn: ({ signal }) => apiRequest('ownSessions', { signal }),
  });

/**
 * Settings → Your sessions: each sign-in of this account (browser, address, started, last
 * active; this one marked), with "Sign out" per other sign-in and "Sign out all others". Every
 * sign-in ends by itself after the api's absolute lifetime.
 */
export function OwnSessions() {
  const sessions = useQuery(ownSessionsQuery());
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownSessionsQuery().queryKey });
  const endOne = useMutation({
    mutationFn: (session: SignInSession) =>
      apiRequest('endOwnSession', { params: { id: session.id } }),
    onSuccess: (_result, session) => {
      notifySuccess(`Signed out ${session.browser}`);
      void refresh();
    },
    onError: (error) => {
      setFailure(error.message);
      void refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: () => apiRequest('endOtherSessions', {}),
    onSuccess: ({ ended }) => {
      notifySuccess(ended === 1 ? 'Signed out 1 other session' : `Signed out ${ended} others`);
      void refresh();
    },
    onError: (error) => setFailure(error.message),
  });

  if (sessions.isError) {
    return (
      <ErrorState
        title="Could not load your sessions"
        message={sessions.error.message}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  }
  if (sessions.isPending) return <Skeleton height={96} />;
  if (sessions.data.length === 0) {
    return <EmptyState title="No sessions" description="Sign in again to see this one here." />;
  }
  const others = sessions.data.filter((session) => !session.current);
  const act = (run: () => void) => {
    setFailure(undefined);
    run();
  };
  return (
    <div className={styles.sessions}>
      <ul className={styles.list} aria-label="Your sessions">
        {sessions.data.map((session) => (
          <li key={session.id} className={styles.item}>
            <div className={styles.head}>
              <span className={styles.browser}>{session.browser}</span>
              {session.current && <Badge tone="success">This session</Badge>}
            </div>
            <p className={styles.meta}>
              {session.address} · started {formatDateTime(session.startedAt)} · last active{' '}
              {formatRelativeTime(session.lastActiveAt)}
            </p>
            {!session.current && (
              <Button
                variant="secondary"
                aria-label={`Sign out ${session.browser}, started ${formatDateTime(session.startedAt)}`}
                loading={endOne.isPending && endOne.variables.id === session.id}
                onClick={() => act(() => endOne.mutate(session))}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <Button
          variant="secondary"
          loading={endOthers.isPending}
          onClick={() => act(() => endOthers.mutate())}
        >
          Sign out all others
        </Button>
      )}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </div>
  );
}
