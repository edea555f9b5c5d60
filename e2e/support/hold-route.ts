import type { Page } from '@playwright/test';

type RouteMatch = Parameters<Page['route']>[0];

/**
 * Holds every request matching `match` until `release()`, then lets each go on to the real server
 * untouched: what shows before then cannot have come from their answers.
 */
export async function holdRequests(
  page: Page,
  match: RouteMatch,
): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(match, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
