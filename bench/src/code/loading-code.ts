import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../env/paths.ts';
import type { Figure } from '../report/figures.ts';

const hostSrc = join(repoRoot, 'host', 'src');

/** The host's page-loading code: how it loads areas and routes, lays out and shows its screens. */
const loadingFolders = [
  'platform/federation',
  'platform/routing',
  'platform/layout',
  'platform/screens',
];
/** The sign-in screens: what a cold /login loads and what signing in starts. */
const signInFolder = 'features/auth';

/** The count of the same lines when the one-way-to-load-a-page work was filed, for the ratio column. */
const FILED_LOADING_LINES = 1_950;
const FILED_WITH_SIGN_IN_LINES = 2_370;
/**
 * The same count at 89e17a7, where that work began: since the filing, the release
 * registry, toasts, real-user timings and staff step-up (49–51) had put their release
 * watch and notice, toast placement and step-up prompt in these folders.
 */
const WORK_START_LOADING_LINES = 2_315;
const WORK_START_WITH_SIGN_IN_LINES = 2_798;

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** Every line (comments and blank lines too) of the non-test TypeScript under `folder`. */
async function linesUnder(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  let lines = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !isSource(entry.name)) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  }
  return lines;
}

/** The non-test line count of the host's loading code, beside the count when filed. */
export async function loadingCodeFigures(): Promise<Figure[]> {
  const counts = await Promise.all(
    loadingFolders.map((folder) => linesUnder(join(hostSrc, folder))),
  );
  const loading = counts.reduce((sum, count) => sum + count, 0);
  const signIn = await linesUnder(join(hostSrc, signInFolder));
  const figure = (name: string, lines: number, filed: number, workStart: number): Figure => ({
    group: 'code',
    name,
    unit: 'count',
    samples: [lines],
    baseline: filed,
    note:
      `non-test .ts/.tsx lines; ${filed.toLocaleString('en')} when the one-way-to-load work was filed, ` +
      `${workStart.toLocaleString('en')} when its work began (89e17a7)`,
  });
  return [
    figure(
      `host loading code (${loadingFolders.join(', ')}) lines`,
      loading,
      FILED_LOADING_LINES,
      WORK_START_LOADING_LINES,
    ),
    figure(
      'the same with the sign-in screens (features/auth)',
      loading + signIn,
      FILED_WITH_SIGN_IN_LINES,
      WORK_START_WITH_SIGN_IN_LINES,
    ),
  ];
}
