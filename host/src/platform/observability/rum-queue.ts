import {
  endpoints,
  routePatternOf,
  rumEntrySchema,
  RUM_MAX_ENTRIES,
  shortStack,
  type RumEntry,
  type RumVitalName,
} from '@backoffice/shared/contract';
import { areaPaths, getRuntimeConfig, readStoredAccessToken } from '@backoffice/shared/session';
import { areaForPath, type Area } from '../federation/area-list';
import { findArea, selectAreas, useRemoteStatusStore } from '../federation/remote-status-store';
import { areaRelease, hostRelease, type BuildVersionOf, type Release } from './area-release';

/** A batch goes out this long after its first entry, so a visit is in the figures seconds later. */
const FLUSH_DELAY_MS = 2_000;
const MESSAGE_MAX = 500;

/** The host's own pages, named as in the nav. */
const hostPages: readonly [string, string][] = [
  [areaPaths.dashboard, 'Dashboard'],
  [areaPaths.settings, 'Settings'],
];

export interface Place extends Release {
  /** The area as named in the nav. */
  area: string;
  remote: string;
  routePattern: string;
}

const placeOfArea = (area: Area, pathname: string, buildVersion: BuildVersionOf): Place => ({
  area: area.title,
  remote: area.remote,
  routePattern: routePatternOf(pathname),
  ...areaRelease(area, buildVersion),
});

/** Where a path is: its area and that area's release, or the host page and the host's release. */
export function placeOf(pathname: string, buildVersion: BuildVersionOf): Place {
  const area = areaForPath(selectAreas(useRemoteStatusStore.getState()), pathname);
  if (area) return placeOfArea(area, pathname, buildVersion);
  const page = hostPages.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  return {
    area: page?.[1] ?? 'Other',
    remote: 'host',
    routePattern: routePatternOf(pathname),
    ...hostRelease(),
  };
}

export const rumEnabled = () => getRuntimeConfig().rum !== false;

/** What is waiting to be sent, and the error report that adds to it. */
export interface RumQueue {
  /**
   * Queues a timing of the page at `pathname`, with the area, remote and release it measures (the
   * api counts it under that release only when it knows that remote's build).
   */
  queueVital: (name: RumVitalName, value: number, pathname: string) => void;
  /**
   * Sends what is queued, with the bearer token like every call, as `keepalive` so a batch sent
   * while the page goes away still arrives. A refused or lost batch is dropped: timings are
   * samples.
   */
  flush: () => void;
  /**
   * An error an area's error boundary, a failed chunk or a failed remote load caught, counted
   * against the release of the area it happened in (`remote`'s, when a remote failed to load).
   */
  reportError: (error: unknown, remote?: string) => void;
}

/** `buildVersion`: the build each remote's manifest reported, for its release. */
export function createRumQueue(buildVersion: BuildVersionOf): RumQueue {
  // A random id per page load: visits can be counted, and it names nobody.
  const session = crypto.randomUUID();
  const waiting: RumEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const token = readStoredAccessToken();
    while (waiting.length) {
      const entries = waiting.splice(0, RUM_MAX_ENTRIES);
      if (!token) continue;
      void fetch(getRuntimeConfig().apiBaseUrl + endpoints.rumBatch.path, {
        method: endpoints.rumBatch.method,
        keepalive: true,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ session, entries }),
      }).catch(() => undefined);
    }
  };
  const queue = (entry: RumEntry) => {
    if (!rumEnabled()) return;
    const checked = rumEntrySchema.safeParse(entry);
    if (!checked.success) return;
    waiting.push(checked.data);
    if (waiting.length >= RUM_MAX_ENTRIES) flush();
    else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };
  return {
    queueVital: (name, value, pathname) =>
      queue({
        kind: 'vital',
        name,
        value,
        at: new Date().toISOString(),
        ...placeOf(pathname, buildVersion),
      }),
    flush,
    reportError: (error, remote) => {
      const pathname = window.location.pathname;
      const area = remote === undefined ? undefined : findArea(remote);
      const place = area
        ? placeOfArea(area, pathname, buildVersion)
        : placeOf(pathname, buildVersion);
      const message = error instanceof Error ? error.message : String(error);
      queue({
        kind: 'error',
        message: message.trim().slice(0, MESSAGE_MAX) || 'Unknown error',
        stack: error instanceof Error ? shortStack(error.stack) : '',
        at: new Date().toISOString(),
        ...place,
      });
    },
  };
}
