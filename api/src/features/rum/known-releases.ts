import { UNKNOWN_RELEASE, type RumEntry } from '@backoffice/shared/contract';
import type { EnvironmentReleases } from '../../config';
import type { Queryable } from '../../db/database';
import { readRegisteredVersions } from './repository';

/** Which releases exist for which area: the registry's, and the environment's own builds. */
export interface KnownReleases {
  has: (remote: string, release: string) => boolean;
  /** An older host's timing names only the area's label: the registered area that has it. */
  remoteOfLabel: (label: string) => string | undefined;
}

/**
 * Every version the registry ever recorded for each area (a tab still open on an earlier release
 * reports it honestly) beside the environment's builds.
 */
export async function readKnownReleases(
  db: Queryable,
  environment: EnvironmentReleases,
): Promise<KnownReleases> {
  const rows = await readRegisteredVersions(db);
  const released = new Set<string>();
  const labels = new Map<string, string>();
  for (const row of rows) {
    labels.set(row.label, row.remote);
    if (row.version !== null) released.add(`${row.remote}\n${row.version}`);
  }
  return {
    has: (remote, release) =>
      [environment[remote] ?? []].flat().includes(release) || released.has(`${remote}\n${release}`),
    remoteOfLabel: (label) => labels.get(label),
  };
}

/**
 * The entry as it is counted: under its own release when its area is known to have that release,
 * otherwise under "unknown" and not as a canary, so a made-up release never shows on Health.
 */
export function countedRelease(entry: RumEntry, known: KnownReleases): RumEntry {
  const remote = entry.remote ?? known.remoteOfLabel(entry.area);
  if (remote !== undefined && known.has(remote, entry.release)) return entry;
  return { ...entry, release: UNKNOWN_RELEASE, canary: false };
}
