import { isRecord } from './guards';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export type RuntimeConfig = {
  /** Without a trailing slash. */
  apiBaseUrl: string;
  firebase?: Record<string, string> | null;
  vapidKey?: string | null;
  /**
   * The e2e stack's fake push service (host/src/platform/push/README.md). Only the e2e server
   * hands it out; `npm start` never sets it, so production always uses firebase or no push.
   */
  fakePushUrl?: string | null;
  /**
   * Origins a person may preview another build of an area from (Settings → Diagnostics,
   * docs/remotes.md "Previewing a build"); the host's CSP allows the same list.
   */
  previewOrigins?: string[];
  /**
   * Real-user timings and errors sent to the api (`POST /rum`); on unless false (the bench's
   * switch, `RUM=off` on the static server).
   */
  rum?: boolean;
};

const isOptional = (value: unknown) => value === undefined || value === null;

/**
 * The deployment's config as RuntimeConfig, or what is wrong with it ("key: problem"). Checked by
 * hand: it is read before /login shows (see guards.ts).
 */
export function parseRuntimeConfig(
  value: unknown,
): { config: RuntimeConfig; problems?: never } | { problems: string[] } {
  if (!isRecord(value)) return { problems: ['expected an object'] };
  const problems: string[] = [];
  const { apiBaseUrl, firebase, vapidKey, fakePushUrl, previewOrigins, rum } = value;
  if (typeof apiBaseUrl !== 'string' || apiBaseUrl === '') {
    problems.push('apiBaseUrl: apiBaseUrl is required');
  }
  const firebaseIsValid =
    isOptional(firebase) ||
    (isRecord(firebase) && Object.values(firebase).every((entry) => typeof entry === 'string'));
  if (!firebaseIsValid) problems.push('firebase: expected an object of strings');
  if (!isOptional(vapidKey) && typeof vapidKey !== 'string') {
    problems.push('vapidKey: expected a string');
  }
  if (!isOptional(fakePushUrl) && typeof fakePushUrl !== 'string') {
    problems.push('fakePushUrl: expected a string');
  }
  const previewOriginsAreValid =
    previewOrigins === undefined ||
    (Array.isArray(previewOrigins) && previewOrigins.every((entry) => typeof entry === 'string'));
  if (!previewOriginsAreValid) problems.push('previewOrigins: expected a list of origins');
  if (rum !== undefined && typeof rum !== 'boolean') problems.push('rum: expected true or false');
  if (problems.length) return { problems };
  const config: RuntimeConfig = { apiBaseUrl: (apiBaseUrl as string).replace(/\/+$/, '') };
  if (firebase !== undefined) config.firebase = firebase as RuntimeConfig['firebase'];
  if (vapidKey !== undefined) config.vapidKey = vapidKey as RuntimeConfig['vapidKey'];
  if (fakePushUrl !== undefined) config.fakePushUrl = fakePushUrl as RuntimeConfig['fakePushUrl'];
  if (previewOrigins !== undefined) config.previewOrigins = previewOrigins as string[];
  if (rum !== undefined) config.rum = rum as boolean;
  return { config };
}

/** The local api (docs/design.md §4); used only when the deployment ships no runtime config file. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiBaseUrl: 'http://localhost:4000' };

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  const parsed = parseRuntimeConfig({ ...current, ...partial });
  if (parsed.problems) throw new Error(`Invalid runtime config: ${parsed.problems.join('; ')}`);
  current = parsed.config;
  return current;
}

/**
 * Asks for the runtime config file. An entry calls it before the rest of its code runs and hands
 * the answer to loadRuntimeConfig, so the first screen does not wait for a round trip after it.
 */
export function requestRuntimeConfig(url: string = RUNTIME_CONFIG_URL): Promise<Response> {
  return fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
}

/**
 * Reads the deployment's runtime config (ops edit it without a rebuild), from `source`: its url,
 * or the answer requestRuntimeConfig() is already waiting for. A missing file means a
 * local setup and falls back to the local api; an unreadable or invalid file is an error, because
 * silently talking to the wrong API is worse than not starting.
 */
export async function loadRuntimeConfig(
  source: string | Promise<Response> = RUNTIME_CONFIG_URL,
): Promise<RuntimeConfig> {
  const response = await (typeof source === 'string' ? requestRuntimeConfig(source) : source);
  const url = typeof source === 'string' ? source : RUNTIME_CONFIG_URL;
  if (response.status === 404) {
    current = DEFAULT_RUNTIME_CONFIG;
    return current;
  }
  if (!response.ok) {
    throw new Error(`Cannot load ${url}: the server answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`Cannot load ${url}: it is not valid JSON`);
  }
  const parsed = parseRuntimeConfig(body);
  if (parsed.problems) {
    throw new Error(`Invalid ${url}: ${parsed.problems.join('; ')}`);
  }
  current = parsed.config;
  return current;
}
