import { z } from 'zod';
import { areaPathPattern, hostPagePaths } from '../session/area-paths';
import { isoDateTime } from './common';

/**
 * The release registry (docs/remotes.md): which build of each area is live, who released it, the
 * one before, an optional canary and the history. Areas are keyed by their federation name.
 */
export const areaRemoteSchema = z
  .string()
  .regex(/^remote_[a-z][a-z0-9_]*$/, 'must look like remote_<area>');

/**
 * What an area fills other areas' screens with: slot → the module it exposes, e.g.
 * `{ memberTimeline: './MemberTimeline' }` (docs/design.md §2, "Contributions").
 */
export const areaContributesSchema = z.record(
  z.string().regex(/^[a-z][a-zA-Z]*$/),
  z.string().startsWith('./'),
);

/** What `/remotes.json` says about an area besides its manifest (docs/remotes.md). */
export const areaEntrySchema = z.object({
  path: z
    .string()
    .regex(areaPathPattern, 'must be one segment such as /reports')
    .refine((path) => !hostPagePaths.has(path), "is one of the host's own pages"),
  nav: z.object({
    label: z.string().trim().min(1).max(40),
    order: z.number().int(),
    badge: z.string().startsWith('./').optional(),
  }),
  contributes: areaContributesSchema.optional(),
  firstRequest: z.unknown().optional(),
});
export type AreaEntry = z.infer<typeof areaEntrySchema>;

/** Who made a change: a staff member, or an area release token (by its label). */
export const releaseActorSchema = z.object({
  kind: z.enum(['staff', 'token', 'environment']),
  id: z.string(),
  name: z.string(),
});
export type ReleaseActor = z.infer<typeof releaseActorSchema>;

/**
 * One release of an area. Release zero is the environment's entry (`REMOTE_<AREA>_URL`,
 * `EXTRA_AREAS`): its `manifestUrl` and `entry` are null, and the host's server uses what its
 * environment says.
 */
export const releaseSchema = z.object({
  id: z.string(),
  remote: areaRemoteSchema,
  manifestUrl: z.string().nullable(),
  version: z.string().nullable(),
  entry: areaEntrySchema.nullable(),
  releasedBy: releaseActorSchema,
  releasedAt: isoDateTime,
});
export type Release = z.infer<typeof releaseSchema>;

/** The live state of one area: its current release, the one before, and its canary. */
export const areaReleasesSchema = z.object({
  remote: areaRemoteSchema,
  path: z.string(),
  label: z.string(),
  order: z.number().int(),
  current: releaseSchema.nullable(),
  previous: releaseSchema.nullable(),
  canary: releaseSchema.extend({ percent: z.number().int().min(1).max(99) }).nullable(),
});
export type AreaReleases = z.infer<typeof areaReleasesSchema>;

export const registerAreaSchema = z.object({
  remote: areaRemoteSchema,
  path: areaEntrySchema.shape.path,
  label: areaEntrySchema.shape.nav.shape.label,
  order: z.number().int().min(0).max(10_000),
  badge: z.string().startsWith('./').optional(),
});
export type RegisterArea = z.infer<typeof registerAreaSchema>;

export const createReleaseSchema = z.object({
  manifestUrl: z.url({ protocol: /^https?$/ }).max(2000),
  version: z.string().trim().min(1).max(100).optional(),
  /** 1–99 gives the build to that share of staff first; 100 (or none) to everyone. */
  canaryPercent: z.number().int().min(1).max(100).optional(),
});
export type CreateRelease = z.infer<typeof createReleaseSchema>;

/** A release or rollback: what it made live, and the area before and after. */
export const releaseResultSchema = z.object({
  release: releaseSchema.nullable(),
  before: areaReleasesSchema,
  after: areaReleasesSchema,
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;

export const createReleaseTokenSchema = z.object({ label: z.string().trim().min(1).max(60) });

/** The token itself is in this answer only; the api keeps a hash of it. */
export const createdReleaseTokenSchema = z.object({
  id: z.string(),
  label: z.string(),
  token: z.string(),
});
export type CreatedReleaseToken = z.infer<typeof createdReleaseTokenSchema>;

export const releaseTokenSchema = z.object({
  id: z.string(),
  remote: areaRemoteSchema,
  label: z.string(),
  createdBy: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type ReleaseToken = z.infer<typeof releaseTokenSchema>;

/** Area release tokens start with this, so the api tells them from access tokens at a glance. */
export const RELEASE_TOKEN_PREFIX = 'bo_area_';

/**
 * `GET /registry/remotes`, read by the host's static server to build `/remotes.json`: per area
 * with a release in the registry, the entry live for everyone and the canary's, if any. An area
 * back at release zero is absent (the environment's entry applies).
 */
const liveBuildSchema = z.object({
  manifest: z.string(),
  version: z.string().nullable(),
  entry: areaEntrySchema,
});
export const registryRemotesSchema = z.record(
  areaRemoteSchema,
  z.object({
    current: liveBuildSchema.nullable(),
    canary: liveBuildSchema.extend({ percent: z.number().int().min(1).max(99) }).nullable(),
  }),
);
export type RegistryRemotes = z.infer<typeof registryRemotesSchema>;

/**
 * A staff account's place among 100 canary buckets: FNV-1a of its id, so the same person always
 * lands in the same bucket (and on the same build) on every tab and every server.
 */
export function canaryBucket(staffId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < staffId.length; index++) {
    hash ^= staffId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Whether a canary given to `percent` % of staff reaches this account. */
export const inCanary = (staffId: string, percent: number): boolean =>
  canaryBucket(staffId) < percent;
