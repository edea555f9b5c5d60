import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { sharedSingletons } from '../../../scripts/rspack-common.ts';
import { librariesBehindSharedEntries } from '../../../shared/src/federation/singletons.ts';
import { areas } from '../env/areas.ts';
import { repoRoot } from '../env/paths.ts';
import { kb, type Figure } from '../report/figures.ts';
import { totals, type FetchedFile } from './network.ts';
import { createContentsReader, type FileContents } from './source-attribution.ts';
import { recordBaseline, recordVisitEverything, type RuntimeVersions } from './visit-everything.ts';

/** The packages the federation config shares as singletons, straight from the build config. */
export const singletonPackages = [
  ...Object.keys(sharedSingletons(join(repoRoot, 'host'))).filter((key) => !key.endsWith('/')),
  ...librariesBehindSharedEntries,
];

/**
 * Libraries that only some screens need; /login must not load any of them. The router is needed by
 * every page but a visit's first /login, which shows its form without it (host/src/app/app.tsx).
 */
export const heavyParts: Record<string, readonly string[]> = {
  'router (react-router)': ['react-router'],
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

/**
 * A figure of what a phase must fetch: no file at all means the phase was not measured (e.g. the
 * code came earlier), so it counts as not a number and fails its budget instead of passing at 0.
 */
function fetchedBytesFigure(
  name: string,
  files: readonly FetchedFile[],
  codec: 'gzip' | 'brotli',
  extra: Partial<Figure> = {},
): Figure {
  const figure = bytesFigure(name, files, codec, extra);
  if (files.length > 0) return figure;
  return { ...figure, samples: [Number.NaN], note: 'nothing fetched in this phase: not measured' };
}

/** An area's own first-visit code budget in KB; support carries the chat domain. */
const ownCodeBudget = (remote: string) => (remote === 'remote_support' ? 45 : 30);

const carriesFederationRuntime = (file: Attributed) =>
  [...file.contents.packages].some((pkg) => pkg.startsWith('@module-federation/'));

/** A structural bundle figure: how many of something there are, where there must be none. */
function noneAllowed(name: string, count: number, note: string, label = '0'): Figure {
  return {
    group: 'bundle',
    name,
    unit: 'count',
    structural: true,
    samples: [count],
    budget: { max: 0, label },
    note,
  };
}

/** Host and remotes must run one federation runtime version (mixed versions break it). */
function runtimeVersionFigure(versions: RuntimeVersions): Figure {
  const differing = Object.entries(versions.remotes).filter(
    ([, version]) => version !== versions.host,
  );
  return noneAllowed(
    'remotes built with another federation runtime version than the host runs',
    versions.host === null ? Object.keys(versions.remotes).length : differing.length,
    versions.host === null
      ? 'the page published no federation runtime (inject-external-runtime-core missing)'
      : `host runtime ${versions.host}; ` +
          Object.entries(versions.remotes)
            .map(([remote, version]) => `${remote} ${version}`)
            .join(', '),
  );
}

/**
 * Scripts fetched ahead of need that V8 would compile function by function on first call, inside
 * the click's render: every script but the host's entry carries the compile hint
 * (scripts/rspack-common.ts, compileOnLoadHint).
 */
export function lazilyCompiledFigure(files: readonly FetchedFile[], hostOrigin: string): Figure {
  const isHostEntry = (file: FetchedFile) =>
    file.origin === hostOrigin && /^\/main\.[0-9a-f]+\.js$/.test(new URL(file.url).pathname);
  const lazy = files.filter(
    (file) => file.type === 'js' && !file.compileHint && !isHostEntry(file),
  );
  return noneAllowed(
    "scripts after the host's entry without V8's compile hint",
    lazy.length,
    lazy.length
      ? lazy.map((file) => new URL(file.url).pathname).join(', ')
      : `${files.filter((file) => file.compileHint).length} scripts carry it`,
  );
}

/** Production pages must not carry a library's development build (its warnings and checks). */
function developmentBuildsFigure(files: readonly Attributed[]): Figure {
  const found = [...new Set(files.flatMap((file) => [...file.contents.developmentBuilds]))].sort();
  return noneAllowed(
    'libraries fetched in their development build',
    found.length,
    found.length ? found.join(', ') : 'every library in its production build',
  );
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
  return noneAllowed(
    'singletons loaded more than once (every area visited)',
    duplicated.length,
    duplicated.length
      ? duplicated.map((copy) => `${copy.package} from ${copy.containers.join(' + ')}`).join('; ')
      : `${copies.filter((copy) => copy.containers.length === 1).length} of ${copies.length} shared packages fetched, each once`,
  );
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
 * Bundle figures: what /login, the dashboard and each area's first visit fetch,
 * the baseline page for comparison, the singleton scan and where the heavy libraries load.
 */
export async function runBundleBench(
  browser: Browser,
  urls: { hostUrl: string; baselineUrl: string; remoteOrigins: Record<string, string> },
): Promise<BundleReport> {
  const {
    recorder: visit,
    unrendered,
    runtimeVersions,
  } = await recordVisitEverything(browser, urls.hostUrl, urls.remoteOrigins);
  const baselineFiles = await attribute((await recordBaseline(browser, urls.baselineUrl)).files);
  const files = await attribute(visit.files);

  const login = files.filter((file) => file.phase === 'login');
  const dashboard = files.filter((file) => file.phase === 'login' || file.phase === 'dashboard');
  const baseline = totals(baselineFiles);
  const baselineName = 'baseline page: react + react-dom/client, a form, one list (no federation)';

  const figures: Figure[] = [
    bytesFigure(baselineName, baselineFiles, 'gzip'),
    bytesFigure(baselineName, baselineFiles, 'brotli'),
    bytesFigure('/login, JS + CSS', login, 'gzip', {
      budget: { max: kb(85), label: '≤ 85 KB' },
      baseline: baseline.gzip,
    }),
    bytesFigure('/login, JS + CSS', login, 'brotli', { baseline: baseline.brotli }),
    // The JavaScript the browser runs before the form is usable.
    bytesFigure(
      '/login, JavaScript',
      login.filter((file) => file.type === 'js'),
      'gzip',
      { budget: { max: kb(80), label: '≤ 80 KB' } },
    ),
    noneAllowed(
      'federation runtime code fetched for /login',
      login.filter(carriesFederationRuntime).length,
      'files whose source map holds @module-federation/* modules',
      '0 files',
    ),
    bytesFigure('/dashboard after sign-in, cumulative', dashboard, 'gzip', {
      baseline: baseline.gzip,
    }),
    bytesFigure('/dashboard after sign-in, cumulative', dashboard, 'brotli', {
      baseline: baseline.brotli,
    }),
  ];

  // The host's own code once signed in: support's badge and toasts now come from its remote.
  const hostOrigin = new URL(urls.hostUrl).origin;
  // A browser fetches six files at a time from one origin over HTTP/1.1: more than six, and the
  // signed-in page waits a round trip per six.
  const signedInHostScripts = files.filter(
    (file) =>
      (file.phase === 'login-idle-preload' || file.phase === 'dashboard') &&
      file.origin === hostOrigin &&
      file.type === 'js',
  );
  figures.push({
    group: 'bundle',
    name: "host's scripts fetched from /login to /dashboard shown",
    unit: 'count',
    structural: true,
    samples: [signedInHostScripts.length],
    budget: { max: 6, label: "≤ 6 (one round of a browser's connections)" },
    note: signedInHostScripts.map((file) => new URL(file.url).pathname).join(', '),
  });
  figures.push(
    bytesFigure(
      "host's own code fetched for /dashboard after sign-in",
      files.filter((file) => file.phase === 'dashboard' && file.origin === hostOrigin),
      'gzip',
    ),
  );

  for (const area of areas) {
    const visitFiles = files.filter((file) => file.phase === area.remote);
    // A remote's modules the signed-in shell mounts (support's nav badge and chat session) are
    // fetched with the dashboard: they are part of the area's own code all the same.
    const fromRemote = files.filter(
      (file) =>
        (file.phase === area.remote || file.phase === 'dashboard') &&
        file.origin === urls.remoteOrigins[area.remote],
    );
    const own = fromRemote.filter((file) => !isSingletonChunk(file));
    const withShell = own.filter((file) => file.phase === 'dashboard').length;
    const singletonsLoaded = visitFiles.filter(isSingletonChunk);
    const note =
      `${own.length} own files` +
      (withShell ? ` (${withShell} fetched with the signed-in shell)` : '') +
      (singletonsLoaded.length
        ? `; plus ${singletonsLoaded.length} shared-singleton chunks first needed here (${(totals(singletonsLoaded).gzip / 1024).toFixed(1)} KB gz)`
        : '');
    const budget = ownCodeBudget(area.remote);
    figures.push(
      fetchedBytesFigure(`${area.link} area's own first-visit code`, own, 'gzip', {
        budget: { max: kb(budget), label: `≤ ${budget} KB` },
        note,
      }),
      bytesFigure(`${area.link} area's own first-visit code`, own, 'brotli', { note }),
      fetchedBytesFigure(
        `${area.link} remoteEntry.js`,
        fromRemote.filter((file) => new URL(file.url).pathname === '/remoteEntry.js'),
        'gzip',
        { budget: { max: kb(16), label: '≤ 16 KB' } },
      ),
    );
  }

  const singletons = singletonCopies(files);
  figures.push(
    duplicatedSingletonsFigure(singletons),
    noneAllowed(
      'areas that never showed their own first data on the first visit',
      unrendered.length,
      unrendered.length
        ? `did not render: ${unrendered.join('; ')}`
        : 'all four showed their own first data',
    ),
  );
  figures.push(
    runtimeVersionFigure(runtimeVersions),
    lazilyCompiledFigure(files, hostOrigin),
    developmentBuildsFigure(files),
  );

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
  figures.push(
    noneAllowed(
      'heavy parts fetched for /login',
      onLogin.length,
      Object.entries(heavyPartPhases)
        .map(([part, phases]) => `${part}: ${phases.length ? phases.join(', ') : 'never'}`)
        .join('; '),
    ),
  );
  const fileEntries = [...files, ...baselineFiles].map(toEntry);
  return { figures, files: fileEntries, singletons, heavyPartPhases };
}
