import type { Configuration } from '@rspack/core';
import { federatedAppConfig, type DevServerFiles } from './preset.ts';

/** A remote's build, as its rspack config declares it: who it is and what it exposes. */
export interface RemoteOptions {
  /** The federation name, `remote_<area>`: the key the host's area list and the registry use. */
  name: `remote_${string}`;
  /** `./App` (the area's routes, `AreaApp`) and any module the host shows outside the area. */
  exposes: { './App': string } & Record<string, string>;
  /** The remote's folder (where its package.json is); the working directory by default. */
  dir?: string;
  /** The standalone dev shell's port (`npm run dev`): `PORT`, else 3020. */
  port?: number;
  /** The standalone page's title; the federation name by default. */
  title?: string;
  /**
   * What the dev server answers at `/runtime-config.json` (and `/remotes.json`): by default the
   * api at `API_URL`, else http://localhost:4000.
   */
  devServerFiles?: () => DevServerFiles;
}

type RspackArgv = { mode?: string } | undefined;

/** The dev shell's api, from the environment of `npm run dev`. */
export const apiFromEnv = (env: NodeJS.ProcessEnv = process.env): DevServerFiles => ({
  runtimeConfig: { apiBaseUrl: env.API_URL || 'http://localhost:4000' },
});

/**
 * The build of a remote (`rspack build` / `rspack serve`): the singletons the host provides and
 * the `@backoffice/shared` range it needs, declared once here for every remote, this
 * repository's and a team's own. `export default defineRemote({ name, exposes })`.
 */
export function defineRemote(
  options: RemoteOptions,
): (env: unknown, argv: RspackArgv) => Configuration {
  return (_env, argv) =>
    federatedAppConfig(
      {
        name: options.name,
        dir: options.dir ?? process.cwd(),
        port: options.port ?? Number(process.env.PORT || 3020),
        title: options.title ?? options.name,
        exposes: options.exposes,
        devServerFiles: options.devServerFiles ?? (() => apiFromEnv()),
      },
      argv?.mode ?? 'development',
    );
}
