import type { RumEntry } from '@backoffice/shared/contract';
import type { EnvironmentReleases } from '../../config';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { RateLimiter, type WindowStore } from '../../http/rate-limit';
import { countedRelease, readKnownReleases } from './known-releases';
import { deleteRumEventsOlderThan, insertRumEvents, readRumSummary } from './repository';

type RumHandlers = Pick<EndpointHandlers, 'rumBatch' | 'rumSummary'>;

const RETENTION = '14 days';
/** Old rows are deleted at most this often, on the batch that comes after. */
const PRUNE_EVERY_MS = 60_000;
/** A browser clock ahead of the api's counts as now; one far behind, as at most an hour ago. */
const OLDEST_ACCEPTED_MS = 60 * 60_000;

/**
 * A timing above a minute is no page's real load or reaction but a stalled tab or a made-up
 * report; it is dropped rather than let one value move a p75. CLS is a score, not a time.
 */
const MAX_VITAL_MS = 60_000;
const plausible = (entry: RumEntry) =>
  entry.kind !== 'vital' || entry.name === 'CLS' || entry.value <= MAX_VITAL_MS;

function clampedTime(at: string, now: number): string {
  const time = Math.min(now, Math.max(Date.parse(at), now - OLDEST_ACCEPTED_MS));
  return new Date(time).toISOString();
}

function row(entry: RumEntry, session: string, staffRole: string, now: number) {
  const shared = {
    at: clampedTime(entry.at, now),
    kind: entry.kind,
    area: entry.area,
    route_pattern: entry.routePattern,
    release: entry.release,
    canary: entry.canary,
    session,
    staff_role: staffRole,
  };
  return entry.kind === 'vital'
    ? { ...shared, name: entry.name, value: entry.value }
    : { ...shared, remote: entry.remote, message: entry.message, stack: entry.stack };
}

/**
 * `POST /rum` stores a batch (one statement, after one that reads the known releases) after the
 * sender's per-account limit; `GET
 * /rum/summary` reads the last 24 hours as they are, so a visit seconds old is in the figures.
 */
export function rumHandlers(
  { db }: ApiContext,
  options: {
    perMinute: number;
    windows?: WindowStore;
    /** The environment's own builds by federation name (config.ts, ENVIRONMENT_RELEASES). */
    environmentReleases?: EnvironmentReleases;
  },
): RumHandlers {
  const limiter = new RateLimiter(
    options.perMinute,
    (seconds) => `Too many timing reports; try again in ${seconds} s`,
    Date.now,
    options.windows,
  );
  let prunedAt = 0;
  return {
    async rumBatch({ body, user }) {
      await limiter.take(user.id);
      const now = Date.now();
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        await deleteRumEventsOlderThan(db, RETENTION);
      }
      // authorizeStaff gave every staff caller its current role.
      const staffRole = user.staffRole ?? 'unknown';
      const known = await readKnownReleases(db, options.environmentReleases ?? {});
      await insertRumEvents(
        db,
        body.entries
          .filter(plausible)
          .map((entry) => row(countedRelease(entry, known), body.session, staffRole, now)),
      );
      return { accepted: body.entries.length };
    },

    rumSummary: () => readRumSummary(db),
  };
}
