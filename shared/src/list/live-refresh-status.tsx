import type { UseQueryResult } from '@tanstack/react-query';
import styles from './live-refresh-status.module.css';

/** What the hint reads of a live query (`LIVE_REFETCH_MS`). */
type LiveQuery = Pick<UseQueryResult, 'data' | 'isRefetchError' | 'failureCount' | 'fetchStatus'>;

const NOT_REFRESHED = 'Not refreshed: retrying…';

/**
 * A page that refreshes live keeps what it shows when a refresh fails, so nothing said
 * it had stopped being up to date. This says so while the refreshes fail (or wait for the browser
 * to be back online), and is gone once one succeeds. The region is always there, empty while all
 * is well, so that a screen reader announces the text when it comes.
 */
export function LiveRefreshStatus({ query }: { query: LiveQuery }) {
  // From the first failed attempt (`failureCount`, while its retry runs: the query errs only after
  // it, up to 21 s later when the api does not answer), until a refresh succeeds.
  const behind =
    query.data !== undefined &&
    (query.failureCount > 0 || query.isRefetchError || query.fetchStatus === 'paused');
  return (
    <p role="status" className={styles.status}>
      {behind ? NOT_REFRESHED : null}
    </p>
  );
}
