import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, type TestApi } from '@backoffice/api/testing';
import { localStackPorts } from '../../../e2e/harness/local-stack.ts';
import { retryOnAddressInUse, unusedPorts } from '../../../scripts/serve/free-port.ts';
import { startAppServer, type RunningServer } from '../../../scripts/serve/app-server.ts';
import { runtimeFilesFromEnv } from '../../../scripts/serve/runtime-files.ts';
import { cspSourcesFor, startStack, type RunningStack } from '../../../scripts/serve/stack.ts';
import { originOf, remoteApps, type RemoteName } from '../../../scripts/stack-layout.ts';

const loopback = '127.0.0.1';

export interface BenchStack {
  hostUrl: string;
  apiUrl: string;
  /** The baseline page, served by the same server module, when one was given. */
  baselineUrl?: string;
  remoteOrigins: Record<RemoteName, string>;
  api: TestApi;
  stack: RunningStack;
  close(): Promise<void>;
}

export interface BenchStackOptions {
  /** A folder holding `<app>/dist` for every app (see env/builds.ts). */
  buildRoot: string;
  /** The baseline page's build folder, served on its own port like the host. */
  baselineDist?: string;
  /** Serve these remotes from other builds (the deliberately broken one). */
  distOverrides?: Partial<Record<RemoteName, string>>;
  /** False serves `rum: false` in runtime-config.json (the dashboard reports nothing). */
  rum?: boolean;
}

/**
 * The real api on a fresh database plus the built apps served by scripts/serve (the module
 * `npm start` uses), on free ports: the same wiring as the e2e harness's global setup.
 */
export function startBenchStack(options: BenchStackOptions): Promise<BenchStack> {
  return retryOnAddressInUse(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-bench-api-'));
    try {
      return await startOnPorts(options, dataDir);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  });
}

async function startOnPorts(options: BenchStackOptions, dataDir: string): Promise<BenchStack> {
  const { stack: ports } = await localStackPorts();
  const [baselinePort] = (await unusedPorts(1)) as [number];
  const pageOrigins = [ports.host, baselinePort, ...Object.values(ports.remotes)].map((port) =>
    originOf(loopback, port),
  );
  const api = await startApi({
    port: ports.api,
    host: loopback,
    dataDir,
    reset: true,
    corsOrigins: pageOrigins,
    // Every run signs in again; the production limit would throttle the bench.
    signinRateLimit: 100_000,
    logger: false,
  });
  const files = runtimeFilesFromEnv(
    { PUBLIC_HOST: loopback, ...(options.rum === false && { RUM: 'off' }) },
    ports,
  );
  let stack: RunningStack | undefined;
  let baseline: RunningServer | undefined;
  try {
    stack = await startStack({
      rootDir: options.buildRoot,
      bindHost: loopback,
      publicHost: loopback,
      ports,
      runtimeFiles: () => files,
      ...(options.distOverrides && { distOverrides: options.distOverrides }),
    });
    if (options.baselineDist) {
      baseline = await startAppServer({
        name: 'baseline',
        root: options.baselineDist,
        host: loopback,
        port: baselinePort,
        spa: true,
        runtimeFiles: () => files,
        serveRemotesJson: true,
        corsOrigins: [],
        csp: () => cspSourcesFor(files),
      });
    }
  } catch (error) {
    await stack?.close();
    await api.close();
    throw error;
  }
  const running = stack;
  return {
    hostUrl: running.host.url,
    apiUrl: api.url,
    ...(baseline && { baselineUrl: baseline.url }),
    remoteOrigins: Object.fromEntries(
      remoteApps.map((app) => [app.name, originOf(loopback, ports.remotes[app.name])]),
    ) as Record<RemoteName, string>,
    api,
    stack: running,
    async close() {
      await baseline?.close();
      await running.close();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
