import type { QueryClient } from '@tanstack/react-query';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { areaForPath } from '../federation/area-list';
import { selectAreas, useRemoteStatusStore } from '../federation/remote-status-store';
import { areaPaths } from '@backoffice/shared/session';
import { watchDataShown } from './data-shown';
import { flushRum, placeOf, queueRum, rumEnabled } from './rum-queue';

/** A click, key or history move this recent started the navigation that followed it. */
const INTERACTION_STARTS_VISIT_MS = 1_000;
/** What the dashboard's own first figures come from (its key figures and review queue). */
const DASHBOARD_PREFIXES = ['submissions', 'members'] as const;

let lastInteraction = Number.NEGATIVE_INFINITY;
/** Set when sign-in succeeds: the visit it leads to starts then. */
let signInAt: number | undefined;
let vitalsStarted = false;

/** Sign-in just succeeded: the page it opens counts from now. */
export function markSignInVisit(): void {
  signInAt = performance.now();
}

function queueVital(
  name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'data-shown',
  value: number,
  pathname: string,
) {
  const { remote: _remote, ...place } = placeOf(pathname);
  queueRum({ kind: 'vital', name, value, at: new Date().toISOString(), ...place });
}

const reportVital = (metric: Metric) =>
  queueVital(metric.name as 'LCP' | 'INP' | 'CLS' | 'TTFB', metric.value, window.location.pathname);

function dataPrefixes(pathname: string): readonly string[] {
  const area = areaForPath(selectAreas(useRemoteStatusStore.getState()), pathname);
  if (area) return [area.firstRequest?.key[0] ?? area.remote.replace(/^remote_/, '')];
  return pathname === areaPaths.dashboard ? DASHBOARD_PREFIXES : [];
}

const loadedAt = (pathname: string) =>
  new URL(performance.getEntriesByType('navigation')[0]?.name ?? window.location.href).pathname ===
  pathname;

/**
 * Real-user reporting for the signed-in session: web-vitals' LCP, INP, CLS and TTFB, and the
 * "data shown" mark per visited page, queued with their area, route pattern and release, and
 * flushed when the page is hidden or goes away. `visited` is called with each new pathname.
 */
export function startRumReporting(queryClient: QueryClient) {
  if (!rumEnabled()) return { visited: () => undefined, stop: () => undefined };
  if (!vitalsStarted) {
    vitalsStarted = true;
    onLCP(reportVital);
    onINP(reportVital);
    onCLS(reportVital);
    onTTFB(reportVital);
  }
  const dataShown = watchDataShown(queryClient.getQueryCache(), (pathname, milliseconds) =>
    queueVital('data-shown', milliseconds, pathname),
  );
  const noteInteraction = (event: Event) => {
    lastInteraction = event.timeStamp;
  };
  // After web-vitals' own listeners, so CLS and INP reported on hiding go in this flush.
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flushRum();
  };
  const interactions = ['click', 'keydown', 'popstate'] as const;
  for (const type of interactions) window.addEventListener(type, noteInteraction, true);
  document.addEventListener('visibilitychange', flushWhenHidden);
  window.addEventListener('pagehide', flushRum);
  let first = true;
  return {
    visited(pathname: string) {
      const now = performance.now();
      let start = now - lastInteraction <= INTERACTION_STARTS_VISIT_MS ? lastInteraction : now;
      if (first) start = signInAt ?? (loadedAt(pathname) ? 0 : start);
      first = false;
      signInAt = undefined;
      dataShown.visit({ pathname, prefixes: () => dataPrefixes(pathname), start });
    },
    stop() {
      dataShown.stop();
      for (const type of interactions) window.removeEventListener(type, noteInteraction, true);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      window.removeEventListener('pagehide', flushRum);
      flushRum();
    },
  };
}
