import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { RetryPlugin } from '@module-federation/retry-plugin';
import {
  init,
  loadRemote,
  preloadRemote,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime-tools/runtime';
import type { RemoteAppModule } from '@backoffice/shared/dev-shell';
import type { ComponentType } from 'react';
import { areas, type RemoteName } from './areas';
import type { FirstRequest } from '@backoffice/shared';
import { fetchAreaListEarly } from './area-list-request';
import { fetchAreaList, parseAreaList, type RemoteDirectory } from './remote-directory';
import { useRemoteStatusStore } from './remote-status-store';
import { sharedScope } from './shared-scope';

const remoteOf = (id: string) => areas.find((area) => id.startsWith(`${area.remote}/`))?.remote;

export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // The runtime's messages end with a long link to its docs; the first line says what failed.
  return message.split('\n')[0]?.replace(/\s*#?\s*$/, '') || 'The remote could not be loaded';
}

/** Records a failed remote for the diagnostics and lets the area's own error state show it. */
const areaFailurePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'backoffice-area-failures',
  errorLoadRemote({ id, error }) {
    const remote = remoteOf(id);
    console.warn(`Remote ${id} failed to load`, error);
    if (remote) {
      useRemoteStatusStore
        .getState()
        .setLoad(remote, { status: 'failed', reason: describeFailure(error) });
    }
    return undefined;
  },
});

const registerAll = (directory: RemoteDirectory, force: boolean) =>
  registerRemotes(
    Object.entries(directory).map(([name, entry]) => ({ name, entry })),
    { force },
  );

/**
 * Starts the page's one federation runtime: the host's already-loaded singletons as shares, and
 * the runtime core published for the remotes, which are built without their own
 * (`externalRuntime`). The global loadRemote/registerRemotes then use this instance.
 */
function startRuntime(): void {
  init({
    name: 'host',
    remotes: [],
    shared: sharedScope(),
    // version-first would fetch every remote at start-up: one remote down would blank the shell.
    shareStrategy: 'loaded-first',
    plugins: [
      injectExternalRuntimeCore(),
      RetryPlugin({
        fetch: { retryTimes: 2, retryDelay: 300 },
        script: { retryTimes: 2, retryDelay: 300 },
      }),
      areaFailurePlugin(),
    ],
  });
}

/**
 * Starts the runtime, reads /remotes.json and registers every remote. A missing or bad
 * remotes.json does not stop the shell; each area then says why it is unavailable.
 */
export async function initFederation(): Promise<void> {
  startRuntime();
  try {
    // Usually already under way: fetched at sign-in beside this chunk, or while on /login.
    const { directory, firstRequests: declared } = parseAreaList(await fetchAreaListEarly());
    firstRequests = declared;
    registerAll(directory, false);
    useRemoteStatusStore.getState().setDirectory(directory, null);
  } catch (error) {
    useRemoteStatusStore.getState().setDirectory({}, describeFailure(error));
  }
}

let federationReady: Promise<void> | undefined;
let firstRequests: Partial<Record<RemoteName, FirstRequest>> = {};

/** The first request an area declares in /remotes.json, once the runtime has read it. */
export async function firstRequestOf(remote: RemoteName): Promise<FirstRequest | undefined> {
  await ensureFederation();
  return firstRequests[remote];
}

/** initFederation, once per page: the signed-in shell starts it, a remote's first load awaits it. */
export function ensureFederation(): Promise<void> {
  federationReady ??= initFederation();
  return federationReady;
}

/**
 * After a failure, reads /remotes.json again (ops may have pointed it elsewhere) and registers the
 * remote afresh, so nothing cached from the failed attempt is reused.
 */
async function refreshAfterFailure(remote: RemoteName): Promise<void> {
  const { directory, firstRequests: declared } = await fetchAreaList();
  firstRequests = { ...firstRequests, ...declared };
  const { setDirectory } = useRemoteStatusStore.getState();
  setDirectory(directory, null);
  const entry = directory[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/** Loads a remote's `./App` (again, after a failure). */
export async function loadRemoteApp(remote: RemoteName): Promise<ComponentType> {
  await ensureFederation();
  const { setLoad } = useRemoteStatusStore.getState();
  const previous = useRemoteStatusStore.getState();
  const failedBefore = previous.loads[remote]?.status === 'failed' || !previous.directory[remote];
  setLoad(remote, { status: 'loading' });
  try {
    if (failedBefore) await refreshAfterFailure(remote);
    const { directory, directoryError } = useRemoteStatusStore.getState();
    if (!directory[remote]) {
      throw new Error(directoryError ?? `No address for ${remote} in /remotes.json`);
    }
    const module = await loadRemote<RemoteAppModule>(`${remote}/App`);
    if (!module?.default) throw new Error(`${remote} did not expose ./App`);
    setLoad(remote, { status: 'loaded' });
    return module.default;
  } catch (error) {
    setLoad(remote, { status: 'failed', reason: describeFailure(error) });
    throw error;
  }
}

/**
 * Fetches an area's manifest, remote entry and exposed chunks ahead of its first render, without
 * evaluating them. A failure is only logged: the area's own load reports it when it is visited.
 */
export async function preloadArea(remote: RemoteName): Promise<void> {
  await ensureFederation();
  const { directory, loads } = useRemoteStatusStore.getState();
  if (!directory[remote]) return;
  // Nothing to gain once the area is loading or loaded; a failed one is retried by its own load
  // on the next visit (after re-reading /remotes.json), never by a preload racing with it.
  if (loads[remote] && loads[remote].status !== 'idle') return;
  await preloadRemote([{ nameOrAlias: remote, exposes: ['App'], resourceCategory: 'all' }]).catch(
    (error: unknown) => console.warn(`Preloading ${remote} failed`, error),
  );
}
