import { UNKNOWN_RELEASE } from '@backoffice/shared/contract';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import type { Area } from '../federation/area-list';

/** What a timing or an error is counted against: the release that ran, and if it was a canary. */
export interface Release {
  release: string;
  canary: boolean;
}

/** A remote's `metaData.buildInfo.buildVersion`, as its mf-manifest.json said when loaded. */
export type BuildVersionOf = (remote: string) => string | undefined;

/** Hands `remember` each remote's build version as the runtime reads its manifest. */
export const releaseVersionPlugin = (
  remember: (remote: string, version: string) => void,
): ModuleFederationRuntimePlugin => ({
  name: 'backoffice-release-version',
  loadRemoteSnapshot(args) {
    const version = (args.manifestJson as { metaData?: { buildInfo?: { buildVersion?: unknown } } })
      ?.metaData?.buildInfo?.buildVersion;
    if (typeof version === 'string' && version) remember(args.moduleInfo.name, version);
    return args;
  },
});

/**
 * THE one place an area's release is told: the release registry's version of the build this
 * person runs (`/remotes.json`, the canary's when `forPerson` gave them the canary), else the build
 * version its manifest reported, else "unknown".
 */
export function areaRelease(
  area: Pick<Area, 'remote' | 'version' | 'isCanary'>,
  buildVersion: BuildVersionOf,
): Release {
  return {
    release: area.version ?? buildVersion(area.remote) ?? UNKNOWN_RELEASE,
    canary: area.isCanary === true,
  };
}

/** The host's own pages (dashboard, settings) run the host's build. */
export function hostRelease(): Release {
  return { release: process.env.MF_BUILD_VERSION || UNKNOWN_RELEASE, canary: false };
}
