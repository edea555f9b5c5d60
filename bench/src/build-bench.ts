import { buildAllApps, buildApp } from './env/builds.ts';
import type { Figure } from './report/figures.ts';

/** The remote timed on its own: the one a team rebuilds most often in a deploy of its own. */
const soloRemote = 'remote-submissions';

/**
 * Wall time of a clean production build of all five apps (parallel like `pnpm -r
 * build`) into `buildRoot`, and of one remote alone into `scratchRoot`. One run each: a build takes
 * tens of seconds on this shared machine, and ten would hold the cores for minutes.
 */
export async function runBuildBench(buildRoot: string, scratchRoot: string): Promise<Figure[]> {
  const all = await buildAllApps(buildRoot);
  const solo = await buildApp(soloRemote, scratchRoot);
  return [
    { group: 'build', name: 'clean production build, all five apps', unit: 'ms', samples: [all] },
    {
      group: 'build',
      name: `clean production build, ${soloRemote} alone`,
      unit: 'ms',
      samples: [solo],
    },
  ];
}
