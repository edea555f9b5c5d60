import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  BannerPlugin,
  Compilation,
  CopyRspackPlugin,
  DefinePlugin,
  HtmlRspackPlugin,
  type Configuration,
} from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { federationSingletons } from '@backoffice/shared/federation';

/** What the dev server answers at `/runtime-config.json` and `/remotes.json`. */
export interface DevServerFiles {
  /** Where the api is (`apiBaseUrl`), as @backoffice/shared's `loadRuntimeConfig` reads it. */
  runtimeConfig: { apiBaseUrl: string } & Record<string, unknown>;
  /** The host's area list; a remote's standalone dev shell needs none. */
  remotes?: Record<string, unknown>;
}

/**
 * The one federation + build config every app uses (docs/design.md §2), inside this repository
 * and in a team's own: each app's rspack config only says who it is: its name, port and what it
 * exposes.
 */
export interface FederatedAppOptions {
  /** The federation name; remotes are `remote_<area>`. */
  name: string;
  /** The app's folder (its rspack config's directory, where its package.json is). */
  dir: string;
  /** The dev-server port. */
  port: number;
  /** Page title of the app's own index.html (the host, or a remote's standalone dev shell). */
  title: string;
  /** What a remote exposes (`./App`); the host exposes nothing. */
  exposes?: Record<string, string>;
  /** What the dev server serves beside the app; read on every request. */
  devServerFiles: () => DevServerFiles;
}

/** Versions come from the app's package.json, so a remote and the host agree on ranges. */
function dependencyVersions(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

/** The libraries shared by their own name (every key of the declaration outside the workspace). */
const singletonLibraries = [
  ...new Set(
    Object.values(federationSingletons)
      .map((singleton) => singleton.package)
      .filter((pkg) => pkg !== '@backoffice/shared'),
  ),
];

/** Libraries of which a deep import is a singleton too (`react/jsx-runtime`, `react-dom/client`). */
const librariesWithDeepImports = new Set(
  Object.entries(federationSingletons)
    .filter(
      ([key, singleton]) => key !== singleton.package && key.startsWith(`${singleton.package}/`),
    )
    .map(([, singleton]) => singleton.package),
);

/** `@backoffice/shared` and each entry of its package.json "exports" the declaration shares. */
const sharedWorkspaceEntries = Object.entries(federationSingletons)
  .filter(([, singleton]) => singleton.package === '@backoffice/shared')
  .map(([key]) => key);

type SharedConfig = Record<
  string,
  { singleton: true; requiredVersion: string | false; version?: string }
>;

export function sharedSingletons(dir: string): SharedConfig {
  const versions = dependencyVersions(dir);
  const shared: SharedConfig = {};
  for (const library of singletonLibraries) {
    // A library the app does not declare but can still import (npm hoists @backoffice/shared's own
    // dependencies beside the app's) needs the release it was built with or a later compatible one:
    // the api's release check refuses a manifest without a range.
    const installed = installedVersion(dir, library);
    const requiredVersion = versions[library] ?? (installed ? `^${installed}` : false);
    shared[library] = { singleton: true, requiredVersion };
    // react-dom/client, react/jsx-runtime, @hookform/resolvers/zod: deep imports are shared too,
    // or they are bundled twice (two Reacts).
    if (librariesWithDeepImports.has(library)) {
      // A deep import's folder may carry a package.json of its own with another version
      // (@hookform/resolvers/zod says 1.0.0): declare the library's, as the host provides it.
      shared[`${library}/`] = {
        singleton: true,
        requiredVersion,
        ...(installed && { version: installed }),
      };
    }
  }
  // A workspace package needs an explicit range, or the runtime rejects `workspace:*`. The app
  // needs the release of @backoffice/shared it was built against or a later compatible one.
  const workspaceVersion = sharedPackageVersion(dir);
  for (const entry of sharedWorkspaceEntries) {
    shared[entry] = {
      singleton: true,
      requiredVersion: `^${workspaceVersion}`,
      version: workspaceVersion,
    };
  }
  return shared;
}

/**
 * The version of `@backoffice/shared` an app resolves (its package.json, bumped with every change
 * of its public API: shared/CHANGELOG.md). The host checks each remote's range against its own
 * before loading it (host/src/platform/federation/shared-version.ts).
 */
export function sharedPackageVersion(dir: string): string {
  const version = installedVersion(dir, '@backoffice/shared');
  if (!version) throw new Error(`@backoffice/shared is not installed in ${dir}`);
  return version;
}

const devHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Cache-Control': 'no-cache',
};

/** The host's chunks that load only on their own screens: imported as `heavy-<part>` chunks. */
const HEAVY_CHUNK_PREFIX = 'heavy-';

/**
 * The host's code after /login in one chunk, beside the chunk each import names. Split the
 * default way it was twenty chunks, which a browser fetches six at a time per origin over
 * HTTP/1.1: four round trips between the click on Sign in and the signed-in page's code. The
 * heavy parts (charts, firebase, CSV, QR codes) keep chunks of their own.
 */
const hostSplitChunks = {
  chunks: 'async',
  cacheGroups: {
    signedIn: {
      name: 'signed-in',
      chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) =>
        !chunk.canBeInitial() && !chunk.name?.startsWith(HEAVY_CHUNK_PREFIX),
      minChunks: 1,
      minSize: 0,
      enforce: true,
    },
  },
} as const;

/**
 * react-router's "exports" resolve its development build (dev warnings on) for every bundler, in
 * production too (remix-run/react-router#12532, #14102); production builds take the production
 * build it ships beside it. Only `@backoffice/shared/router` imports react-router.
 */
function reactRouterProductionBuild(dir: string): string {
  const fromApp = createRequire(join(dir, 'package.json'));
  const fromShared = createRequire(fromApp.resolve('@backoffice/shared/package.json'));
  const packageDir = dirname(fromShared.resolve('react-router/package.json'));
  return join(packageDir, 'dist', 'production', 'index.mjs');
}

export function federatedAppConfig(options: FederatedAppOptions, mode: string): Configuration {
  const isProduction = mode === 'production';
  const isRemote = options.exposes !== undefined;
  const buildVersion = buildVersionOf(options.dir);
  return {
    mode: isProduction ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // BUILD_OUT_DIR lets a second build of the same remote (another version) sit beside dist/.
      path: process.env.BUILD_OUT_DIR ?? join(options.dir, 'dist'),
      // Remotes resolve chunks against wherever their manifest was loaded from; the host's SPA
      // routes need absolute paths.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: options.name,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      ...(isProduction && { alias: { 'react-router$': reactRouterProductionBuild(options.dir) } }),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !isProduction, refresh: false },
              },
            },
            env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.module\.css$/,
          type: 'css/module',
          // `import styles from './x.module.css'`, as the type declarations and vitest expect.
          parser: { namedExports: false },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      ],
    },
    plugins: [
      new DefinePlugin({
        'process.env.MF_BUILD_VERSION': JSON.stringify(buildVersion),
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
      }),
      new HtmlRspackPlugin({
        title: options.title,
        templateContent: htmlShell(options.title, {
          withIcon: existsSync(join(options.dir, 'public', 'favicon.svg')),
          preloadRuntimeConfig: !isRemote,
        }),
        favicon: undefined,
      }),
      ...(isProduction ? [compileOnLoadHint(isRemote)] : []),
      // Files served as they are, at fixed names (the host's push service worker).
      ...(existsSync(join(options.dir, 'public'))
        ? [new CopyRspackPlugin({ patterns: [{ from: join(options.dir, 'public') }] })]
        : []),
      // The host has no federation plugin: /login is a plain entry, and the signed-in chunk starts
      // the one runtime with init() (host/src/platform/federation/federation-runtime.ts).
      ...(isRemote
        ? [
            new ModuleFederationPlugin({
              name: options.name,
              filename: 'remoteEntry.js',
              exposes: options.exposes,
              remotes: {},
              shared: sharedSingletons(options.dir),
              // version-first fetches every remote at start-up: one down remote blanks the shell.
              shareStrategy: 'loaded-first',
              manifest: true,
              dts: false,
              // Inside the host, the remote uses the host's runtime instead of carrying its own
              // copy; its standalone dev shell has no host, so it keeps one (see standaloneBuild).
              ...(standaloneBuild(mode)
                ? {}
                : { experiments: { externalRuntime: true, optimization: { target: 'web' } } }),
            }),
          ]
        : [
            new DefinePlugin({
              'process.env.MF_SHARED_VERSIONS': JSON.stringify(
                JSON.stringify(installedVersions(options.dir)),
              ),
            }),
          ]),
    ],
    optimization: {
      minimize: isProduction,
      ...(!isRemote && isProduction && { splitChunks: hostSplitChunks }),
    },
    performance: { hints: false },
    // CSS modules scope every class: the order of two modules in a merged chunk cannot cascade.
    ignoreWarnings: [/Conflicting order between/],
    devServer: {
      port: options.port,
      host: process.env.HOST ?? '127.0.0.1',
      headers: devHeaders,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares: (middlewares) => {
        const files = options.devServerFiles();
        const serveJson = (path: string, body: unknown) => ({
          name: path,
          path,
          middleware: (_req: unknown, res: ServerResponse) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(body));
          },
        });
        middlewares.unshift(
          serveJson('/runtime-config.json', files.runtimeConfig),
          serveJson('/remotes.json', files.remotes ?? {}),
        );
        return middlewares;
      },
    },
  };
}

/**
 * A remote built to run alone (its dev shell, `rspack serve`) carries its own federation runtime;
 * one built for the host (`rspack build`) uses the host's. MF_STANDALONE=1 or 0 overrides the mode.
 */
export function standaloneBuild(mode: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.MF_STANDALONE === '1') return true;
  if (env.MF_STANDALONE === '0') return false;
  return mode !== 'production';
}

/** The installed version of every library the host provides to remotes (exact, as registered). */
function installedVersions(dir: string): Record<string, string> {
  return Object.fromEntries([
    ...singletonLibraries.map((library) => {
      const version = installedVersion(dir, library);
      if (!version) throw new Error(`${library} is not installed in ${dir}`);
      return [library, version];
    }),
    ['@backoffice/shared', sharedPackageVersion(dir)],
  ]);
}

function installedVersion(dir: string, library: string): string | undefined {
  const file = join(dir, 'node_modules', library, 'package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * The version a build of the app in `dir` reports (its manifest's `buildVersion`, the host's
 * real-user reports): MF_BUILD_VERSION, else the package's own version.
 */
export function buildVersionOf(dir: string): string {
  return process.env.MF_BUILD_VERSION ?? readPackageVersion(dir);
}

function readPackageVersion(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/** V8's explicit compile hint: every function of the script is compiled when it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, docs/design.md §2) on every chunk
 * loaded ahead of need: the code sign-in and an area switch run is fetched while the person types
 * or at idle, and V8 otherwise compiles each function on its first call, inside the click's render
 * (~18 ms of it at sign-in, bench/history.md run Q). Not on the host's entry: /login runs little of
 * it, and compiling all of it would delay the form. Added after minification, which drops comments,
 * and before the source maps are written, which then account for the line.
 */
function compileOnLoadHint(isRemote: boolean) {
  return new BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    test: isRemote ? /\.js$/ : /^(?!main\.)[^/]+\.js$/,
  });
}

function htmlShell(
  title: string,
  page: { withIcon: boolean; preloadRuntimeConfig: boolean },
): string {
  const icon = page.withIcon
    ? '\n    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />'
    : '';
  // The host's first module asks for the runtime config only once the entry script has arrived
  // and its imports have run (~60 ms): asked for here, it arrives beside the script. `crossorigin`
  // gives the preload fetch()'s own mode, so that call takes this answer instead of asking again.
  const runtimeConfig = page.preloadRuntimeConfig
    ? '\n    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />'
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>${runtimeConfig}${icon}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}
