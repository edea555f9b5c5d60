import type {
  AuditKind,
  CreateRelease,
  ReleaseActor,
  ReleaseResult,
} from '@backoffice/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/repository';
import {
  entryOf,
  insertRelease,
  makeCurrent,
  readArea,
  restoreCurrent,
  setCanary,
  toAreaReleases,
  type StoredArea,
} from './repository';

const ENVIRONMENT: ReleaseActor = {
  kind: 'environment',
  id: 'environment',
  name: 'The environment (release zero)',
};

/** The area (locked for the transaction, with `forUpdate`); a 404 names an unregistered one. */
export async function requireArea(
  db: Queryable,
  remote: string,
  forUpdate = false,
): Promise<StoredArea> {
  const area = await readArea(db, remote, forUpdate);
  if (!area) {
    throw notFound(`No area ${remote} in the registry; an owner registers it first`);
  }
  return area;
}

/** The audit's view of an area: which manifest is live for everyone and for the canary. */
const liveOf = (area: StoredArea) => ({
  current: area.current ? (area.current.manifestUrl ?? 'environment') : null,
  version: area.current?.version ?? null,
  canary: area.canary?.manifestUrl ?? null,
  canaryPercent: area.row.canaryPercent,
});

async function finish(
  tx: Queryable,
  remote: string,
  before: StoredArea,
  kind: AuditKind,
  actor: ReleaseActor,
  live: 'current' | 'canary',
): Promise<ReleaseResult> {
  const after = await requireArea(tx, remote, true);
  await recordAudit(tx, {
    actor: { id: actor.id, name: actor.name },
    kind,
    entity: { type: 'area', id: remote },
    before: liveOf(before),
    after: liveOf(after),
  });
  const afterView = toAreaReleases(after);
  return { release: afterView[live], before: toAreaReleases(before), after: afterView };
}

/**
 * A checked release of an area. Without a canary share (or at 100) it is current for everyone;
 * the same manifest as the live canary promotes that canary. With 1–99 it is the canary (the same
 * manifest again only changes the share). The area's first release records release zero, the
 * environment's entry, before it, so the first rollback returns there.
 */
export async function releaseArea(
  db: Database,
  remote: string,
  body: CreateRelease,
  actor: ReleaseActor,
): Promise<ReleaseResult> {
  return db.transaction(async (tx) => {
    const before = await requireArea(tx, remote, true);
    const percent = body.canaryPercent ?? 100;
    const sameAsCanary = before.canary?.manifestUrl === body.manifestUrl;
    let currentId = before.current?.id ?? null;
    if (currentId === null) {
      const zero = await insertRelease(tx, {
        remote,
        manifestUrl: null,
        version: null,
        entry: null,
        actor: ENVIRONMENT,
      });
      await restoreCurrent(tx, remote, zero.id);
      currentId = zero.id;
      // The canary, if any, survives recording release zero.
      if (before.canary && before.row.canaryPercent !== null) {
        await setCanary(tx, remote, { id: before.canary.id, percent: before.row.canaryPercent });
      }
    }
    const release =
      sameAsCanary && before.canary
        ? before.canary
        : await insertRelease(tx, {
            remote,
            manifestUrl: body.manifestUrl,
            version: body.version ?? null,
            entry: entryOf(before.row),
            actor,
          });
    if (percent === 100) {
      await makeCurrent(tx, remote, release.id, currentId);
      return finish(tx, remote, before, 'registry.release', actor, 'current');
    }
    await setCanary(tx, remote, { id: release.id, percent });
    return finish(tx, remote, before, 'registry.canary', actor, 'canary');
  });
}

/**
 * Rolls an area back: a live canary is withdrawn first (everyone keeps the current release);
 * otherwise the release the current one replaced is current again.
 */
export async function rollbackArea(
  db: Database,
  remote: string,
  actor: ReleaseActor,
): Promise<ReleaseResult> {
  return db.transaction(async (tx) => {
    const before = await requireArea(tx, remote, true);
    if (before.canary) {
      await setCanary(tx, remote, null);
    } else if (before.previous) {
      await restoreCurrent(tx, remote, before.previous.id);
    } else {
      throw conflict(`${remote} has no earlier release to roll back to`);
    }
    return finish(tx, remote, before, 'registry.rollback', actor, 'current');
  });
}
