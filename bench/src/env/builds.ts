import { spawn } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appDirs, repoRoot, type AppDir } from './paths.ts';

/**
 * Production builds the bench measures. They go to a private folder (the apps' BUILD_OUT_DIR),
 * never to the apps' own dist/: other people build and serve those while the bench runs.
 * `<root>/<app>/dist` mirrors the repository, so scripts/serve's startStack can serve it as is.
 */
export async function createBuildRoot(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'backoffice-bench-builds-'));
}

const rspackBin = join(repoRoot, 'node_modules', '.bin', 'rspack');

/** Runs the app's own build (`rspack build --mode production`, as its package script does). */
export function buildApp(app: AppDir, buildRoot: string): Promise<number> {
  return runRspackBuild(join(repoRoot, app), join(buildRoot, app, 'dist'));
}

/** One `rspack build` in a child process (the app's rspack.config.ts unless `config` is given). */
export function runRspackBuild(cwd: string, outDir: string, config?: string): Promise<number> {
  const started = performance.now();
  const args = ['build', '--mode', 'production', ...(config ? ['--config', config] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(rspackBin, args, {
      cwd,
      env: { ...process.env, BUILD_OUT_DIR: outDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(performance.now() - started);
      else
        reject(new Error(`rspack build in ${cwd} failed (exit ${code}):\n${errors.slice(-2000)}`));
    });
  });
}

/**
 * Builds every app with the same parallelism as `pnpm -r build` (pnpm's default workspace
 * concurrency is 4) and returns the wall time of the whole build.
 */
export async function buildAllApps(buildRoot: string, concurrency = 4): Promise<number> {
  const started = performance.now();
  const queue = [...appDirs];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app, buildRoot);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return performance.now() - started;
}

/**
 * Copies the apps' current dist/ folders into the build root (a snapshot, so a rebuild by someone
 * else cannot pull files away mid-measurement); an app without a build is built there instead.
 */
export async function snapshotDists(buildRoot: string): Promise<AppDir[]> {
  const built: AppDir[] = [];
  for (const app of appDirs) {
    const dist = join(repoRoot, app, 'dist');
    if (existsSync(join(dist, 'index.html'))) {
      await cp(dist, join(buildRoot, app, 'dist'), { recursive: true });
    } else {
      await buildApp(app, buildRoot);
      built.push(app);
    }
  }
  return built;
}
