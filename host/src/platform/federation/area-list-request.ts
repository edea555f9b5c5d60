/**
 * The request for `/remotes.json`, without parsing it: small enough for the /login bundle, so the
 * area list can be fetched at sign-in (or while the person types) beside the signed-in chunk,
 * which parses it (area-list.ts).
 */
export async function fetchAreaListBody(fetchImpl: typeof fetch = fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  } catch (error) {
    // Worded like an area's manifest (area-failure.ts), so staff read that the server is down.
    throw new Error(`/remotes.json did not answer (${String(error)})`);
  }
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return response.json();
}

/**
 * The page's first read of the area list, started once (at sign-in, or while the person types)
 * and taken by the area runtime's start-up. The page has one (`pageAreaListRequest`); tests create
 * their own and dispose of it.
 */
export interface AreaListRequest {
  /** Starts the read once; every later call gets that read's answer. */
  start: () => Promise<unknown>;
  /** Forgets the read: the next `start` reads the list again. */
  dispose: () => void;
}

export function createAreaListRequest(fetchImpl?: typeof fetch): AreaListRequest {
  let early: Promise<unknown> | undefined;
  return {
    start: () => {
      if (!early) {
        early = fetchAreaListBody(fetchImpl);
        // Read later (or never, if sign-in fails): a failure here is reported by that reader.
        early.catch(() => undefined);
      }
      return early;
    },
    dispose: () => {
      early = undefined;
    },
  };
}

/** The page's one. */
export const pageAreaListRequest = createAreaListRequest();
