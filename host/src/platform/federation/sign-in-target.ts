import {
  declaredParams,
  type DeclaredParamSource,
  type FirstPageRequest,
} from '@backoffice/shared/session';

/*
 * The area a sign-in leads to, as /login reads it from the area list and the area's manifest: its
 * entry, what its first render runs and the first page it asks for. Read without zod: this runs
 * on /login, whose code stays small (docs/design.md §2). Anything unexpected yields nothing; the
 * area list, the federation runtime and the contract check everything for real later.
 */

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

export interface FirstRenderAssets {
  scripts: string[];
  styles: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** An area list entry as /login reads it (area-list.ts checks entries for real). */
export interface ListedArea {
  manifest: string;
  path: string;
  firstRequest?: unknown;
}

/** The area list's entry whose path the page at `target` is, or is under (`/submissions/FR-1`). */
export function areaForTarget(list: unknown, target: string): ListedArea | undefined {
  if (!list || typeof list !== 'object') return undefined;
  const pathname = new URL(target, 'http://path.invalid').pathname;
  for (const entry of Object.values(list as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    const { path, manifest, firstRequest } = entry as Partial<Record<keyof ListedArea, unknown>>;
    if (typeof path !== 'string' || typeof manifest !== 'string') continue;
    if (pathname === path || pathname.startsWith(`${path}/`))
      return { path, manifest, firstRequest };
  }
  return undefined;
}

/**
 * What the federation runtime fetches to render an area's `./App` once its manifest is read: the
 * remote entry and the exposed module's synchronous scripts and styles, as absolute URLs resolved
 * the way the runtime resolves them (publicPath `auto`: the manifest's own folder).
 */
export function firstRenderAssets(manifestUrl: string, manifest: unknown): FirstRenderAssets {
  const none = { scripts: [], styles: [] };
  if (!manifest || typeof manifest !== 'object') return none;
  const { metaData, exposes } = manifest as ManifestShape;
  const publicPath = metaData?.publicPath;
  if (typeof publicPath !== 'string') return none;
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entryName = metaData?.remoteEntry?.name;
  const entryPath = metaData?.remoteEntry?.path;
  const app = Array.isArray(exposes) ? exposes.find((expose) => expose?.name === 'App') : undefined;
  const scripts = strings(app?.assets?.js?.sync).map(at);
  if (typeof entryName === 'string') {
    const folder = typeof entryPath === 'string' && entryPath !== '' ? `${entryPath}/` : '';
    scripts.unshift(at(`${folder}${entryName}`));
  }
  return { scripts, styles: strings(app?.assets?.css?.sync).map(at) };
}

/**
 * The read the area's landing page makes first (its declared `firstRequest`), for the sign-in to
 * ask to be answered with. Only on the landing page itself, the one page the signed-in page takes
 * it for (area-loading.ts); the api checks the parameters, which the contract is not here to do.
 */
export function firstPageFor(area: ListedArea, target: string): FirstPageRequest | undefined {
  const url = new URL(target, 'http://path.invalid');
  const declared = area.firstRequest as { endpoint?: unknown; query?: unknown } | undefined;
  if (url.pathname !== area.path || typeof declared?.endpoint !== 'string') return undefined;
  if (!declared.query || typeof declared.query !== 'object') return undefined;
  const query = declaredParams(declared.query as Record<string, DeclaredParamSource>, url.search);
  return query && { endpoint: declared.endpoint, query };
}
