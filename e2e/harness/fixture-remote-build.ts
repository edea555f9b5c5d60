import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtureDir = join(rootDir, 'e2e', 'fixture-remote');
const sharedDir = join(rootDir, 'shared');

/** The fixture remote's federation name and what remotes.json says about its area. */
export const fixtureArea = { name: 'remote_reports', path: '/reports', label: 'Reports' };

export interface FixtureBuild {
  /** Its `dist/`, to serve. */
  outDir: string;
  /** Removes everything the build wrote. */
  remove(): Promise<void>;
}

function runRspack(cwd: string, outDir: string): void {
  const rspackCli = join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const result = spawnSync(process.execPath, [rspackCli, 'build', '--mode', 'production'], {
    cwd,
    env: { ...process.env, BUILD_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Building the fixture remote failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * A copy of the fixture remote whose `@backoffice/shared` is the same code released as
 * `sharedVersion`: what a team's remote built against a newer shared package looks like. Only
 * the package's package.json differs; its sources and the fixture's are linked, not copied.
 */
async function fixtureAgainstShared(workDir: string, sharedVersion: string): Promise<string> {
  const appDir = join(workDir, 'app');
  const sharedCopy = join(appDir, 'node_modules', '@backoffice', 'shared');
  await mkdir(sharedCopy, { recursive: true });
  const sharedPackage = JSON.parse(await readFile(join(sharedDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  await writeFile(
    join(sharedCopy, 'package.json'),
    JSON.stringify({ ...sharedPackage, version: sharedVersion }, null, 2),
  );
  await symlink(join(sharedDir, 'src'), join(sharedCopy, 'src'), 'dir');
  await symlink(join(sharedDir, 'node_modules'), join(sharedCopy, 'node_modules'), 'dir');
  await symlink(join(fixtureDir, 'node_modules', 'react'), join(appDir, 'node_modules', 'react'));
  await symlink(join(fixtureDir, 'src'), join(appDir, 'src'), 'dir');
  await cp(join(fixtureDir, 'package.json'), join(appDir, 'package.json'));
  await writeFile(
    join(appDir, 'rspack.config.ts'),
    `import { fixtureRemoteConfig } from ${JSON.stringify(join(fixtureDir, 'config.ts'))};\n` +
      `export default (_env: unknown, argv: { mode?: string }) =>\n` +
      `  fixtureRemoteConfig(import.meta.dirname, argv.mode ?? 'production');\n`,
  );
  return appDir;
}

/**
 * Builds the fixture remote (e2e/fixture-remote) into a temporary folder, as its team's deploy
 * would: against the workspace's @backoffice/shared, or against another release of it.
 */
export async function buildFixtureRemote(options: { sharedVersion?: string } = {}) {
  const workDir = await mkdtemp(join(tmpdir(), 'fixture-remote-'));
  const outDir = join(workDir, 'dist');
  const appDir = options.sharedVersion
    ? await fixtureAgainstShared(workDir, options.sharedVersion)
    : fixtureDir;
  runRspack(appDir, outDir);
  return {
    outDir,
    remove: () => rm(workDir, { recursive: true, force: true }),
  } satisfies FixtureBuild;
}
