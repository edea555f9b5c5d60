/**
 * Read without zod: this runs on /login, whose code stays small (docs/design.md §2). Anything
 * unexpected yields nothing to fetch; the federation runtime validates and reports for real.
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

/**
 * The area list's entry whose path the page at `target` is under (`/submissions/FR-1` →
 * remote_submissions): that entry's manifest URL.
 */
export function manifestForPath(list: unknown, target: string): string | undefined {
  if (!list || typeof list !== 'object') return undefined;
  const pathname = new URL(target, 'http://path.invalid').pathname;
  for (const entry of Object.values(list as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    const { path, manifest } = entry as { path?: unknown; manifest?: unknown };
    if (typeof path !== 'string' || typeof manifest !== 'string') continue;
    if (pathname === path || pathname.startsWith(`${path}/`)) return manifest;
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
