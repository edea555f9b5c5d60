import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps } from '../../../scripts/stack-layout.ts';

/** The repository root (bench/src/env → ../../..). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const benchDir = join(repoRoot, 'bench');

/** The five apps `pnpm build` builds, by folder, host first. */
export const appDirs = ['host', ...remoteApps.map((app) => app.dir)] as const;

export type AppDir = (typeof appDirs)[number];
