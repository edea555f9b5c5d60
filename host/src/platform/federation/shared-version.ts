import { satisfy } from '@module-federation/runtime-tools/runtime';
import { z } from 'zod';

/**
 * The shared entries a remote's `mf-manifest.json` lists. Every entry of @backoffice/shared
 * carries the range the remote was built against (scripts/rspack-common.ts, sharedSingletons).
 */
export const manifestSharedSchema = z.array(
  z.object({
    name: z.string(),
    version: z.string().optional(),
    requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
  }),
);
export type ManifestShared = z.infer<typeof manifestSharedSchema>;

const isSharedPackage = (name: string) =>
  name === '@backoffice/shared' || name.startsWith('@backoffice/shared/');

/** The range of @backoffice/shared a remote needs, if its manifest says. */
export function requiredSharedRange(shared: ManifestShared): string | undefined {
  const entry = shared.find((candidate) => isSharedPackage(candidate.name));
  return typeof entry?.requiredVersion === 'string' ? entry.requiredVersion : undefined;
}

/**
 * Why a remote cannot run on this host's @backoffice/shared, or null when it can. A remote built
 * against a newer release would otherwise get the host's older singleton and break in ways
 * nobody can trace; refused, it takes down only its own area, with this message.
 */
export function sharedVersionProblem(
  required: string | undefined,
  provided: string,
): string | null {
  if (required === undefined || satisfy(provided, required)) return null;
  return `It needs @backoffice/shared ${required}, but this host provides ${provided}`;
}
