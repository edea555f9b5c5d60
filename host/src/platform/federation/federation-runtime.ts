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
import { getRuntimeConfig, useAuthStore } from '@backoffice/shared';
import { readPreview, withPreview } from './preview';
import { describeFailure } from './area-failure';
import { fetchAreaList, forPerson, type Area, type AreaList } from './area-list';
import { manifestFetchPlugin } from './manifest-fetch';
import { manifestNamePlugin } from './manifest-name';
import { releaseVersionPlugin, type BuildVersionOf } from '../observability/area-release';
import { findArea, useRemoteStatusStore } from './remote-status-store';
import { offerContributions } from './area-contributions';
import { fetchProvidedModules, providedSharedVersion, sharedScope } from './shared-scope';
import { manifestSharedSchema, requiredSharedRange, sharedVersionProblem } from './shared-version';

/** What is told of an area whose remote failed to load (real-user reporting counts it). */
export type AreaFailureReport = (error: unknown, remote: string) => void;

/** Records a failed area for the diagnostics and lets the area's own error state show it. */
const areaFailurePlugin = (report: AreaFailureReport): ModuleFederationRuntimePlugin => ({
  name: 'backoffice-area-failures',
  errorLoadRemote({ id, error }) {
    console.warn(`Remote ${id} failed to load`, error);
    // Only the area itself: a nav badge that fails to load just leaves its link without one.
    const remote = /^(remote_[a-z0-9_]+)\/App$/.exec(id)?.[1];
    if (remote) {
      useRemoteStatusStore
        .getState()
        .setLoad(remote, { status: 'failed', reason: describeFailure(error) });
      report(error, remote);
    }
    return undefined;
  },
});

/**
 * Refuses a remote built against a newer @backoffice/shared than this host provides, after its
 * manifest is read and before any of its code runs: only its own area fails, saying why.
 */
const sharedVersionPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'backoffice-shared-version',
  loadRemoteSnapshot(args) {
    const shared = manifestSharedSchema.safeParse(args.manifestJson?.shared);
    if (!shared.success) return args;
    const problem = sharedVersionProblem(requiredSharedRange(shared.data), providedSharedVersion());
    if (problem) throw new Error(`${args.moduleInfo.name}: ${problem}`);
    return args;
  },
});

/**
 * Starts the page's one federation runtime: the host's already-loaded singletons as shares, and
 * the runtime core published for the remotes, which are built without their own
 * (`externalRuntime`). The global loadRemote/registerRemotes then use this instance.
 */
function initRuntime(
  rememberVersion: (remote: string, version: string) => void,
  reportFailure: AreaFailureReport,
  sentManifest: SentReads['manifest'],
): void {
  init({
    name: 'host',
    remotes: [],
    shared: sharedScope(),
    // version-first would fetch every remote at start-up: one remote down would blank the shell.
    shareStrategy: 'loaded-first',
    plugins: [
      injectExternalRuntimeCore(),
      // Manifests: our own fetch, which keeps why one failed (retry-plugin's says "abandoned").
      manifestFetchPlugin({ retryTimes: 2, retryDelay: 300, sentManifest }),
      // Scripts only: without `fetch` options its fetch hook just passes the request on.
      { ...RetryPlugin({ script: { retryTimes: 2, retryDelay: 300 } }), fetch: undefined },
      manifestNamePlugin(),
      sharedVersionPlugin(),
      releaseVersionPlugin(rememberVersion),
      areaFailurePlugin(reportFailure),
    ],
  });
}

/**
 * The list as this tab uses it: this person's builds (a canary, if they are in its share) and the
 * area the person previews (preview.ts).
 */
export const previewed = (list: AreaList) =>
  withPreview(
    forPerson(list, useAuthStore.getState().user?.id),
    readPreview(),
    getRuntimeConfig().previewOrigins ?? [],
  );

function applyList(runtime: AreaRuntime, list: AreaList, force: boolean): void {
  const used = previewed(list);
  runtime.register(used.areas, force);
  useRemoteStatusStore.getState().setList(used);
  offerContributions(used.areas, runtime);
}

/**
 * Starts the runtime, reads /remotes.json and registers every area's remote. A missing or bad
 * remotes.json does not stop the shell: the nav keeps the host's own pages and an area's address
 * says why no area can be shown, with a Retry (reloadAreaList).
 */
async function setUpAreas(
  runtime: AreaRuntime,
  fetchImpl: typeof fetch,
  sentAreaList: SentReads['areaList'],
  init: () => void,
): Promise<void> {
  init();
  try {
    applyList(runtime, await fetchAreaList(fetchImpl, sentAreaList()), false);
  } catch (error) {
    useRemoteStatusStore.getState().setListFailed(describeFailure(error));
  }
}

/**
 * What this page's areas were set up with: the start-up every area's load awaits (the runtime
 * started, /remotes.json read and registered), the manifest each remote was registered with and
 * the build version each manifest reported. The page loader's session part holds the page's one
 * (session-loading.ts); tests create their own and dispose of it. The federation runtime
 * underneath (init, registerRemotes, loadRemote) is the page's one whatever the instance.
 */
export interface AreaRuntime {
  /** The start-up, once: the signed-in shell starts it, a remote's first load awaits it. */
  ready: () => Promise<void>;
  /** Registers these areas' remotes; `force` drops what the runtime cached of an earlier build. */
  register: (areas: readonly Area[], force: boolean) => void;
  /** The manifest registered for `remote`, if any: the build this tab runs (or will load). */
  registeredManifest: (remote: string) => string | undefined;
  /** The build version `remote`'s manifest reported when the runtime read it. */
  buildVersion: BuildVersionOf;
  /** Forgets the start-up, the registered manifests and the build versions. */
  dispose: () => void;
}

/** Reads already sent by the sign-in form, if any (AreaListPrefetch's take and takeManifest). */
export interface SentReads {
  areaList: () => Promise<Response> | undefined;
  manifest: (url: string) => Promise<Response> | undefined;
}

const nothingSent: SentReads = { areaList: () => undefined, manifest: () => undefined };

/**
 * `fetchImpl`: how the start-up reads /remotes.json, unless `sent` gives a read already sent (and
 * the first read of a manifest likewise); `reportFailure`: where a remote that failed to load is
 * told.
 */
export function createAreaRuntime(
  fetchImpl: typeof fetch = fetch,
  reportFailure: AreaFailureReport = () => undefined,
  sent: SentReads = nothingSent,
): AreaRuntime {
  const registered = new Map<string, string>();
  const buildVersions = new Map<string, string>();
  const init = () =>
    initRuntime(
      (remote, version) => buildVersions.set(remote, version),
      reportFailure,
      sent.manifest,
    );
  let ready: Promise<void> | undefined;
  const runtime: AreaRuntime = {
    ready: () => (ready ??= setUpAreas(runtime, fetchImpl, sent.areaList, init)),
    register: (areas, force) => {
      for (const area of areas) registered.set(area.remote, area.manifest);
      registerRemotes(
        areas.map((area) => ({ name: area.remote, entry: area.manifest })),
        { force },
      );
    },
    registeredManifest: (remote) => registered.get(remote),
    buildVersion: (remote) => buildVersions.get(remote),
    dispose: () => {
      ready = undefined;
      registered.clear();
      buildVersions.clear();
    },
  };
  return runtime;
}

/** Reads /remotes.json again after it failed (Retry on the areas' error state). */
export async function reloadAreaList(runtime: AreaRuntime): Promise<void> {
  await runtime.ready();
  const { setListLoading, setListFailed } = useRemoteStatusStore.getState();
  setListLoading();
  try {
    applyList(runtime, await fetchAreaList(), true);
  } catch (error) {
    setListFailed(describeFailure(error));
  }
}

/**
 * After a failure, reads /remotes.json again (ops may have pointed it elsewhere) and registers the
 * remote afresh, so nothing cached from the failed attempt is reused.
 */
async function refreshAfterFailure(runtime: AreaRuntime, remote: string): Promise<void> {
  const list = previewed(await fetchAreaList());
  useRemoteStatusStore.getState().setList(list);
  const area = list.areas.find((candidate) => candidate.remote === remote);
  if (area) runtime.register([area], true);
}

async function loadApp(remote: string): Promise<ComponentType> {
  if (!findArea(remote)) throw new Error(`No entry for ${remote} in /remotes.json`);
  const module = await loadRemote<RemoteAppModule>(`${remote}/App`);
  if (!module?.default) throw new Error(`${remote} did not expose ./App`);
  return module.default;
}

/**
 * After a release the build this tab registered may be gone (its chunks deleted): when it fails
 * to load and /remotes.json now names another build for this person, that one is loaded instead,
 * without a word. Only when it fails too does the area show its error.
 */
async function loadCurrentReleaseInstead(
  runtime: AreaRuntime,
  remote: string,
  error: unknown,
): Promise<ComponentType> {
  if (!(await switchToCurrentRelease(remote, runtime))) throw error;
  return loadApp(remote);
}

/**
 * Registers the build /remotes.json now names for this person, when it is not the one this tab
 * registered (the old one's files may be gone); resolves whether it switched.
 */
export async function switchToCurrentRelease(
  remote: string,
  runtime: AreaRuntime,
): Promise<boolean> {
  let list: AreaList;
  try {
    list = previewed(await fetchAreaList());
  } catch {
    return false;
  }
  const area = list.areas.find((candidate) => candidate.remote === remote);
  if (!area || area.manifest === runtime.registeredManifest(remote)) return false;
  useRemoteStatusStore.getState().setList(list);
  runtime.register([area], true);
  return true;
}

/** Loads a remote's `./App` (again, after a failure). */
export async function loadRemoteApp(remote: string, runtime: AreaRuntime): Promise<ComponentType> {
  await runtime.ready();
  const { setLoad, loads } = useRemoteStatusStore.getState();
  const failedBefore = loads[remote]?.status === 'failed' || !findArea(remote);
  setLoad(remote, { status: 'loading' });
  try {
    if (failedBefore) await refreshAfterFailure(runtime, remote);
    const app = await loadApp(remote).catch((error: unknown) =>
      failedBefore ? Promise.reject(error) : loadCurrentReleaseInstead(runtime, remote, error),
    );
    setLoad(remote, { status: 'loaded' });
    return app;
  } catch (error) {
    setLoad(remote, { status: 'failed', reason: describeFailure(error) });
    throw error;
  }
}

/** Loads the component an area exposes for beside its nav link (`badge`, e.g. `./NavBadge`). */
export async function loadNavBadge(
  area: Area & { badge: string },
  runtime: AreaRuntime,
): Promise<ComponentType> {
  await runtime.ready();
  const module = await loadRemote<RemoteAppModule>(`${area.remote}/${area.badge.slice(2)}`);
  if (!module?.default) throw new Error(`${area.remote} did not expose ${area.badge}`);
  return module.default;
}

/**
 * Fetches an area's manifest, remote entry and exposed chunks ahead of its first render, without
 * evaluating them. A failure is only logged: the area's own load reports it when it is visited.
 * Resolves true when this call fetched the code (false: no such area, already loading or loaded,
 * or the fetch failed).
 */
export async function fetchAreaCode(remote: string, runtime: AreaRuntime): Promise<boolean> {
  await runtime.ready();
  if (!findArea(remote)) return false;
  const { loads } = useRemoteStatusStore.getState();
  // Nothing to gain once the area is loading or loaded; a failed one is retried by its own load
  // on the next visit (after re-reading /remotes.json), never by a preload racing with it.
  if (loads[remote] && loads[remote].status !== 'idle') return false;
  fetchProvidedModules();
  return preloadRemote([{ nameOrAlias: remote, exposes: ['App'], resourceCategory: 'all' }]).then(
    () => true,
    (error: unknown) => {
      console.warn(`Preloading ${remote} failed`, error);
      return false;
    },
  );
}
