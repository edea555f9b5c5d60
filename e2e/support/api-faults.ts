import type { Page, Route } from '@playwright/test';

/**
 * Api faults injected with Playwright route handlers: every other call goes to the real api
 * untouched; only the calls a test names are altered, and only as many times as it says.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Matches calls to one api path, whatever the query string. */
export function matchPath(apiUrl: string, path: string): (url: URL) => boolean {
  const origin = new URL(apiUrl).origin;
  return (url) => url.origin === origin && url.pathname === path;
}

/** Matches calls whose path starts with `prefix` (paths that end in an id). */
export function matchPathPrefix(apiUrl: string, prefix: string): (url: URL) => boolean {
  const origin = new URL(apiUrl).origin;
  return (url) => url.origin === origin && url.pathname.startsWith(prefix);
}

const preflight = (route: Route) => route.request().method() === 'OPTIONS';

/** Answers the next `times` matching calls with a server error; counts how many it answered. */
export async function failWithServerError(
  page: Page,
  matches: (url: URL) => boolean,
  options: { method: Method; times?: number; status?: number },
): Promise<{ count: () => number }> {
  let answered = 0;
  const times = options.times ?? 1;
  await page.route(matches, async (route) => {
    if (preflight(route) || route.request().method() !== options.method || answered >= times) {
      await route.fallback();
      return;
    }
    answered += 1;
    await route.fulfill({
      status: options.status ?? 500,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ statusCode: options.status ?? 500, message: 'Internal server error' }),
    });
  });
  return { count: () => answered };
}

/**
 * Forwards GETs to the real api and breaks the answer with `breakData` (which receives the body's
 * `data` and returns what to send instead) until `heal()`.
 */
export async function breakContract(
  page: Page,
  matches: (url: URL) => boolean,
  breakData: (data: unknown) => unknown,
): Promise<{ heal: () => void }> {
  let broken = true;
  await page.route(matches, async (route) => {
    if (!broken || route.request().method() !== 'GET') {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown };
    await route.fulfill({ response, json: { data: breakData(body.data) } });
  });
  return {
    heal: () => {
      broken = false;
    },
  };
}

/**
 * Holds matching GETs without answering until `release()`; the app's own timeout has to end them.
 * Released calls (and all later ones) go to the real api.
 */
export async function holdCalls(
  page: Page,
  matches: (url: URL) => boolean,
): Promise<{ held: () => number; release: () => void }> {
  let holding = true;
  let held = 0;
  const waiting: (() => void)[] = [];
  await page.route(matches, async (route) => {
    if (!holding || preflight(route)) {
      await route.fallback();
      return;
    }
    held += 1;
    await new Promise<void>((resolve) => waiting.push(resolve));
    // The page gave up on it long ago; answering a closed request would throw.
    await route.abort().catch(() => undefined);
  });
  return {
    held: () => held,
    release: () => {
      holding = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** Every call to the api fails as if its server were down (connection refused). */
export async function takeApiDown(
  page: Page,
  apiUrl: string,
): Promise<{ bringUp: () => Promise<void> }> {
  const origin = new URL(apiUrl).origin;
  const matches = (url: URL) => url.origin === origin;
  const handler = (route: Route) => route.abort('connectionrefused');
  await page.route(matches, handler);
  return { bringUp: () => page.unroute(matches, handler) };
}
