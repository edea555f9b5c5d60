import { realtimeClient } from '@backoffice/shared/realtime';
import { useEffect } from 'react';
import { create } from 'zustand';
import { fetchAreaList, type Area } from './area-list';
import { previewed, type AreaRuntime } from './federation-runtime';
import { useRemoteStatusStore } from './remote-status-store';

/** The fallback when the socket is down: a release reaches every tab within this (and 60 s). */
export const RELEASE_POLL_MS = 30_000;
/**
 * After the socket says an area was released, the host's server may take a poll of the registry
 * (about a second) to serve it in /remotes.json: the tab reads it after this, and once more later.
 */
const AFTER_NEWS_MS = [2_500, 8_000];

interface ReleaseNoticeState {
  /** Areas whose live build for this person is not the one this tab runs, by remote name. */
  updated: Area[];
  /** Areas released since this tab read its list: only a reload lets the page load them. */
  added: Area[];
  setChanges: (changes: { updated: Area[]; added: Area[] }) => void;
}

export const useReleaseNoticeStore = create<ReleaseNoticeState>()((set) => ({
  updated: [],
  added: [],
  setChanges: ({ updated, added }) => set({ updated, added }),
}));

/** The areas `latest` gives this person another build of than the one this tab registered. */
export function changedAreas(
  latest: readonly Area[],
  registered: (remote: string) => string | undefined,
): Area[] {
  return latest.filter((area) => {
    const running = registered(area.remote);
    return running !== undefined && running !== area.manifest;
  });
}

/**
 * The areas of `latest` that the tab's own list (`shown`, once read) does not have. The page's
 * content security policy, written when the page was served, names the origins of the areas
 * listed then, so a new area's code is refused until the page is loaded again.
 */
export function addedAreas(latest: readonly Area[], shown: readonly Area[] | undefined): Area[] {
  if (!shown) return [];
  const known = new Set(shown.map((area) => area.remote));
  return latest.filter((area) => !known.has(area.remote));
}

/**
 * Reads /remotes.json and notes which areas changed from what `runtime` registered, and which are
 * new to this tab; a failed read changes nothing.
 */
export async function checkForNewReleases(
  runtime: Pick<AreaRuntime, 'registeredManifest'>,
): Promise<void> {
  try {
    const latest = previewed(await fetchAreaList()).areas;
    const { list } = useRemoteStatusStore.getState();
    useReleaseNoticeStore.getState().setChanges({
      updated: changedAreas(latest, runtime.registeredManifest),
      added: addedAreas(latest, list.status === 'ready' ? list.areas : undefined),
    });
  } catch (error) {
    console.warn('Checking for new releases failed', error);
  }
}

/**
 * Keeps this tab told of new releases of its areas (and of a change of the person's canary): at
 * once when the api says an area was released (the realtime connection), and every
 * RELEASE_POLL_MS in case the socket is down.
 */
export function useFollowReleases(runtime: Pick<AreaRuntime, 'registeredManifest'>): void {
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const poll = setInterval(() => void checkForNewReleases(runtime), RELEASE_POLL_MS);
    const unsubscribe = realtimeClient.subscribe((event) => {
      if (event.name !== 'areaReleased') return;
      for (const delay of AFTER_NEWS_MS) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void checkForNewReleases(runtime);
        }, delay);
        timers.add(timer);
      }
    });
    return () => {
      clearInterval(poll);
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [runtime]);
}
