import { useQuery } from '@tanstack/react-query';
import type { Area, RejectedArea } from '../../platform/federation/area-list';
import {
  selectList,
  selectLoads,
  useRemoteStatusStore,
  type RemoteLoadState,
} from '../../platform/federation/remote-status-store';
import { providedSharedVersion } from '../../platform/federation/shared-scope';
import { sharedVersionProblem } from '../../platform/federation/shared-version';
import { remoteManifestQuery } from './remote-manifest';
import { PreviewForm } from '../preview/preview-form';
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

/** The build version and the @backoffice/shared range the remote's manifest reports. */
function ManifestVersions({ manifestUrl }: { manifestUrl: string }) {
  const manifest = useQuery(remoteManifestQuery(manifestUrl));
  if (manifest.isPending) return <>checking…</>;
  if (manifest.isError) return <>unreachable ({manifest.error.message})</>;
  const { buildVersion, requiredShared } = manifest.data;
  const provided = providedSharedVersion();
  const mismatch = sharedVersionProblem(requiredShared, provided) !== null;
  return (
    <>
      {buildVersion}
      <span className={styles.detail}>
        shared {requiredShared ?? 'not used'}
        {mismatch && (
          <strong className={styles.mismatch}> mismatch: this host provides {provided}</strong>
        )}
      </span>
    </>
  );
}

function AreaRow({ area }: { area: Area }) {
  const load = useRemoteStatusStore(selectLoads)[area.remote];
  return (
    <tr>
      <th scope="row">
        {area.remote}
        <span className={styles.detail}>{area.path}</span>
      </th>
      <td>
        <code>{area.manifest}</code>
      </td>
      <td>
        <ManifestVersions manifestUrl={area.manifest} />
      </td>
      <td className={load?.status === 'failed' ? styles.cause : undefined}>{loadLabel(load)}</td>
    </tr>
  );
}

function RejectedRow({ entry }: { entry: RejectedArea }) {
  return (
    <tr>
      <th scope="row">{entry.remote}</th>
      <td>—</td>
      <td>—</td>
      <td>not used: {entry.reason}</td>
    </tr>
  );
}

/**
 * The areas /remotes.json lists: where each remote is loaded from, which build that is, the
 * release of @backoffice/shared it needs against the one this host provides, and how loading it
 * went; entries the host could not use, and why.
 */
export function RemoteDiagnostics() {
  const list = useRemoteStatusStore(selectList);
  return (
    <>
      <p>
        This host provides <code>@backoffice/shared</code> {providedSharedVersion()}.
      </p>
      {list.status === 'failed' && (
        <p role="alert">/remotes.json could not be read: {list.reason}</p>
      )}
      {list.status === 'loading' && <p role="status">Reading /remotes.json…</p>}
      {list.status === 'ready' && list.areas.length === 0 && list.rejected.length === 0 && (
        <p>/remotes.json lists no areas.</p>
      )}
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
          {list.status === 'ready' && (
            <>
              {list.areas.map((area) => (
                <AreaRow key={area.remote} area={area} />
              ))}
              {list.rejected.map((entry) => (
                <RejectedRow key={entry.remote} entry={entry} />
              ))}
            </>
          )}
        </tbody>
      </table>
      {list.status === 'ready' && <PreviewForm areas={list.areas} />}
    </>
  );
}
