import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '@backoffice/api/testing';
import {
  fetchManifestBuildVersion,
  stackBuildVersions,
} from '../../scripts/serve/build-versions.ts';
import { runtimeFilesFromEnv, type RuntimeFiles } from '../../scripts/serve/runtime-files.ts';
import { startStack } from '../../scripts/serve/stack.ts';
import { retryOnAddressInUse, unusedPorts } from '../../scripts/serve/free-port.ts';
import { originOf, remoteApps, type StackPorts } from '../../scripts/stack-layout.ts';
import { startControlServer } from './control-server.ts';
import type { StackEnvironment } from './environment.ts';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const loopback = '127.0.0.1';

interface LocalStack {
  environment: Omit<StackEnvironment, 'authDir'>;
  close: () => Promise<void>;
}

/** The stack's ports and the preview's, outside the ephemeral range (scripts/serve/free-port.ts). */
export async function localStackPorts(): Promise<{ stack: StackPorts; preview: number }> {
  const [host, api, preview, ...remotes] = await unusedPorts(3 + remoteApps.length);
  return {
    stack: {
      host: host!,
      api: api!,
      remotes: Object.fromEntries(
        remoteApps.map((app, index) => [app.name, remotes[index]!]),
      ) as StackPorts['remotes'],
    },
    preview: preview!,
  };
}

/**
 * Starts the real api on a fresh database and serves the BUILT host and remotes with the same
 * serving module as `npm start`, on ports chosen here so a running `npm start` does not clash.
 */
export function startLocalStack(): Promise<LocalStack> {
  return retryOnAddressInUse(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-e2e-'));
    try {
      return await startOnPorts(dataDir, await localStackPorts());
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  });
}

async function startOnPorts(
  dataDir: string,
  { stack: ports, preview: previewPort }: { stack: StackPorts; preview: number },
): Promise<LocalStack> {
  const pageOrigins = [ports.host, ...Object.values(ports.remotes)].map((port) =>
    originOf(loopback, port),
  );
  const builtVersions = stackBuildVersions(rootDir);
  // Every build each area has run here: a tab opened before a redeploy or a restore still
  // reports the build it runs, as after a real deploy.
  const environmentReleases: Record<string, string[]> = Object.fromEntries(
    Object.entries(builtVersions).map(([name, version]) => [name, [version]]),
  );
  const learnBuild = async (name: string, manifestUrl: string) => {
    const version = await fetchManifestBuildVersion(manifestUrl);
    if (version === undefined) return;
    const known = (environmentReleases[name] ??= []);
    if (!known.includes(version)) known.push(version);
  };
  const apiOptions = {
    port: ports.api,
    host: loopback,
    dataDir,
    corsOrigins: pageOrigins,
    // Every test signs in; the production limit would throttle the suite.
    signinRateLimit: 10_000,
    // Every test's page reports timings as the demo admin: 60 batches a minute per account (the
    // production limit) drops reports when the workers overlap, and Health then misses them.
    rumRateLimit: 10_000,
    logger: false,
    // Local mode: emails go to the api's own SMTP catcher (any free port), and the suites read
    // the links in them at GET /dev/mail (e2e/support/mail-catcher.ts).
    localMode: true,
    smtpCatcherPort: 0,
    // Read per report: an area added or pointed at another build below is known from then on,
    // as an operator's ENVIRONMENT_RELEASES, listing an area's builds still open in tabs, would say.
    environmentReleases,
  };
  let api = await startApi({ ...apiOptions, reset: true });

  const defaults = runtimeFilesFromEnv(
    { PUBLIC_HOST: loopback, PORT_PREVIEW: String(previewPort) },
    ports,
  );
  const files: RuntimeFiles = {
    runtimeConfig: { ...defaults.runtimeConfig },
    remotes: { ...defaults.remotes },
  };
  const stack = await startStack({
    rootDir,
    bindHost: loopback,
    publicHost: loopback,
    ports,
    runtimeFiles: () => files,
  }).catch(async (error: unknown) => {
    await api.close();
    throw error;
  });

  const control = await startControlServer({
    stopRemote: (name) => stack.stopRemote(name),
    startRemote: (name) => stack.startRemote(name),
    pointRemoteAt: async (name, manifestUrl) => {
      files.remotes[name] = { ...defaults.remotes[name]!, manifest: manifestUrl };
      await learnBuild(name, manifestUrl);
    },
    restoreRemote: async (name) => {
      files.remotes[name] = defaults.remotes[name]!;
      await stack.startRemote(name);
    },
    addArea: async (name, area) => {
      if (name in defaults.remotes) throw new Error(`${name} is one of the stack's own areas`);
      files.remotes[name] = area;
      await learnBuild(name, area.manifest);
    },
    removeArea: (name) => {
      if (name in defaults.remotes) throw new Error(`${name} is one of the stack's own areas`);
      delete files.remotes[name];
      delete environmentReleases[name];
    },
    readDeviceTokens: () => api.readDeviceTokens(),
    notify: (email, notification) => api.notify(email, notification),
    writeFundingTexts: (id, texts) => api.writeFundingTexts(id, texts),
    setFakePushUrl: (url) => {
      files.runtimeConfig.fakePushUrl = url;
    },
    restartApi: async () => {
      await api.close();
      api = await startApi({ ...apiOptions, reset: false });
    },
  });

  return {
    environment: {
      hostUrl: stack.host.url,
      apiUrl: api.url,
      controlUrl: control.url,
      previewPort: String(previewPort),
    },
    close: async () => {
      await control.close();
      await stack.close();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
