import type { RumVitalName } from '@backoffice/shared/contract';
import type { QueryClient } from '@tanstack/react-query';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { areaForPath } from '../federation/area-list';
import { selectAreas, useRemoteStatusStore } from '../federation/remote-status-store';
import { areaPaths } from '@backoffice/shared/session';
import { watchDataShown } from './data-shown';
import type { BuildVersionOf } from './area-release';
import { createRumQueue, rumEnabled, type RumQueue } from './rum-queue';

/** A click, key or history move this recent started the navigation that followed it. */
const INTERACTION_STARTS_VISIT_MS = 1_000;
/** What the dashboard's own first figures come from (its key figures and review queue). */
const DASHBOARD_PREFIXES = ['submissions', 'members'] as const;

function dataPrefixes(pathname: string): readonly string[] {
  const area = areaForPath(selectAreas(useRemoteStatusStore.getState()), pathname);
  if (area) return [area.firstRequest?.key[0] ?? area.remote.replace(/^remote_/, '')];
  return pathname === areaPaths.dashboard ? DASHBOARD_PREFIXES : [];
}

const loadedAt = (pathname: string) =>
  new URL(performance.getEntriesByType('navigation')[0]?.name ?? window.location.href).pathname ===
  pathname;

/** Reporting while a signed-in shell is up: `visited` with each new pathname, `stop` at the end. */
export interface RumSession {
  visited: (pathname: string) => void;
  stop: () => void;
}

/**
 * Real-user reporting for the page: web-vitals' LCP, INP, CLS and TTFB, and the "data shown" mark
 * per visited page, queued with their area, route pattern and release, and flushed when the page
 * is hidden or goes away; and the errors the areas and the runtime report.
 */
export interface RumReporting {
  /** Sign-in just succeeded: the page it opens counts from now. */
  markSignIn: () => void;
  reportError: RumQueue['reportError'];
  /** For a signed-in shell's life: its visits, read from its QueryClient. */
  start: (queryClient: QueryClient) => RumSession;
}

/** `buildVersion`: the build each remote's manifest reported, for its release. */
export function createRumReporting(buildVersion: BuildVersionOf): RumReporting {
  const rum = createRumQueue(buildVersion);
  let lastInteraction = Number.NEGATIVE_INFINITY;
  // Set when sign-in succeeds: the visit it leads to starts then.
  let signInAt: number | undefined;
  // web-vitals cannot be stopped: its observers are started once for the page's life.
  let vitalsStarted = false;
  const reportVital = (metric: Metric) =>
    rum.queueVital(metric.name as RumVitalName, metric.value, window.location.pathname);
  const startVitals = () => {
    if (vitalsStarted) return;
    vitalsStarted = true;
    onLCP(reportVital);
    onINP(reportVital);
    onCLS(reportVital);
    onTTFB(reportVital);
  };
  return {
    markSignIn: () => {
      signInAt = performance.now();
    },
    reportError: rum.reportError,
    start: (queryClient) => {
      if (!rumEnabled()) return { visited: () => undefined, stop: () => undefined };
      startVitals();
      const dataShown = watchDataShown(queryClient.getQueryCache(), (pathname, milliseconds) =>
        rum.queueVital('data-shown', milliseconds, pathname),
      );
      const noteInteraction = (event: Event) => {
        lastInteraction = event.timeStamp;
      };
      // After web-vitals' own listeners, so CLS and INP reported on hiding go in this flush.
      const flushWhenHidden = () => {
        if (document.visibilityState === 'hidden') rum.flush();
      };
      const interactions = ['click', 'keydown', 'popstate'] as const;
      for (const type of interactions) window.addEventListener(type, noteInteraction, true);
      document.addEventListener('visibilitychange', flushWhenHidden);
      window.addEventListener('pagehide', rum.flush);
      let first = true;
      return {
        visited(pathname) {
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
          window.removeEventListener('pagehide', rum.flush);
          rum.flush();
        },
      };
    },
  };
}
