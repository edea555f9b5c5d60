import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps, type RemoteName } from '../../scripts/stack-layout.ts';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds a second copy of one remote into a temporary folder with another build version, as a
 * team's new deploy would be: same code, its own dist, the host untouched.
 */
export async function buildRemoteCopy(name: RemoteName, version: string): Promise<string> {
  const app = remoteApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown remote ${name}`);
  const outDir = await mkdtemp(join(tmpdir(), `${app.dir}-${version}-`));
  const rspackCli = join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const result = spawnSync(process.execPath, [rspackCli, 'build', '--mode', 'production'], {
    cwd: join(rootDir, app.dir),
    env: { ...process.env, BUILD_OUT_DIR: outDir, MF_BUILD_VERSION: version },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Building ${app.dir} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return outDir;
}
