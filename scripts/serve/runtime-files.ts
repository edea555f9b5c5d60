import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  originOf,
  publicHostFromEnv,
  remoteApps,
  stackPortsFromEnv,
  type RemoteName,
  type StackPorts,
} from '../stack-layout.ts';

/**
 * The two files the host reads at boot. They are generated when the server starts (never built
 * into the bundle) so ops can move the api or a remote by changing the environment and restarting
 * the static server, without a rebuild.
 */
export interface RuntimeFiles {
  /** `/runtime-config.json`: where the api is, and the push settings. */
  runtimeConfig: {
    apiBaseUrl: string;
    firebase: Record<string, string> | null;
    vapidKey: string | null;
    /** Only the e2e stack sets it (e2e/harness): never read from the environment. */
    fakePushUrl?: string | null;
  };
  /** `/remotes.json`: remote name → URL of its `mf-manifest.json`. */
  remotes: Record<RemoteName, string>;
}

type Env = Record<string, string | undefined>;

function firebaseConfigFrom(env: Env): Record<string, string> | null {
  const raw = env.FIREBASE_CONFIG;
  if (!raw) return null;
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('FIREBASE_CONFIG must be a JSON object (the firebase web config)');
  }
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
}

/**
 * Reads API_BASE_URL, REMOTE_<AREA>_URL (a manifest URL, e.g. REMOTE_SUPPORT_URL),
 * FIREBASE_CONFIG and VAPID_KEY; anything unset points at the local stack's ports.
 */
export function runtimeFilesFromEnv(
  env: Env,
  ports: StackPorts = stackPortsFromEnv(env),
): RuntimeFiles {
  const publicHost = publicHostFromEnv(env);
  return {
    runtimeConfig: {
      apiBaseUrl: env.API_BASE_URL || originOf(publicHost, ports.api),
      firebase: firebaseConfigFrom(env),
      vapidKey: env.VAPID_KEY || null,
    },
    remotes: Object.fromEntries(
      remoteApps.map((app) => [
        app.name,
        env[`REMOTE_${app.envKey}_URL`] ||
          `${originOf(publicHost, ports.remotes[app.name])}/mf-manifest.json`,
      ]),
    ) as Record<RemoteName, string>,
  };
}

/** One area in `/remotes.json`: where its manifest is and the first request it declares. */
export interface RemotesJsonEntry {
  manifest: string;
  /** See `firstRequestSchema` in @backoffice/shared; absent for an area that declares none. */
  firstRequest?: unknown;
}

const repoRoot = join(import.meta.dirname, '..', '..');

/** The first request each remote declares beside its entry (`<remote>/src/first-request.json`). */
function declaredFirstRequest(dir: string): unknown {
  const file = join(repoRoot, dir, 'src', 'first-request.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
}

/**
 * The body of `/remotes.json`: per area its manifest URL and its first request, so the host can
 * start the area's data in parallel with its code. (The host still reads the older name → URL
 * form.)
 */
export function remotesJson(remotes: Record<RemoteName, string>): Record<string, RemotesJsonEntry> {
  return Object.fromEntries(
    remoteApps.map((app) => {
      const firstRequest = declaredFirstRequest(app.dir);
      return [
        app.name,
        { manifest: remotes[app.name], ...(firstRequest !== undefined && { firstRequest }) },
      ];
    }),
  );
}
