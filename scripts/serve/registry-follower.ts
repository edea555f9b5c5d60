import { registryRemotesSchema, type RegistryRemotes } from '../../shared/src/contract/registry.ts';
import type { AreaEntry } from './runtime-files.ts';

/** How often the host's server asks the api which builds are live. */
export const REGISTRY_POLL_MS = 1_000;
const REGISTRY_TIMEOUT_MS = 3_000;

/**
 * The environment's areas with the registry's releases over them: an area released in the
 * registry takes its manifest (exactly as released), version and entry from there, its canary
 * rides along for the host to pick per person, and every other area keeps the environment's entry.
 */
export function withReleases(
  environment: Readonly<Record<string, AreaEntry>>,
  registry: RegistryRemotes,
): Record<string, AreaEntry> {
  const remotes = { ...environment };
  for (const [remote, builds] of Object.entries(registry)) {
    const fromEnvironment = environment[remote];
    const base: AreaEntry | undefined = builds.current
      ? {
          manifest: builds.current.manifest,
          path: builds.current.entry.path,
          nav: builds.current.entry.nav,
          ...withContributes(builds.current.entry.contributes ?? fromEnvironment?.contributes),
          ...(builds.current.version !== null && { version: builds.current.version }),
          // A release names no first request; the area's declared one still applies.
          ...withFirstRequest(builds.current.entry.firstRequest ?? fromEnvironment?.firstRequest),
        }
      : fromEnvironment;
    if (!base) continue;
    remotes[remote] = builds.canary
      ? {
          ...base,
          canary: {
            manifest: builds.canary.manifest,
            percent: builds.canary.percent,
            ...(builds.canary.version !== null && { version: builds.canary.version }),
          },
        }
      : base;
  }
  return remotes;
}

const withContributes = (contributes: Record<string, string> | undefined) =>
  contributes === undefined ? {} : { contributes };

const withFirstRequest = (firstRequest: unknown) =>
  firstRequest === undefined ? {} : { firstRequest };

export interface RegistryFollower {
  /** The latest registry answer over these areas (the environment's alone until one came). */
  apply(environment: Readonly<Record<string, AreaEntry>>): Record<string, AreaEntry>;
  close(): void;
}

/**
 * Polls the api's `GET /registry/remotes`, so a release or rollback reaches `/remotes.json` and
 * the host page's CSP within a couple of seconds, on any api instance, with no restart. An api
 * without the registry (404) leaves the environment's areas; one that does not answer keeps the
 * last answer it gave.
 */
export function followRegistry(
  apiBaseUrl: () => string,
  options: { intervalMs?: number; fetchImpl?: typeof fetch } = {},
): RegistryFollower {
  const fetchImpl = options.fetchImpl ?? fetch;
  let latest: RegistryRemotes = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let answering = true;

  const poll = async () => {
    try {
      const response = await fetchImpl(`${apiBaseUrl()}/registry/remotes`, {
        signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
      });
      answering = true;
      if (response.status === 404) latest = {};
      else if (response.ok) {
        const body = (await response.json()) as { data?: unknown };
        latest = registryRemotesSchema.parse(body.data);
      }
    } catch (error) {
      // Once per outage: the api restarting must not flood the server's log.
      if (answering)
        console.warn(
          `The release registry did not answer; keeping its last answer (${String(error)})`,
        );
      answering = false;
    }
    if (!closed) timer = setTimeout(() => void poll(), options.intervalMs ?? REGISTRY_POLL_MS);
  };
  void poll();

  return {
    apply: (environment) => withReleases(environment, latest),
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
