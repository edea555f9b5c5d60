import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps, type RemoteName } from '../../scripts/stack-layout.ts';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds a second copy of one remote into a temporary folder with another build version, as a
 * team's new deploy would be: its own dist, the host untouched. With `changedTexts` the copy is
 * built from source with those texts replaced, as a changed candidate build would be.
 */
export async function buildRemoteCopy(
  name: RemoteName,
  version: string,
  changedTexts?: Record<string, string>,
): Promise<string> {
  const app = remoteApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown remote ${name}`);
  const outDir = await mkdtemp(join(tmpdir(), `${app.dir}-${version}-`));
  const rspackCli = join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const changedConfig = join(rootDir, 'e2e', 'harness', 'changed-remote.rspack.config.ts');
  const result = spawnSync(
    process.execPath,
    [
      rspackCli,
      'build',
      '--mode',
      'production',
      ...(changedTexts ? ['--config', changedConfig] : []),
    ],
    {
      cwd: join(rootDir, app.dir),
      env: {
        ...process.env,
        BUILD_OUT_DIR: outDir,
        MF_BUILD_VERSION: version,
        CHANGED_TEXTS: JSON.stringify(changedTexts ?? {}),
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`Building ${app.dir} failed:\n${result.stdout}\n${result.stderr}`);
  }
  if (changedTexts) await expectTextsIn(outDir, Object.values(changedTexts));
  return outDir;
}

/** A change that matched no source would leave a build that proves nothing. */
async function expectTextsIn(dir: string, texts: string[]) {
  const scripts = (await readdir(dir)).filter((file) => file.endsWith('.js'));
  const code = (await Promise.all(scripts.map((file) => readFile(join(dir, file), 'utf8')))).join(
    '\n',
  );
  const missing = texts.filter((text) => !code.includes(text));
  if (missing.length > 0) throw new Error(`The changed build lacks ${missing.join(', ')}`);
}
