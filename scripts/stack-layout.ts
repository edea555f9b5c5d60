/**
 * The local layout of the stack: which app listens where and how the browser reaches it. The dev
 * servers, the static servers (`npm start`) and the e2e harness all derive their URLs from here,
 * so the default ports live in exactly one place.
 */
export const remoteApps = [
  {
    name: 'remote_submissions',
    dir: 'remote-submissions',
    port: 3001,
    envKey: 'SUBMISSIONS',
    area: 'Submissions',
  },
  { name: 'remote_members', dir: 'remote-members', port: 3002, envKey: 'MEMBERS', area: 'Members' },
  { name: 'remote_support', dir: 'remote-support', port: 3003, envKey: 'SUPPORT', area: 'Support' },
  { name: 'remote_coupons', dir: 'remote-coupons', port: 3004, envKey: 'COUPONS', area: 'Coupons' },
] as const;

export type RemoteName = (typeof remoteApps)[number]['name'];

export const HOST_PORT = 3000;
export const API_PORT = 4000;

export interface StackPorts {
  host: number;
  api: number;
  remotes: Record<RemoteName, number>;
}

type Env = Record<string, string | undefined>;

function portFrom(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${key} must be a port number, got "${raw}"`);
  }
  return port;
}

/** Ports from PORT_HOST, PORT_API and PORT_<AREA> (e.g. PORT_SUPPORT), else the local defaults. */
export function stackPortsFromEnv(env: Env): StackPorts {
  return {
    host: portFrom(env, 'PORT_HOST', HOST_PORT),
    api: portFrom(env, 'PORT_API', API_PORT),
    remotes: Object.fromEntries(
      remoteApps.map((app) => [app.name, portFrom(env, `PORT_${app.envKey}`, app.port)]),
    ) as Record<RemoteName, number>,
  };
}

/** The host name the browser uses; the servers may bind elsewhere (HOST). */
export function publicHostFromEnv(env: Env): string {
  return env.PUBLIC_HOST || 'localhost';
}

export const originOf = (publicHost: string, port: number) => `http://${publicHost}:${port}`;
