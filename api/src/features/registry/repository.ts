import type {
  AreaEntry,
  AreaReleases,
  Release,
  ReleaseActor,
  ReleaseToken,
  RegistryRemotes,
} from '@backoffice/shared/contract';
import { toIso, toIsoOrNull, type Queryable } from '../../db/database';

interface AreaRow {
  remote: string;
  path: string;
  label: string;
  order: number;
  badge: string | null;
  currentId: string | null;
  canaryId: string | null;
  canaryPercent: number | null;
}

interface ReleaseRow {
  id: string;
  remote: string;
  manifestUrl: string | null;
  version: string | null;
  entry: AreaEntry | null;
  replacedId: string | null;
  actorKind: ReleaseActor['kind'];
  actorId: string;
  actorName: string;
  releasedAt: Date;
}

const AREA_SELECT = `remote, path, label, nav_order AS "order", badge, current_id::text AS "currentId",
  canary_id::text AS "canaryId", canary_percent AS "canaryPercent"`;
const RELEASE_SELECT = `id::text AS id, remote, manifest_url AS "manifestUrl", version, entry,
  replaced_id::text AS "replacedId", actor_kind AS "actorKind", actor_id AS "actorId",
  actor_name AS "actorName", released_at AS "releasedAt"`;

const toRelease = (row: ReleaseRow): Release => ({
  id: row.id,
  remote: row.remote,
  manifestUrl: row.manifestUrl,
  version: row.version,
  entry: row.entry,
  releasedBy: { kind: row.actorKind, id: row.actorId, name: row.actorName },
  releasedAt: toIso(row.releasedAt),
});

/** An area as the registry holds it, with its live releases' rows. */
export interface StoredArea {
  row: AreaRow;
  current: ReleaseRow | null;
  previous: ReleaseRow | null;
  canary: ReleaseRow | null;
}

async function releaseById(db: Queryable, id: string | null): Promise<ReleaseRow | null> {
  if (id === null) return null;
  const [row] = await db.query<ReleaseRow>(
    `SELECT ${RELEASE_SELECT} FROM registry_releases WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

async function storedArea(db: Queryable, row: AreaRow): Promise<StoredArea> {
  const current = await releaseById(db, row.currentId);
  return {
    row,
    current,
    previous: await releaseById(db, current?.replacedId ?? null),
    canary: await releaseById(db, row.canaryId),
  };
}

/** One area; `forUpdate` locks its row so two releases of one area take turns. */
export async function readArea(
  db: Queryable,
  remote: string,
  forUpdate = false,
): Promise<StoredArea | undefined> {
  const [row] = await db.query<AreaRow>(
    `SELECT ${AREA_SELECT} FROM registry_areas WHERE remote = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [remote],
  );
  return row && storedArea(db, row);
}

export async function readAreas(db: Queryable): Promise<StoredArea[]> {
  const rows = await db.query<AreaRow>(
    `SELECT ${AREA_SELECT} FROM registry_areas ORDER BY nav_order, remote`,
  );
  return Promise.all(rows.map((row) => storedArea(db, row)));
}

export function toAreaReleases(area: StoredArea): AreaReleases {
  const { row } = area;
  return {
    remote: row.remote,
    path: row.path,
    label: row.label,
    order: row.order,
    current: area.current && toRelease(area.current),
    previous: area.previous && toRelease(area.previous),
    canary:
      area.canary && row.canaryPercent !== null
        ? { ...toRelease(area.canary), percent: row.canaryPercent }
        : null,
  };
}

/** The entry every release of the area carries: its registration at the time of the release. */
export function entryOf(row: AreaRow): AreaEntry {
  return {
    path: row.path,
    nav: { label: row.label, order: row.order, ...(row.badge && { badge: row.badge }) },
  };
}

export async function insertRelease(
  db: Queryable,
  release: {
    remote: string;
    manifestUrl: string | null;
    version: string | null;
    entry: AreaEntry | null;
    actor: ReleaseActor;
  },
): Promise<ReleaseRow> {
  const [row] = await db.query<ReleaseRow>(
    `INSERT INTO registry_releases (remote, manifest_url, version, entry, actor_kind, actor_id, actor_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${RELEASE_SELECT}`,
    [
      release.remote,
      release.manifestUrl,
      release.version,
      release.entry && JSON.stringify(release.entry),
      release.actor.kind,
      release.actor.id,
      release.actor.name,
    ],
  );
  if (!row) throw new Error('The release was not stored');
  return row;
}

/** Makes `releaseId` current; it remembers the release it replaced, for a rollback. */
export async function makeCurrent(
  db: Queryable,
  remote: string,
  releaseId: string,
  replacedId: string | null,
): Promise<void> {
  await db.query('UPDATE registry_releases SET replaced_id = $2 WHERE id = $1', [
    releaseId,
    replacedId,
  ]);
  await db.query(
    'UPDATE registry_areas SET current_id = $2, canary_id = NULL, canary_percent = NULL WHERE remote = $1',
    [remote, releaseId],
  );
}

/** Rolls back to a release that was current before, keeping what it had replaced then. */
export async function restoreCurrent(db: Queryable, remote: string, releaseId: string) {
  await db.query(
    'UPDATE registry_areas SET current_id = $2, canary_id = NULL, canary_percent = NULL WHERE remote = $1',
    [remote, releaseId],
  );
}

export async function setCanary(
  db: Queryable,
  remote: string,
  canary: { id: string; percent: number } | null,
): Promise<void> {
  await db.query(
    'UPDATE registry_areas SET canary_id = $2, canary_percent = $3 WHERE remote = $1',
    [remote, canary?.id ?? null, canary?.percent ?? null],
  );
}

export async function insertArea(
  db: Queryable,
  area: { remote: string; path: string; label: string; order: number; badge?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO registry_areas (remote, path, label, nav_order, badge) VALUES ($1, $2, $3, $4, $5)`,
    [area.remote, area.path, area.label, area.order, area.badge ?? null],
  );
}

/** The area already registered at `path`, if any. */
export async function remoteAtPath(db: Queryable, path: string): Promise<string | undefined> {
  const [row] = await db.query<{ remote: string }>(
    'SELECT remote FROM registry_areas WHERE path = $1',
    [path],
  );
  return row?.remote;
}

export async function releaseHistory(db: Queryable, remote: string): Promise<Release[]> {
  const rows = await db.query<ReleaseRow>(
    `SELECT ${RELEASE_SELECT} FROM registry_releases WHERE remote = $1 ORDER BY id DESC`,
    [remote],
  );
  return rows.map(toRelease);
}

interface LiveRow {
  remote: string;
  canaryPercent: number | null;
  currentManifest: string | null;
  currentVersion: string | null;
  currentEntry: AreaEntry | null;
  canaryManifest: string | null;
  canaryVersion: string | null;
  canaryEntry: AreaEntry | null;
}

const liveBuild = (manifest: string | null, version: string | null, entry: AreaEntry | null) =>
  manifest !== null && entry !== null ? { manifest, version, entry } : null;

/**
 * What the host's server needs for `/remotes.json`, in one query (it asks every second): the
 * live builds of each area past release zero.
 */
export async function registryRemotes(db: Queryable): Promise<RegistryRemotes> {
  const rows = await db.query<LiveRow>(
    `SELECT a.remote, a.canary_percent AS "canaryPercent",
       c.manifest_url AS "currentManifest", c.version AS "currentVersion", c.entry AS "currentEntry",
       k.manifest_url AS "canaryManifest", k.version AS "canaryVersion", k.entry AS "canaryEntry"
     FROM registry_areas a
     LEFT JOIN registry_releases c ON c.id = a.current_id
     LEFT JOIN registry_releases k ON k.id = a.canary_id`,
  );
  const remotes: RegistryRemotes = {};
  for (const row of rows) {
    const current = liveBuild(row.currentManifest, row.currentVersion, row.currentEntry);
    const canary = liveBuild(row.canaryManifest, row.canaryVersion, row.canaryEntry);
    if (!current && !canary) continue;
    remotes[row.remote] = {
      current,
      canary:
        canary && row.canaryPercent !== null ? { ...canary, percent: row.canaryPercent } : null,
    };
  }
  return remotes;
}

interface TokenRow {
  id: string;
  remote: string;
  label: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const TOKEN_SELECT = `id, remote, label, created_by AS "createdBy", created_at AS "createdAt",
  last_used_at AS "lastUsedAt"`;

const toToken = (row: TokenRow): ReleaseToken => ({
  id: row.id,
  remote: row.remote,
  label: row.label,
  createdBy: row.createdBy,
  createdAt: toIso(row.createdAt),
  lastUsedAt: toIsoOrNull(row.lastUsedAt),
});

/** A release token of one area, by its hash (the token itself is never stored). */
export async function insertReleaseToken(
  db: Queryable,
  token: { id: string; remote: string; label: string; tokenHash: string; createdBy: string },
): Promise<void> {
  await db.query(
    `INSERT INTO registry_tokens (id, remote, label, token_hash, created_by) VALUES ($1, $2, $3, $4, $5)`,
    [token.id, token.remote, token.label, token.tokenHash, token.createdBy],
  );
}

export async function listReleaseTokens(db: Queryable, remote: string): Promise<ReleaseToken[]> {
  const rows = await db.query<TokenRow>(
    `SELECT ${TOKEN_SELECT} FROM registry_tokens WHERE remote = $1 AND revoked_at IS NULL
     ORDER BY created_at, id`,
    [remote],
  );
  return rows.map(toToken);
}

/** Revokes a live token of the area; undefined when it has none by that id. */
export async function revokeReleaseToken(
  db: Queryable,
  remote: string,
  id: string,
): Promise<ReleaseToken | undefined> {
  const [row] = await db.query<TokenRow>(
    `UPDATE registry_tokens SET revoked_at = now()
     WHERE id = $1 AND remote = $2 AND revoked_at IS NULL RETURNING ${TOKEN_SELECT}`,
    [id, remote],
  );
  return row && toToken(row);
}

/** The live token with this hash, noting its use; undefined for an unknown or revoked one. */
export async function useReleaseTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<ReleaseToken | undefined> {
  const [row] = await db.query<TokenRow>(
    `UPDATE registry_tokens SET last_used_at = now()
     WHERE token_hash = $1 AND revoked_at IS NULL RETURNING ${TOKEN_SELECT}`,
    [tokenHash],
  );
  return row && toToken(row);
}
