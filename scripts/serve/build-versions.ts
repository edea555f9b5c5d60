import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildVersionOf } from '../../kit/src/index.ts';
import { remoteApps } from '../stack-layout.ts';

/** The build a federation manifest names (`metaData.buildInfo.buildVersion`), if any. */
export function manifestBuildVersion(manifest: unknown): string | undefined {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)
    ?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version !== '' ? version : undefined;
}

function builtRemoteVersion(rootDir: string, dir: string): string | undefined {
  try {
    return manifestBuildVersion(
      JSON.parse(readFileSync(join(rootDir, dir, 'dist', 'mf-manifest.json'), 'utf8')),
    );
  } catch {
    return undefined;
  }
}

/**
 * The api's ENVIRONMENT_RELEASES for what this stack serves from its own builds: the host's
 * version and each built remote's, by federation name. A remote the environment points elsewhere
 * (REMOTE_<AREA>_URL) is not this stack's build, so it is left to the operator's setting.
 */
export function stackBuildVersions(
  rootDir: string,
  env: NodeJS.ProcessEnv = {},
): Record<string, string> {
  const versions: Record<string, string> = { host: buildVersionOf(join(rootDir, 'host')) };
  for (const app of remoteApps) {
    if (env[`REMOTE_${app.envKey}_URL`]) continue;
    const version = builtRemoteVersion(rootDir, app.dir);
    if (version !== undefined) versions[app.name] = version;
  }
  return versions;
}

/** The version the manifest at `url` names; undefined when it cannot be read. */
export async function fetchManifestBuildVersion(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok ? manifestBuildVersion(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}
