import { fileURLToPath } from 'node:url';
import { runRspackBuild } from '../env/builds.ts';
import { repoRoot } from '../env/paths.ts';

// Built by the rspack CLI in a child process, never in-process: under tsx, the federation
// runtime code the plugin stringifies into the bundle would carry tsx's `__name` helper.
const configPath = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The baseline page (no federation, no router, no project code) into `outDir`. */
export function buildBaselineApp(outDir: string): Promise<number> {
  return runRspackBuild(repoRoot, outDir, configPath('./baseline.rspack.config.ts'));
}

/** remote-coupons built without sharing React, into `outDir`. */
export function buildRemoteWithoutSharedReact(outDir: string): Promise<number> {
  return runRspackBuild(repoRoot, outDir, configPath('./unshared-react.rspack.config.ts'));
}
