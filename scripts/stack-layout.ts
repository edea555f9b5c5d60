import { areaPaths } from '../shared/src/session/area-paths.ts';

/**
 * The local layout of the stack, and the one list of its areas: which app listens where and how
 * the browser reaches it. The dev servers, the static servers (`npm start`), the lint layers
 * (eslint.config.js reads the workspace's `remote-*` folders, which scripts/workspace-lists.test.ts
 * holds to this list), knip (knip.ts) and the e2e harness and fixtures all derive from here, so an
 * area is its folder plus one entry here (`pnpm new-area`, docs/remotes.md). `nav` is what the
 * served `/remotes.json` tells the host about each area (docs/spec.md §2's paths and labels; the
 * mount path is `areaPaths`' own); `contributes` names the module an area exposes for another
 * area's screen (docs/design.md §2, "Contributions"). The host's build knows none of it, and areas
 * deployed elsewhere join through EXTRA_AREAS (docs/remotes.md).
 */
export const remoteApps = [
  {
    name: 'remote_submissions',
    dir: 'remote-submissions',
    port: 3001,
    envKey: 'SUBMISSIONS',
    nav: { path: areaPaths.submissions, label: 'Submissions', order: 10 },
    contributes: { memberTimeline: './MemberTimeline' },
  },
  {
    name: 'remote_members',
    dir: 'remote-members',
    port: 3002,
    envKey: 'MEMBERS',
    nav: { path: areaPaths.members, label: 'Members', order: 20 },
  },
  {
    name: 'remote_support',
    dir: 'remote-support',
    port: 3003,
    envKey: 'SUPPORT',
    // The unread count next to the link comes from the remote itself.
    nav: { path: areaPaths.support, label: 'Support', order: 30, badge: './NavBadge' },
    contributes: { memberTimeline: './MemberTimeline' },
  },
  {
    name: 'remote_coupons',
    dir: 'remote-coupons',
    port: 3004,
    envKey: 'COUPONS',
    nav: { path: areaPaths.coupons, label: 'Coupons', order: 40 },
    contributes: { memberTimeline: './MemberTimeline' },
  },
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

/** The variable that moves the app listening on `port` ("PORT_HOST", "PORT_COUPONS", …). */
export function portVariable(ports: StackPorts, port: number): string | undefined {
  if (port === ports.host) return 'PORT_HOST';
  if (port === ports.api) return 'PORT_API';
  const app = remoteApps.find((candidate) => ports.remotes[candidate.name] === port);
  return app && `PORT_${app.envKey}`;
}
