import { Badge, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { reloadAreaList } from '../../../platform/federation/federation-runtime';
import { selectList, useRemoteStatusStore } from '../../../platform/federation/remote-status-store';
import { useSessionLoading } from '../../../platform/routing/page-loader';
import styles from './areas.module.css';

/**
 * Settings → Your build (everyone): which build of each area this person runs, its version and
 * whether it is a canary they were given before everyone else (docs/remotes.md).
 */
export function YourBuilds() {
  const list = useRemoteStatusStore(selectList);
  const { areas } = useSessionLoading();
  if (list.status === 'loading') return <Skeleton height={72} />;
  if (list.status === 'failed') {
    return (
      <ErrorState
        title="Could not read the dashboard's areas"
        message={list.reason}
        onRetry={() => void reloadAreaList(areas)}
      />
    );
  }
  if (list.areas.length === 0) return <p className={styles.muted}>No areas are deployed.</p>;
  return (
    <table className={styles.table} aria-label="Your build">
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col">Version</th>
          <th scope="col">Build</th>
        </tr>
      </thead>
      <tbody>
        {list.areas.map((area) => (
          <tr key={area.remote}>
            <th scope="row">{area.title}</th>
            <td>{area.version ? `Release ${area.version}` : 'Built with the host'}</td>
            <td>
              {area.isCanary ? (
                <Badge tone="warning">Canary</Badge>
              ) : (
                <Badge tone="neutral">Current release</Badge>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
