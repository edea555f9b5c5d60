import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { librariesBehindSharedEntries, sharedSingletons } from '../../../scripts/rspack-common.ts';
import { areas } from '../env/areas.ts';
import { repoRoot } from '../env/paths.ts';
import { kb, type Figure } from '../report/figures.ts';
import { totals, type FetchedFile } from './network.ts';
import { createContentsReader, type FileContents } from './source-attribution.ts';
import { recordFloor, recordVisitEverything } from './visit-everything.ts';

/** The packages the federation config shares as singletons, straight from the build config. */
export const singletonPackages = [
  ...Object.keys(sharedSingletons(join(repoRoot, 'host'))).filter((key) => !key.endsWith('/')),
  ...librariesBehindSharedEntries,
];

/** Libraries that only some screens need; /login must not load any of them. */
export const heavyParts: Record<string, readonly string[]> = {
  'charts (recharts)': ['recharts', 'd3-array', 'd3-scale', 'd3-shape'],
  firebase: ['firebase', '@firebase/app', '@firebase/messaging', '@firebase/installations'],
  'CSV export (papaparse)': ['papaparse'],
  'virtualisation (@tanstack/react-virtual)': ['@tanstack/react-virtual', '@tanstack/virtual-core'],
  'socket client (socket.io-client)': ['socket.io-client', 'engine.io-client', 'socket.io-parser'],
};

export interface SingletonCopies {
  package: string;
  /** Containers whose fetched files carried this package's modules. */
  containers: string[];
}

/** One fetched file as the report lists it: which phase, how big, what it carries. */
export interface FileEntry {
  phase: string;
  file: string;
  container: string | null;
  gzip: number;
  packages: string[];
}

export interface BundleReport {
  figures: Figure[];
  files: FileEntry[];
  singletons: SingletonCopies[];
  /** Where each heavy part was first fetched ('' when never). */
  heavyPartPhases: Record<string, string[]>;
}

type Attributed = FetchedFile & { contents: FileContents };

const isSingletonChunk = (file: Attributed) =>
  !file.contents.hasOwnSource &&
  [...file.contents.packages].some((pkg) => singletonPackages.includes(pkg));

function bytesFigure(
  name: string,
  files: readonly FetchedFile[],
  codec: 'gzip' | 'brotli',
  extra: Partial<Figure> = {},
): Figure {
  const sum = totals(files);
  return {
    group: 'bundle',
    name: `${name} (${codec})`,
    unit: 'bytes',
    samples: [sum[codec]],
    note: `${files.length} files, ${(sum.raw / 1024).toFixed(1)} KB decoded`,
    ...extra,
  };
}

/** Counts, per singleton, the containers that delivered its code to one page. */
export function singletonCopies(files: readonly Attributed[]): SingletonCopies[] {
  return singletonPackages.map((pkg) => ({
    package: pkg,
    containers: [
      ...new Set(
        files
          .filter((file) => file.contents.packages.has(pkg))
          .map((file) => file.contents.container ?? file.origin),
      ),
    ].sort(),
  }));
}

export function duplicatedSingletonsFigure(copies: readonly SingletonCopies[]): Figure {
  const duplicated = copies.filter((copy) => copy.containers.length > 1);
  return {
    group: 'bundle',
    name: 'singletons loaded more than once (every area visited)',
    unit: 'count',
    structural: true,
    samples: [duplicated.length],
    budget: { max: 0, label: '0' },
    note: duplicated.length
      ? duplicated.map((copy) => `${copy.package} from ${copy.containers.join(' + ')}`).join('; ')
      : `${copies.filter((copy) => copy.containers.length === 1).length} of ${copies.length} shared packages fetched, each once`,
  };
}

const toEntry = (file: Attributed): FileEntry => ({
  phase: file.phase,
  file: new URL(file.url).pathname,
  container: file.contents.container,
  gzip: file.gzip,
  packages: [...file.contents.packages].sort(),
});

export async function attribute(files: readonly FetchedFile[]): Promise<Attributed[]> {
  const read = createContentsReader();
  return Promise.all(files.map(async (file) => ({ ...file, contents: await read(file.url) })));
}

/**
 * Bundle figures (issue 9 §2): what /login, the dashboard and each area's first visit fetch,
 * the floor for comparison, the singleton scan and where the heavy libraries load.
 */
export async function runBundleBench(
  browser: Browser,
  urls: { hostUrl: string; floorUrl: string; remoteOrigins: Record<string, string> },
): Promise<BundleReport> {
  const { recorder: visit, unrendered } = await recordVisitEverything(browser, urls.hostUrl);
  const floorFiles = await attribute((await recordFloor(browser, urls.floorUrl)).files);
  const files = await attribute(visit.files);

  const login = files.filter((file) => file.phase === 'login');
  const dashboard = files.filter((file) => file.phase === 'login' || file.phase === 'dashboard');
  const floor = totals(floorFiles);
  const loginBudget = Math.min(kb(160), 1.25 * floor.gzip);

  const figures: Figure[] = [
    bytesFigure(
      'floor: react + react-dom/client + router + federation runtime',
      floorFiles,
      'gzip',
    ),
    bytesFigure(
      'floor: react + react-dom/client + router + federation runtime',
      floorFiles,
      'brotli',
    ),
    bytesFigure('/login, JS + CSS', login, 'gzip', {
      budget: {
        max: loginBudget,
        label: `≤ 160 KB and ≤ 1.25× floor (${(loginBudget / 1024).toFixed(1)} KB)`,
      },
      baseline: floor.gzip,
    }),
    bytesFigure('/login, JS + CSS', login, 'brotli', { baseline: floor.brotli }),
    bytesFigure('/dashboard after sign-in, cumulative', dashboard, 'gzip', {
      baseline: floor.gzip,
    }),
    bytesFigure('/dashboard after sign-in, cumulative', dashboard, 'brotli', {
      baseline: floor.brotli,
    }),
  ];

  for (const area of areas) {
    const visitFiles = files.filter((file) => file.phase === area.remote);
    const own = visitFiles.filter(
      (file) => file.origin === urls.remoteOrigins[area.remote] && !isSingletonChunk(file),
    );
    const singletonsLoaded = visitFiles.filter(isSingletonChunk);
    const note =
      `${own.length} own files` +
      (singletonsLoaded.length
        ? `; plus ${singletonsLoaded.length} shared-singleton chunks first needed here (${(totals(singletonsLoaded).gzip / 1024).toFixed(1)} KB gz)`
        : '');
    figures.push(
      bytesFigure(`${area.link} area's own first-visit code`, own, 'gzip', {
        budget: { max: kb(60), label: '≤ 60 KB' },
        note,
      }),
      bytesFigure(`${area.link} area's own first-visit code`, own, 'brotli', { note }),
    );
  }

  const singletons = singletonCopies(files);
  figures.push(duplicatedSingletonsFigure(singletons), {
    group: 'bundle',
    name: 'areas whose heading never showed on the first visit',
    unit: 'count',
    structural: true,
    samples: [unrendered.length],
    budget: { max: 0, label: '0' },
    note: unrendered.length ? `did not render: ${unrendered.join(', ')}` : 'all four rendered',
  });

  const heavyPartPhases: Record<string, string[]> = {};
  for (const [part, packages] of Object.entries(heavyParts)) {
    heavyPartPhases[part] = [
      ...new Set(
        files
          .filter((file) => packages.some((pkg) => file.contents.packages.has(pkg)))
          .map((file) => file.phase),
      ),
    ];
  }
  const onLogin = Object.entries(heavyPartPhases).filter(([, phases]) => phases.includes('login'));
  figures.push({
    group: 'bundle',
    name: 'heavy parts fetched for /login',
    unit: 'count',
    structural: true,
    samples: [onLogin.length],
    budget: { max: 0, label: '0' },
    note: Object.entries(heavyPartPhases)
      .map(([part, phases]) => `${part}: ${phases.length ? phases.join(', ') : 'never'}`)
      .join('; '),
  });
  const fileEntries = [...files, ...floorFiles].map(toEntry);
  return { figures, files: fileEntries, singletons, heavyPartPhases };
}
