import { join } from 'node:path';
import {
  federatedAppConfig as presetConfig,
  type DevServerFiles,
  type FederatedAppOptions,
  type RemoteOptions,
} from '../kit/src/index.ts';
import { remotesJson, runtimeFilesFromEnv } from './serve/runtime-files.ts';
import { remoteApps, stackPortsFromEnv, type RemoteName } from './stack-layout.ts';

/**
 * This repository's side of the build preset (@backoffice/remote-kit, kit/): where each app of
 * the stack runs in development. The preset itself, the same for a team's own repository, is in
 * kit/src/preset.ts.
 */
export { COMPILE_HINT, sharedSingletons } from '../kit/src/index.ts';

/** The dev server's runtime files: the stack's api and every area, as `npm start` serves them. */
function stackDevServerFiles(): DevServerFiles {
  const files = runtimeFilesFromEnv(process.env);
  return { runtimeConfig: files.runtimeConfig, remotes: remotesJson(files.remotes) };
}

/** An app of this stack (the host, the e2e fixture, the bench's builds) built by the preset. */
export const federatedAppConfig = (
  options: Omit<FederatedAppOptions, 'devServerFiles'>,
  mode: string,
) => presetConfig({ ...options, devServerFiles: stackDevServerFiles }, mode);

/**
 * A remote of scripts/stack-layout.ts, for its `defineRemote`: its folder, dev port and title
 * come from the stack layout.
 */
export function inThisStack(
  name: RemoteName,
): Omit<RemoteOptions, 'exposes'> & { name: RemoteName } {
  const app = remoteApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`${name} is not in scripts/stack-layout.ts`);
  return {
    name,
    dir: join(import.meta.dirname, '..', app.dir),
    port: stackPortsFromEnv(process.env).remotes[name],
    title: `${app.nav.label} (standalone)`,
    devServerFiles: stackDevServerFiles,
  };
}
