/**
 * Which packages a fetched file carries, read from its source map (every build emits one).
 * Minified chunks have numeric names, so the source map is the only reliable way to tell a chunk
 * holding React from one holding a feature, and which container (the build's uniqueName, first
 * segment of `webpack://<name>/…`) it came from.
 */
export interface FileContents {
  /** The build that emitted the file (`host`, `remote_support`, …). */
  container: string | null;
  /** npm packages, and `@backoffice/shared` entries, whose modules are in the file. */
  packages: Set<string>;
  /** The file holds modules of the container's own `src/`. */
  hasOwnSource: boolean;
  /** npm packages whose development build (warnings, checks) is in the file. */
  developmentBuilds: Set<string>;
}

/** The file names packages give their development builds (react's cjs, react-router's dist). */
const developmentBuild = /\/dist\/development\/|\.development\.js$/;

/** The folders of shared/src that package.json "exports" as entries of their own. */
const sharedEntryFolders = new Set(['contract', 'ui', 'realtime', 'dev-shell']);

export function packageOfSource(source: string): string | null {
  const nodeModules = source.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [scope, name] = source.slice(nodeModules + 'node_modules/'.length).split('/');
    if (!scope) return null;
    return scope.startsWith('@') && name ? `${scope}/${name}` : scope;
  }
  const shared = /(?:^|\/|\s)shared\/src\/([^/]+)\//.exec(source);
  if (shared) {
    const folder = shared[1]!;
    return sharedEntryFolders.has(folder) ? `@backoffice/shared/${folder}` : '@backoffice/shared';
  }
  if (/(?:^|\/|\s)shared\/src\/[^/]+$/.test(source)) return '@backoffice/shared';
  return null;
}

export function contentsOf(sources: readonly string[]): FileContents {
  let container: string | null = null;
  const packages = new Set<string>();
  let hasOwnSource = false;
  const developmentBuilds = new Set<string>();
  for (const source of sources) {
    const prefix = /^webpack:\/\/([^/]+)\/(.*)$/.exec(source);
    if (prefix) {
      container ??= prefix[1]!;
      if (/^(css )?\.\/src\//.test(prefix[2]!)) hasOwnSource = true;
    }
    const pkg = packageOfSource(source);
    if (pkg) packages.add(pkg);
    if (pkg && source.includes('node_modules/') && developmentBuild.test(source)) {
      developmentBuilds.add(pkg);
    }
  }
  return { container, packages, hasOwnSource, developmentBuilds };
}

const sourceMappingUrl = /\/[/*]# sourceMappingURL=([^\s*]+)/;

/** Reads the file's source map over HTTP, from the same server that served the file. */
export async function fetchContents(fileUrl: string): Promise<FileContents> {
  const body = await (await fetch(fileUrl)).text();
  const mapRef = sourceMappingUrl.exec(body.slice(-500))?.[1];
  if (!mapRef) {
    return {
      container: null,
      packages: new Set(),
      hasOwnSource: false,
      developmentBuilds: new Set(),
    };
  }
  const response = await fetch(new URL(mapRef, fileUrl));
  if (!response.ok) throw new Error(`${mapRef} of ${fileUrl} answered ${response.status}`);
  const map = (await response.json()) as { sources?: string[] };
  return contentsOf(map.sources ?? []);
}

/** Memoised per URL: the same chunk is asked about by several figures. */
export function createContentsReader(): (fileUrl: string) => Promise<FileContents> {
  const cache = new Map<string, Promise<FileContents>>();
  return (fileUrl) => {
    let contents = cache.get(fileUrl);
    if (!contents) {
      contents = fetchContents(fileUrl);
      cache.set(fileUrl, contents);
    }
    return contents;
  };
}
