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

let early: Promise<unknown> | undefined;

/** Starts the page's first read of the area list once; the runtime's start-up takes it. */
export function fetchAreaListEarly(): Promise<unknown> {
  if (!early) {
    early = fetchAreaListBody();
    // Read later (or never, if sign-in fails): a failure here is reported by that reader.
    early.catch(() => undefined);
  }
  return early;
}
