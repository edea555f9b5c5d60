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
