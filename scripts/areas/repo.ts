import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..', '..');

/** A path of the repository. */
export const repoFile = (path: string) => join(repoRoot, path);

/** The files that name an area beside its folder (scripts/areas/register.ts edits them). */
export const STACK_LAYOUT = 'scripts/stack-layout.ts';
export const AREA_PATHS = 'shared/src/session/area-paths.ts';
export const ROOT_TSCONFIG = 'tsconfig.json';

/** Runs pnpm at the repository's root, its output shown as it comes. */
export function runPnpm(args: string[]): void {
  execFileSync('pnpm', args, { cwd: repoRoot, stdio: 'inherit' });
}

/**
 * `pnpm install`, to bring the lockfile and node_modules to the workspace's packages: never with a
 * frozen lockfile, which pnpm assumes under CI=true, as changing the lockfile is the point.
 */
export const updateLockfile = () =>
  runPnpm(['install', '--no-frozen-lockfile', '--prefer-offline']);
