import { useQuery } from '@tanstack/react-query';
import { areas, type Area } from '../federation/areas';
import {
  selectDirectory,
  selectDirectoryError,
  selectLoads,
  useRemoteStatusStore,
  type RemoteLoadState,
} from '../federation/remote-status-store';
import { remoteManifestQuery } from './remote-manifest';
import styles from './settings.module.css';

const loadLabel = (state: RemoteLoadState | undefined) => {
  switch (state?.status) {
    case 'loaded':
      return 'loaded';
    case 'loading':
      return 'loading';
    case 'failed':
      return `failed: ${state.reason}`;
    default:
      return 'not loaded yet';
  }
};

function ManifestVersion({ manifestUrl }: { manifestUrl: string }) {
  const manifest = useQuery(remoteManifestQuery(manifestUrl));
  if (manifest.isPending) return <>checking…</>;
  if (manifest.isError) return <>unreachable ({manifest.error.message})</>;
  return <>{manifest.data.buildVersion}</>;
}

function RemoteRow({ area }: { area: Area }) {
  const manifestUrl = useRemoteStatusStore(selectDirectory)[area.remote];
  const load = useRemoteStatusStore(selectLoads)[area.remote];
  return (
    <tr>
      <th scope="row">{area.remote}</th>
      <td>{manifestUrl ? <code>{manifestUrl}</code> : 'not in /remotes.json'}</td>
      <td>{manifestUrl ? <ManifestVersion manifestUrl={manifestUrl} /> : '—'}</td>
      <td>{loadLabel(load)}</td>
    </tr>
  );
}

/** Where each remote is loaded from, which build that is, and how loading it went. */
export function RemoteDiagnostics() {
  const directoryError = useRemoteStatusStore(selectDirectoryError);
  return (
    <>
      {directoryError && <p role="alert">/remotes.json could not be read: {directoryError}</p>}
      <table className={styles.table} aria-label="Remotes">
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Manifest</th>
            <th scope="col">Version</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <RemoteRow key={area.remote} area={area} />
          ))}
        </tbody>
      </table>
    </>
  );
}
