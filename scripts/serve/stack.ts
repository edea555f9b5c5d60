import { join } from 'node:path';
import { originOf, remoteApps, type RemoteName, type StackPorts } from '../stack-layout.ts';
import {
  startAppServer,
  websocketOrigin,
  type CspSources,
  type RunningServer,
} from './app-server.ts';
import { followRegistry } from './registry-follower.ts';
import type { RuntimeFiles } from './runtime-files.ts';
import type { WebSecurity } from './web-security.ts';

/** firebase messaging talks to these when push is configured. */
const firebaseOrigins = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://fcm.googleapis.com',
];

export interface StackOptions {
  /** The repository root; each app's build is `<root>/<app>/dist`. */
  rootDir: string;
  /** Where the servers bind (HOST). */
  bindHost: string;
  /** How the browser reaches them (for CORS). */
  publicHost: string;
  ports: StackPorts;
  /** Read per request: the files the host serves, and the origins its CSP allows. */
  runtimeFiles: () => RuntimeFiles;
  /** Serve a remote from another folder than `<root>/<dir>/dist`. */
  distOverrides?: Partial<Record<RemoteName, string>>;
  /** HSTS and extra image hosts (./web-security.ts); none by default. */
  security?: WebSecurity;
}

export interface RunningStack {
  host: RunningServer;
  remote(name: RemoteName): RunningServer | undefined;
  /** Stops one remote's server (the area must then show it is unavailable). */
  stopRemote(name: RemoteName): Promise<void>;
  /** Starts it again on the same port. */
  startRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

export function cspSourcesFor(files: RuntimeFiles, imageHosts: readonly string[] = []): CspSources {
  const apiOrigin = new URL(files.runtimeConfig.apiBaseUrl).origin;
  return {
    // A tab previewing a build loads it from one of previewOrigins (docs/remotes.md).
    remoteOrigins: [
      ...new Set([
        ...Object.values(files.remotes).flatMap((area) =>
          [area.manifest, ...(area.canary ? [area.canary.manifest] : [])].map(
            (manifest) => new URL(manifest).origin,
          ),
        ),
        ...files.runtimeConfig.previewOrigins,
      ]),
    ],
    apiOrigins: [apiOrigin, websocketOrigin(apiOrigin)],
    extraConnect: [
      ...(files.runtimeConfig.firebase ? firebaseOrigins : []),
      ...(files.runtimeConfig.fakePushUrl ? [new URL(files.runtimeConfig.fakePushUrl).origin] : []),
    ],
    imageHosts,
  };
}

/** Serves the built host and every remote, each on its own port as they deploy in production. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const hostOrigins = [
    originOf(options.publicHost, options.ports.host),
    originOf('127.0.0.1', options.ports.host),
  ];
  const registry = followRegistry(() => options.runtimeFiles().runtimeConfig.apiBaseUrl);
  // What the host serves: the environment's areas with the registry's releases over them.
  const runtimeFiles = (): RuntimeFiles => {
    const files = options.runtimeFiles();
    return { ...files, remotes: registry.apply(files.remotes) };
  };
  const imageHosts = options.security?.imageHosts;
  // The environment's origins stay allowed: a tab opened before a release may load the area
  // from there again after a rollback to release zero, without a reload.
  const csp = (): CspSources => {
    const served = cspSourcesFor(runtimeFiles(), imageHosts);
    const environment = cspSourcesFor(options.runtimeFiles(), imageHosts);
    return {
      ...served,
      remoteOrigins: [...new Set([...served.remoteOrigins, ...environment.remoteOrigins])],
    };
  };
  const hsts = options.security?.hsts ?? false;
  const remoteServers = new Map<RemoteName, RunningServer>();

  const startRemote = async (name: RemoteName) => {
    const app = remoteApps.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`Unknown remote ${name}`);
    const server = await startAppServer({
      name,
      root: options.distOverrides?.[name] ?? join(options.rootDir, app.dir, 'dist'),
      host: options.bindHost,
      port: options.ports.remotes[name],
      spa: false,
      runtimeFiles: options.runtimeFiles,
      serveRemotesJson: false,
      corsOrigins: hostOrigins,
      csp,
      hsts,
    });
    remoteServers.set(name, server);
  };

  let host: RunningServer;
  try {
    await Promise.all(remoteApps.map((app) => startRemote(app.name)));
    host = await startAppServer({
      name: 'host',
      root: join(options.rootDir, 'host', 'dist'),
      host: options.bindHost,
      port: options.ports.host,
      spa: true,
      runtimeFiles,
      serveRemotesJson: true,
      corsOrigins: [],
      csp,
      hsts,
    });
  } catch (error) {
    // A port another program holds fails the start; what did start must not keep its port.
    registry.close();
    await Promise.allSettled([...remoteServers.values()].map((server) => server.close()));
    throw error;
  }

  const stopRemote = async (name: RemoteName) => {
    const server = remoteServers.get(name);
    remoteServers.delete(name);
    await server?.close();
  };

  return {
    host,
    remote: (name) => remoteServers.get(name),
    stopRemote,
    startRemote: async (name) => {
      if (!remoteServers.has(name)) await startRemote(name);
    },
    close: async () => {
      registry.close();
      await Promise.all([host.close(), ...[...remoteServers.keys()].map(stopRemote)]);
    },
  };
}
